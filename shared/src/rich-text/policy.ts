/**
 * What rich text (event descriptions) may contain, for every sanitizer that enforces it: the API's
 * on write and the browser's before the markup touches the DOM. Pure data, no DOM.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'hr',
];
/** Attributes allowed on links (the only element that keeps any). */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'title', 'rel', 'target'];
/** URL schemes a link may use. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'];
/** Every link opens in a new tab without giving the opened page a handle on ours. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';
