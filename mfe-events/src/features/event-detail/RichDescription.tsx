import { useMemo } from 'react';
import { useIsClient } from '@beacon/shared/hydration';
import { sanitizeRichText } from '@beacon/shared/rich-text';
import { EVENTS_COPY } from '../../content/events';

/**
 * The description as rich markup, sanitized again here before it touches the DOM (the API sanitizes on
 * write, but old rows or another writer may not have). The sanitizer needs a DOM, so it runs only in
 * the browser, never in a server render; links open in a new tab without an opener.
 */
export function RichDescription({ html }: { html: string | null }) {
  const isClient = useIsClient();
  const safe = useMemo(() => (isClient ? (html ? sanitizeRichText(html) : '') : null), [isClient, html]);

  if (safe === null) return <div className="events-description" />;
  if (!safe) return <p className="events-description events-description-empty">{EVENTS_COPY.noDescription}</p>;
  return <div className="events-description" dangerouslySetInnerHTML={{ __html: safe }} />;
}
