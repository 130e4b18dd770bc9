import { useIsClient } from '../../hydration/useIsClient';

export interface LocalTextProps {
  /** The text, in the visitor's language and time zone: called in the browser only. */
  text: () => string;
  /** Room kept for it until then, in characters. */
  reserve: number;
  /** The machine-readable date when the text is one (a `<time>` element). */
  dateTime?: string;
}

/**
 * Text in the visitor's language or time zone (a date, a count), which a server does not know: a
 * page rendered on the server (and its hydration) holds an empty space of about the text's width,
 * and the browser writes the text once hydrated.
 */
export function LocalText({ text, reserve, dateTime }: LocalTextProps) {
  const isClient = useIsClient();
  const Tag = dateTime === undefined ? 'span' : 'time';
  return isClient ? (
    <Tag dateTime={dateTime}>{text()}</Tag>
  ) : (
    <Tag dateTime={dateTime} className="bk-text-pending" style={{ minWidth: `${reserve}ch` }} />
  );
}
