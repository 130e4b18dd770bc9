/**
 * Rich text in the browser: event descriptions sanitized again before they touch the DOM (defence
 * in depth: the API sanitizes on write, but old rows or another writer may not have). Its own entry,
 * so only the pages that render rich text download the sanitizer.
 */
import DOMPurify from 'dompurify';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_LINK_REL, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from './policy';

export * from './policy';

const ALLOWED_URI = new RegExp(`^(?:${RICH_TEXT_SCHEMES.join('|')}):`, 'i');
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && !ALLOWED_URI.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', RICH_TEXT_LINK_REL);
  });
  purifier = instance;
  return instance;
}

/** Markup safe to render: only the allowed tags, links with http(s)/mailto URLs opening in a new tab. */
export function sanitizeRichText(html: string): string {
  return getPurifier()
    .sanitize(html, { ALLOWED_TAGS: RICH_TEXT_TAGS, ALLOWED_ATTR: RICH_TEXT_LINK_ATTRIBUTES, ALLOW_DATA_ATTR: false })
    .trim();
}
