/** Whether a rich-text field holds markup (a tag), rather than plain text. */
export const hasMarkup = (text: string): boolean => /<\/?[a-z][^>]*>/i.test(text);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** `&amp;`, `&#39;`, `&#x2019;`… as the characters they stand for; an unknown entity stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Where one block of rich text ends and the next begins. */
const BLOCK_BREAK = /<\/(?:p|li|h[1-6]|blockquote|pre|ul|ol)\s*>|<(?:br|hr)\b[^>]*>/gi;

/** Elements whose content is not text a reader sees. */
const HIDDEN_ELEMENTS = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * The paragraphs of a rich-text field as plain text: blank lines separate them, or, in markup, the ends of its
 * blocks, with every tag (and a script's or style's content) dropped. What a page shows before (or without) its sanitizer: text only, so it can
 * hold nothing that runs.
 */
export function textParagraphs(text: string): string[] {
  const plain = hasMarkup(text)
    ? decodeEntities(
        text
          .replace(HIDDEN_ELEMENTS, '')
          .replace(BLOCK_BREAK, '\n\n')
          .replace(/<[^>]*>/g, ''),
      )
    : text;
  return plain
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
