import type { ContentBody, ContentFieldChange } from '@beacon/shared/schemas';

/**
 * What changed between two bodies of a record, field by field, in words staff read: "Exhibit 2 — Title",
 * "Action card 3 (removed)", "Exhibit 1 — Link 2 URL". List items are compared by position (their number on
 * the page), so moving an exhibit shows as the fields of both positions changing.
 */

const LABELS: Record<string, string> = {
  menuLabel: 'Menu label',
  label: 'Label',
  title: 'Title',
  intro: 'Introduction',
  'hero.webm': 'Hero video (WebM)',
  'hero.mp4': 'Hero video (MP4)',
  'hero.poster': 'Hero poster image',
  exhibitsHeading: 'Exhibits heading',
  actionsHeading: 'Actions heading',
  actionsIntro: 'Actions introduction',
  kicker: 'Kicker',
  paragraph: 'Paragraph',
  tipLine: 'Tip line',
  tipButton: 'Tip button',
  description: 'Description',
  videoUrl: 'Video URL',
  text: 'Text',
  buttonText: 'Button text',
  buttonColor: 'Button colour',
  buttonUrl: 'Button URL',
  imageUrl: 'Image',
  imageAlt: 'Image description',
};

/** The lists of a body and what one item of each is called. */
const LISTS: Record<string, { item: string; summary: (value: Record<string, unknown>) => string }> = {
  exhibits: { item: 'Exhibit', summary: (value) => String(value['title'] ?? '') },
  actions: { item: 'Action card', summary: (value) => String(value['title'] ?? '') },
  links: { item: 'Link', summary: (value) => `${String(value['label'] ?? '')} (${String(value['href'] ?? '')})` },
};

type Json = unknown;

const isRecord = (value: Json): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const asText = (value: Json): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** A field's label: its own words, after the list items it sits in ("Exhibit 2 — Link 1 URL"). */
function labelOf(path: readonly string[], items: readonly string[]): string {
  const field = path.filter((part) => !/^\d+$/.test(part) && !(part in LISTS)).join('.');
  const own = LABELS[field] ?? LABELS[path.at(-1) ?? ''] ?? field;
  const [outer, ...inner] = items;
  // A link's fields read "Link 1 URL", "Link 1 label".
  const innerText = inner.length > 0 ? `${inner.join(' ')} ${path.at(-1) === 'href' ? 'URL' : own.toLowerCase()}` : own;
  return outer ? `${outer} — ${innerText}` : innerText;
}

function walk(before: Json, after: Json, path: string[], items: string[], out: ContentFieldChange[]): void {
  const key = path.at(-1) ?? '';
  const list = LISTS[key];
  if (list && Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index += 1) {
      const number = String(index + 1);
      const name = `${list.item} ${number}`;
      const was: Json = before[index];
      const now: Json = after[index];
      if (was === undefined || now === undefined) {
        const present = (was ?? now) as Record<string, unknown>;
        const where = items.length > 0 ? `${items.join(' — ')} — ` : '';
        out.push({
          path: [...path, number].join('.'),
          label: `${where}${name} (${was === undefined ? 'added' : 'removed'})`,
          before: was === undefined ? null : list.summary(present),
          after: now === undefined ? null : list.summary(present),
        });
        continue;
      }
      walk(was, now, [...path, number], [...items, name], out);
    }
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      walk(before[field], after[field], [...path, field], items, out);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  out.push({ path: path.join('.'), label: labelOf(path, items), before: asText(before), after: asText(after) });
}

/** The changes from `before` to `after`; none for a record's first revision (`before` null). */
export function bodyChanges(before: ContentBody | null, after: ContentBody): ContentFieldChange[] {
  if (before === null) return [];
  const out: ContentFieldChange[] = [];
  walk(before, after, [], [], out);
  return out;
}
