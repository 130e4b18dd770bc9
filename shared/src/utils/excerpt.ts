/**
 * Plain-text excerpts of content that may hold markup (event descriptions: tags are
 * stripped on display and card descriptions are cut to 360 characters with an ellipsis).
 * String work only, no DOM: it runs the same in the browser, in jsdom and in Node.
 */

/** How long a card's description may be. */
export const EXCERPT_LENGTH = 360;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/**
 * Text without tags: script/style bodies dropped, block ends turned into spaces so words do not
 * run together, entities decoded, whitespace collapsed.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * At most `max` characters of the text of `html`, including a trailing '…' when cut. Cuts at the
 * last word boundary when there is one in the second half, so words are not split.
 */
export function excerpt(html: string | null | undefined, max: number = EXCERPT_LENGTH): string {
  const text = stripHtml(html);
  const chars = Array.from(text); // code points, so an emoji is never cut in half
  if (chars.length <= max) return text;
  const room = chars.slice(0, Math.max(0, max - 1)).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= room.length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}
