/**
 * The escaping every page server, build step and head writer uses: text and attribute values in
 * HTML, and JSON inside a `<script>` element.
 */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text between tags: nothing in it can open a tag or an entity. */
export const escapeHtmlText = (value: string): string => value.replace(/[&<>]/g, (char) => ENTITIES[char] as string);

/** An attribute value (in either quotes), or a value that may land in text or in an attribute. */
export const escapeHtmlAttribute = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);

/**
 * JSON inside a `<script>` element (a data block or JSON-LD): no `<` can close the element or open
 * a comment, and the line separators older parsers read as line ends are escaped too. Still JSON.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
