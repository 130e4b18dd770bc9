import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { Button } from '@beacon/shared/ui';
import type { Event } from '@beacon/shared/schemas';
import { EVENTS_COPY } from '../content/events';
import { googleCalendarUrl } from '../lib/calendarLink';

/** 'Add to Calendar': Google Calendar's template for the event, in a new tab. */
export function AddToCalendar({ event }: { event: Pick<Event, 'title' | 'description' | 'location' | 'date' | 'endDate' | 'timeZone'> }) {
  return (
    <Button href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" icon={<CalendarOutlined aria-hidden="true" />}>
      {EVENTS_COPY.addToCalendar}
    </Button>
  );
}
