import { stripHtml } from '@beacon/shared';
import type { Event } from '@beacon/shared/schemas';
import { CALENDAR_DURATION_MS } from '../../lib/calendarLink';

/** A schema.org Event for search engines' rich results: plain-text description, a physical place. */
export function eventStructuredData(event: Event, organisationName: string, placeholderImage: string): Record<string, unknown> {
  const end = new Date(Date.parse(event.date) + CALENDAR_DURATION_MS).toISOString();
  const description = stripHtml(event.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.date,
    endDate: end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    image: [event.imageUrl ?? placeholderImage],
    ...(description ? { description } : {}),
    organizer: { '@type': 'Organization', name: organisationName },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
