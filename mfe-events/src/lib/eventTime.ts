import { builtSoon } from '@beacon/shared/soon';
import type { Event } from '@beacon/shared/schemas';

/** An upcoming event this close (or closer) reads 'Happening Soon'. */
export const HAPPENING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an event stands against the current time: past before now, upcoming from now on. */
export type TimeStatus = { kind: 'past' } | { kind: 'upcoming'; soon: boolean };

export function timeStatus(date: string, now: number): TimeStatus {
  const start = Date.parse(date);
  if (start < now) return { kind: 'past' };
  return { kind: 'upcoming', soon: start - now <= HAPPENING_SOON_DAYS * DAY_MS };
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

/*
 * Dates in the visitor's time zone and language (the runtime's defaults). The formatters are built
 * once, just after this module loads or on first use; they run only in the browser (a server render
 * of an event leaves its dates and counts to it: `LocalText`).
 */
const cardDate = builtSoon(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }));
const chipDate = builtSoon(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' }));
const chipTime = builtSoon(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }));
const count = builtSoon(() => new Intl.NumberFormat());

/** 'Saturday, March 21, 2026' (in en-US). */
export const formatCardDate = (date: string): string => cardDate().format(new Date(date));
/** 'Saturday, March 21' (in en-US). */
export const formatChipDate = (date: string): string => chipDate().format(new Date(date));
/** '6:30 PM' (in en-US). */
export const formatChipTime = (date: string): string => chipTime().format(new Date(date));
/** '1,200' (in en-US). */
export const formatCount = (value: number): string => count().format(value);
