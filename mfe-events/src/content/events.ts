import cardPlaceholder from './assets/event-placeholder-card.svg';
import detailPlaceholder from './assets/event-placeholder-detail.svg';

/** Words of the events pages, in one place for editors. */
export const EVENTS_COPY = {
  listTitle: 'Events',
  heroTitle: 'Join Us at Events',
  heroSubtitle: 'Speaking engagements, rallies, and community gatherings — where faith and freedom meet action.',
  seeUpcoming: 'See Upcoming',
  viewPast: 'View Past Highlights',
  upcomingHeading: 'Upcoming Events',
  pastHeading: 'Past Events',
  upcomingEmpty: 'No upcoming events at the moment. Stay tuned!',
  pastEmpty: 'No past events recorded yet.',
  loadFailed: 'Unable to load events. Please try again.',
  tryAgain: 'Try again',
  subscribe: 'Subscribe to upcoming events (.ics)',
  loadingList: 'Loading events…',
  happeningSoon: 'Happening Soon',
  completed: 'Completed',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  /** Before a moved event's former date (struck through). */
  movedFrom: 'Moved from',
  newDateToCome: 'Postponed: the new date will be announced.',
  /** The visitor's own time, after the venue's. */
  yourTime: (time: string) => `${time} your time`,
  /** The count's word by English plural category ('1 attendee', '2 attendees'). */
  expectedAttendees: { one: 'expected attendee', other: 'expected attendees' },
  attendees: { one: 'attendee', other: 'attendees' },
  learnMore: 'Learn More',
  viewRecap: 'View Recap',
  addToCalendar: 'Add to Calendar',
  downloadIcs: 'Download .ics',
  share: 'Share',
  linkCopied: 'Event link copied to clipboard!',
  copyFailed: 'The link could not be copied. Copy it from the address bar.',
  backToEvents: 'Back to Events',
  detailTitle: 'Event',
  loadingEvent: 'Loading the event…',
  notFound: 'Event not found.',
  notFoundDetail: 'There is no event at this address. It may have been removed.',
  unreachableDetail: 'The event could not be loaded right now. Check your connection and try again.',
  noDescription: 'No description provided.',
} as const;

/** Shown when an event has no image or its image fails to load. */
export const PLACEHOLDERS = {
  card: { src: cardPlaceholder, width: 800, height: 450 },
  detail: { src: detailPlaceholder, width: 1200, height: 600 },
} as const;
