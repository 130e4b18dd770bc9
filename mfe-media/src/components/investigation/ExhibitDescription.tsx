import { useEffect, useState } from 'react';
import { hasMarkup, textParagraphs } from '../../lib/richTextParagraphs';

/**
 * An exhibit's description (rich text). Plain text renders as its paragraphs, on the server as in the browser.
 * Markup is sanitized again in the browser before it touches the DOM (as event descriptions are; the
 * sanitizer needs a DOM and is loaded only for markup): until then, and in the served HTML, its text shows
 * as paragraphs, so a visitor without scripts reads it too.
 */
export function ExhibitDescription({ text }: { text: string }) {
  const markup = hasMarkup(text);
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    if (!markup) return;
    let current = true;
    void import('@beacon/shared/rich-text').then(({ sanitizeRichText }) => {
      if (current) setSafe(sanitizeRichText(text));
    });
    return () => {
      current = false;
    };
  }, [markup, text]);

  if (markup && safe !== null)
    return <div className="media-exhibit-description media-exhibit-rich" dangerouslySetInnerHTML={{ __html: safe }} />;
  return (
    <>
      {textParagraphs(text).map((paragraph, index) => (
        <p key={index} className="media-exhibit-description">
          {paragraph}
        </p>
      ))}
    </>
  );
}
