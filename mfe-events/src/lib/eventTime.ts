import type { Event } from '@beacon/shared/schemas';
import { venueDate, venueDateTime, venueDateTimeRange, venueTimeRange } from '@beacon/shared/time';

/** An upcoming event this close (or closer) reads 'Happening Soon'. */
export const HAPPENING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an event stands against the current time: past before now, upcoming from now on. */
export type TimeStatus = { kind: 'past' } | { kind: 'upcoming'; soon: boolean };

// One object per status: a card handed the status it already shows is not rendered again (it is memoised).
const PAST: TimeStatus = Object.freeze({ kind: 'past' });
const SOON: TimeStatus = Object.freeze({ kind: 'upcoming', soon: true });
const LATER: TimeStatus = Object.freeze({ kind: 'upcoming', soon: false });

export function timeStatus(date: string, now: number): TimeStatus {
  const start = Date.parse(date);
  if (start < now) return PAST;
  return start - now <= HAPPENING_SOON_DAYS * DAY_MS ? SOON : LATER;
}

export interface SplitEvents {
  /** Soonest first. */
  upcoming: Event[];
  /** Most recent first. */
  past: Event[];
}

/** The listing's two sections. Ties keep the API's order (it sorts by date, then creation). */
export function splitEvents(events: readonly Event[], now: number): SplitEvents {
  const upcoming: Event[] = [];
  const past: Event[] = [];
  for (const event of events) (timeStatus(event.date, now).kind === 'past' ? past : upcoming).push(event);
  const at = (event: Event) => Date.parse(event.date);
  upcoming.sort((a, b) => at(a) - at(b));
  past.sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}

/** Whether the event's date is known: not while a postponed event's new date is to come (its date is the old one). */
export const hasKnownDate = (event: Pick<Event, 'status' | 'previousDate'>): boolean =>
  !(event.status === 'postponed' && event.previousDate === null);

/** Whether a calendar entry makes sense: not for a cancelled event, nor a postponed one whose new date is not known. */
export const belongsInCalendars = (event: Pick<Event, 'status' | 'previousDate'>): boolean =>
  event.status !== 'cancelled' && hasKnownDate(event);

/*
 * An event's date and time are told at its venue, in its zone and in English, the same on a server
 * and in the browser (`@beacon/shared/time`), so they are in the served HTML.
 */
type Timed = Pick<Event, 'date' | 'endDate' | 'timeZone'>;
/** 'Friday, August 28, 2026 · 6:30 PM MST' (with an end: '· 6:30 PM – 9:00 PM MST'): the card's line. */
export const formatCardDate = (event: Timed): string => venueDateTimeRange(event.date, event.endDate, event.timeZone);
/** 'Friday, August 28, 2026': the detail's date chip. */
export const formatChipDate = (event: Pick<Event, 'date' | 'timeZone'>): string => venueDate(event.date, event.timeZone);
/** '6:30 PM MST', or '6:30 PM – 9:00 PM MST' with an end: the detail's time chip. */
export const formatChipTime = (event: Timed): string => venueTimeRange(event.date, event.endDate, event.timeZone);
/** A moved event's former date and time, at the venue. */
export const formatPreviousDate = (event: Pick<Event, 'previousDate' | 'timeZone'>): string | null =>
  event.previousDate === null ? null : venueDateTime(event.previousDate, event.timeZone);
