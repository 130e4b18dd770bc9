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
  href: 'URL',
  // The site pages' words.
  eyebrow: 'Eyebrow',
  biography: 'Biography',
  'quickInfo.title': 'Quick Info title',
  'quickInfo.subtitle': 'Quick Info subtitle',
  'featuredEvent.heading': 'Featured event heading',
  'featuredEvent.detailsLink': 'Featured event link text',
  'booking.heading': 'Booking heading',
  'booking.intro': 'Booking introduction',
  'booking.availabilityNote': 'Booking note',
  'stickyBar.text': 'Booking bar text',
  'stickyBar.button': 'Booking bar button',
  missionLine: 'Mission line',
  'buttons.videoReports': 'Video Reports button',
  'buttons.tips': 'Tips button',
  'buttons.events': 'Events button',
  'buttons.speaking': 'Speaking button',
  latestVideosHeading: 'Latest videos heading',
  pageTitle: 'Page title',
  heading: 'Heading',
  mailingListTitle: 'Mailing list title',
  emailLabel: 'E-mail label',
  emailPlaceholder: 'E-mail placeholder',
  signUp: 'Sign-up button',
  sponsor: 'Sponsor button',
  word: 'Word',
  color: 'Colour',
};

/** The lists of a body and what one item of each is called. */
type Json = unknown;

const isRecord = (value: Json): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
/** One field of a list item as text ('' when the item has none). */
const part = (value: Json, key: string): string => (isRecord(value) ? String(value[key] ?? '') : '');

const LISTS: Record<string, { item: string; summary: (value: Json) => string }> = {
  exhibits: { item: 'Exhibit', summary: (value) => part(value, 'title') },
  actions: { item: 'Action card', summary: (value) => part(value, 'title') },
  links: { item: 'Link', summary: (value) => `${part(value, 'label')} (${part(value, 'href')})` },
  topics: { item: 'Topic', summary: (value) => String(value) },
  items: { item: 'Quick Info line', summary: (value) => `${part(value, 'label')}: ${part(value, 'text')}` },
  motto: { item: 'Motto word', summary: (value) => `${part(value, 'word')} (${part(value, 'color')})` },
};

const asText = (value: Json): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** A field's label: its own words, after the list items it sits in ("Exhibit 2 — Link 1 URL"). */
function labelOf(path: readonly string[], items: readonly string[]): string {
  const field = path.filter((part) => !/^\d+$/.test(part) && !(part in LISTS)).join('.');
  const own = LABELS[field] ?? LABELS[path.at(-1) ?? ''] ?? field;
  const [outer, ...inner] = items;
  // An item that is a plain value (a topic) is its own field: "Topic 2".
  if (!own) return items.join(' — ');
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
        const present = was ?? now;
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
