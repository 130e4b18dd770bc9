import { useIsClient } from '@beacon/shared/hydration';
import { visitorTime } from '@beacon/shared/time';
import { EVENTS_COPY } from '../content/events';

/**
 * The visitor's own time of an event ('8:30 PM your time'), after its time at the venue. Their zone is
 * known in the browser only, so a server render (and its hydration) leaves it out; nothing either when
 * their clock reads the venue's at that instant.
 */
export function YourTime({ date, timeZone, row = false }: { date: string; timeZone: string; row?: boolean }) {
  const isClient = useIsClient();
  const own = isClient ? visitorTime(date, timeZone) : null;
  const text = own === null ? null : <span className="events-your-time">{EVENTS_COPY.yourTime(own)}</span>;
  if (!row) return text;
  // A list row of its own, there in the served HTML too: written once hydrated, it moves nothing after it.
  return (
    <li className="events-your-time-row" aria-hidden={text === null ? true : undefined}>
      {text}
    </li>
  );
}
