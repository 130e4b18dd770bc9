/**
 * What `renderToString` of a page puts first: the tags React hoists for <head> (`<style
 * data-precedence>` blocks, and `<link rel="preload">` from react-dom's `preload()`). React writes
 * them into <head> itself only when it renders the whole document; our servers render a page into a
 * template's root, so they are cut off the front here and moved into the template's <head>, where
 * React finds them again on hydration. The pattern matches only the tags React emits at the very
 * start, never markup inside the page.
 */
const LEADING_HOISTED = /^(?:<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>|<link rel="preload"[^>]*\/>)+/;

/** A page's rendered HTML cut in two: the hoisted tags for <head>, and the page's own markup. */
export function splitHoisted(html: string): { head: string; body: string } {
  const match = LEADING_HOISTED.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
}
