import { createHash } from 'node:crypto';

/**
 * Placeholder artwork the API draws itself, so seeded events and videos render with no network.
 * Served at /media/generated/v1/<kind>/<slug>.svg; the slug is the label. Bump the version segment
 * when the drawing changes: the URLs are cached as immutable.
 */
export const GENERATED_KINDS = ['event', 'thumb', 'avatar'] as const;
export type GeneratedKind = (typeof GENERATED_KINDS)[number];
export const GENERATED_PREFIX = '/media/generated/v1';
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const generatedImagePath = (kind: GeneratedKind, slug: string): string => `${GENERATED_PREFIX}/${kind}/${slug}.svg`;

const PALETTES: readonly [string, string][] = [
  ['#0b1d3a', '#b22234'],
  ['#111827', '#2563eb'],
  ['#1f2937', '#d97706'],
  ['#14213d', '#fca311'],
  ['#2b2d42', '#ef233c'],
  ['#0f172a', '#16a34a'],
  ['#1e1b4b', '#7c3aed'],
  ['#172554', '#0ea5e9'],
];

function palette(slug: string): [string, string] {
  const index = createHash('sha256').update(slug).digest()[0] ?? 0;
  return PALETTES[index % PALETTES.length] ?? ['#111827', '#b22234'];
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const words = (slug: string): string[] => slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1));

function wrap(text: string[], width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > maxLines
    ? [
        ...lines.slice(0, maxLines - 1),
        `${lines
          .slice(maxLines - 1)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

function eventArt(slug: string): string {
  const [dark, accent] = palette(slug);
  const lines = wrap(words(slug), 24, 3);
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${300 + i * 76 - (lines.length - 1) * 38}" font-size="64" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(lines.join(' '))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/><circle cx="1040" cy="140" r="220" fill="#fff" opacity="0.06"/><circle cx="1120" cy="560" r="160" fill="#fff" opacity="0.05"/>
<rect x="80" y="520" width="120" height="8" fill="#fff" opacity="0.8"/>
<g font-family="Helvetica, Arial, sans-serif">${text}<text x="80" y="590" font-size="28" fill="#fff" opacity="0.8" letter-spacing="6">BEACON EVENTS</text></g>
</svg>`;
}

function thumbArt(slug: string): string {
  const [dark, accent] = palette(slug);
  const label = words(slug).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/><circle cx="240" cy="120" r="46" fill="#000" opacity="0.45"/><path d="M226 96 L266 120 L226 144 Z" fill="#fff"/>
<text x="24" y="238" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

function avatarArt(slug: string): string {
  const [dark, accent] = palette(slug);
  const initials = words(slug)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 88 88" role="img" aria-label="${escapeXml(initials)}">
<circle cx="44" cy="44" r="44" fill="${dark}"/><circle cx="44" cy="44" r="38" fill="none" stroke="${accent}" stroke-width="4"/>
<text x="44" y="56" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="32" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** The SVG document for a kind and slug (the caller has checked the slug against SLUG_PATTERN). */
export function renderGenerated(kind: GeneratedKind, slug: string): string {
  if (kind === 'event') return eventArt(slug);
  if (kind === 'thumb') return thumbArt(slug);
  return avatarArt(slug);
}
