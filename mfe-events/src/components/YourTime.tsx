import { useIsClient } from '@beacon/shared/hydration';
import { visitorTime } from '@beacon/shared/time';
import { EVENTS_COPY } from '../content/events';

/**
 * The visitor's own time of an event ('8:30 PM your time'), on a line of its own under its time at the
 * venue. Their zone is known in the browser only, so a server render (and its hydration) leaves the text
 * out; nothing either when their clock reads the venue's at that instant. The line is in the served HTML
 * too, empty: written once hydrated, it moves nothing after it (a card's Learn More stays under the finger).
 */
export function YourTime({ date, timeZone, row = false }: { date: string; timeZone: string; row?: boolean }) {
  const isClient = useIsClient();
  const own = isClient ? visitorTime(date, timeZone) : null;
  const text = own === null ? null : <span className="events-your-time">{EVENTS_COPY.yourTime(own)}</span>;
  // In a list of facts, a list row: hidden from assistive technology while it is empty.
  if (row)
    return (
      <li className="events-your-time-row" aria-hidden={text === null ? true : undefined}>
        {text}
      </li>
    );
  return <span className="events-your-time-line">{text}</span>;
}
