import { useIsClient } from '@beacon/shared/hydration';

/**
 * A date in the visitor's time zone and language, which a server does not know: a page rendered on
 * the server (and its hydration) holds the machine-readable date in a space of about the text's
 * width (`reserve`, in characters), and the browser writes the text once hydrated.
 */
export function LocalTime({ date, format, reserve }: { date: string; format: (date: string) => string; reserve: number }) {
  const isClient = useIsClient();
  return isClient ? (
    <time dateTime={date}>{format(date)}</time>
  ) : (
    <time dateTime={date} className="events-time-pending" style={{ minWidth: `${reserve}ch` }} />
  );
}
