import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_LINK_REL, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@beacon/shared/rich-text/policy';

/**
 * Event descriptions are HTML written by staff and shown to everyone: keep simple formatting and links,
 * drop everything else (script and style content included), and allow only http(s)/mailto URLs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  // rel and target are set by the transform below (which runs before attributes are filtered).
  allowedAttributes: { a: RICH_TEXT_LINK_ATTRIBUTES },
  allowedSchemes: RICH_TEXT_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: RICH_TEXT_LINK_REL, target: '_blank' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
