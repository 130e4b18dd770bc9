import type { Event } from '@beacon/shared/schemas';

/** Test data only: an event marked Featured, 6:30 PM at a Phoenix venue on 2030-02-14 (01:30 UTC the next day). */
export const FEATURED_EVENT: Event = {
  _id: '00000000-0000-4000-8000-00000000f00d',
  title: 'An Evening of Courage at the Riverside Chapter',
  description: '<p>Doors open at 6:00 PM.</p>',
  date: '2030-02-15T01:30:00.000Z',
  endDate: null,
  timeZone: 'America/Phoenix',
  status: 'scheduled',
  previousDate: null,
  location: 'Riverside Community Hall, 120 Main Street, Mesa, AZ',
  category: 'Speaking',
  createdBy: 'Events Team',
  isFocused: true,
  isCompleted: false,
  imageUrl: 'http://api.test/media/generated/v1/event/an-evening-of-courage.svg',
  imagePublicId: null,
  attendees: 180,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  revision: 0,
};
