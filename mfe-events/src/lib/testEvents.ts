import type { Event } from '@beacon/shared/schemas';

/** Test data only: events relative to the current time, so their time status is known. */

export const DAY_MS = 24 * 60 * 60 * 1000;

let serial = 0;

export function makeEvent(overrides: Partial<Event> & { daysFromNow?: number } = {}): Event {
  const { daysFromNow = 10, ...fields } = overrides;
  serial += 1;
  const date = new Date(Date.now() + daysFromNow * DAY_MS).toISOString();
  return {
    _id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    title: `Event ${serial}`,
    description: '<p>About the event.</p>',
    date,
    endDate: null,
    timeZone: 'America/Phoenix',
    status: 'scheduled',
    previousDate: null,
    location: 'Grace Community Center, Phoenix, AZ',
    category: 'Town Hall',
    createdBy: null,
    isFocused: false,
    isCompleted: false,
    imageUrl: 'http://api.test/media/generated/v1/event/sample.svg',
    imagePublicId: null,
    attendees: null,
    createdAt: date,
    updatedAt: date,
    revision: 0,
    ...fields,
  };
}
