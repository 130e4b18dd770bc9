import type { Event } from '@beacon/shared/schemas';
import {
  belongsInCalendars,
  formatCardDate,
  formatChipDate,
  formatChipTime,
  formatPreviousDate,
  HAPPENING_SOON_DAYS,
  splitEvents,
  timeStatus,
} from './eventTime';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number): string => new Date(ms).toISOString();

const event = (id: string, date: string): Event => ({
  _id: id,
  title: id,
  description: null,
  date,
  endDate: null,
  timeZone: 'America/Phoenix',
  status: 'scheduled',
  previousDate: null,
  location: 'Hall',
  category: 'Talk',
  createdBy: null,
  isFocused: false,
  isCompleted: false,
  imageUrl: null,
  imagePublicId: null,
  attendees: null,
  createdAt: date,
  updatedAt: date,
  revision: 0,
});

describe('time status', () => {
  it('is upcoming and happening soon exactly now (not past: past is before now)', () => {
    expect(timeStatus(at(NOW), NOW)).toEqual({ kind: 'upcoming', soon: true });
  });

  it('is past a minute before now, whatever isCompleted says', () => {
    expect(timeStatus(at(NOW - MINUTE), NOW)).toEqual({ kind: 'past' });
    expect(timeStatus(at(NOW - 1), NOW)).toEqual({ kind: 'past' });
  });

  it('is happening soon at exactly 7 days away, and no longer at 7 days and a minute', () => {
    expect(HAPPENING_SOON_DAYS).toBe(7);
    expect(timeStatus(at(NOW + 7 * DAY), NOW)).toEqual({ kind: 'upcoming', soon: true });
    expect(timeStatus(at(NOW + 7 * DAY + MINUTE), NOW)).toEqual({ kind: 'upcoming', soon: false });
    expect(timeStatus(at(NOW + 30 * DAY), NOW)).toEqual({ kind: 'upcoming', soon: false });
  });

  it('reads offsets in the date as the same instant', () => {
    expect(timeStatus('2026-03-17T14:00:00+02:00', NOW)).toEqual({ kind: 'upcoming', soon: true });
    expect(timeStatus('2026-03-17T12:01:00+00:00', NOW)).toEqual({ kind: 'upcoming', soon: false });
  });
});

describe('splitting and sorting', () => {
  it('puts upcoming events soonest first and past events most recent first', () => {
    const events = [
      event('past-far', at(NOW - 90 * DAY)),
      event('soon', at(NOW + 2 * DAY)),
      event('past-near', at(NOW - DAY)),
      event('later', at(NOW + 40 * DAY)),
      event('now', at(NOW)),
      event('past-mid', at(NOW - 10 * DAY)),
    ];
    const { upcoming, past } = splitEvents(events, NOW);
    expect(upcoming.map((e) => e._id)).toEqual(['now', 'soon', 'later']);
    expect(past.map((e) => e._id)).toEqual(['past-near', 'past-mid', 'past-far']);
  });

  it('leaves the input untouched and handles an empty list', () => {
    const events = [event('b', at(NOW + 2 * DAY)), event('a', at(NOW + DAY))];
    splitEvents(events, NOW);
    expect(events.map((e) => e._id)).toEqual(['b', 'a']);
    expect(splitEvents([], NOW)).toEqual({ upcoming: [], past: [] });
  });
});

describe('formatting at the venue, not in the machine’s zone (these tests run in America/Phoenix)', () => {
  // 23:30 UTC on March 20 is 7:30 PM in New York (EDT since March 8) and 4:30 PM here in Phoenix.
  const newYork = { date: '2026-03-20T23:30:00.000Z', endDate: null, timeZone: 'America/New_York' };
  // 01:30 UTC on the 21st is 6:30 PM on the 20th in Phoenix (UTC−7, no daylight saving).
  const phoenix = { date: '2026-03-21T01:30:00.000Z', endDate: null, timeZone: 'America/Phoenix' };

  it('formats the card line: the venue’s date and time with its zone', () => {
    expect(formatCardDate(newYork)).toBe('Friday, March 20, 2026 · 7:30 PM EDT');
    expect(formatCardDate(phoenix)).toBe('Friday, March 20, 2026 · 6:30 PM MST');
  });

  it('with an end time, the card and the time chip give the start and the end', () => {
    const ended = { ...phoenix, endDate: '2026-03-21T04:00:00.000Z' };
    expect(formatCardDate(ended)).toBe('Friday, March 20, 2026 · 6:30 PM – 9:00 PM MST');
    expect(formatChipTime(ended)).toBe('6:30 PM – 9:00 PM MST');
  });

  it('tells Tokyo’s time as JST, not GMT+9', () => {
    expect(formatChipTime({ date: '2026-10-01T10:00:00.000Z', endDate: null, timeZone: 'Asia/Tokyo' })).toBe('7:00 PM JST');
  });

  it('formats the detail chips: weekday, month, day and year; hour, minute and zone', () => {
    expect(formatChipDate(phoenix)).toBe('Friday, March 20, 2026');
    expect(formatChipTime(phoenix)).toBe('6:30 PM MST');
    expect(formatChipTime(newYork)).toBe('7:30 PM EDT');
  });

  it('names the venue’s day for an evening that is already the next day in UTC', () => {
    expect(formatChipDate({ date: '2026-03-21T03:30:00.000Z', timeZone: 'America/Los_Angeles' })).toBe('Friday, March 20, 2026');
  });

  it('formats a moved event’s former date at the venue, and nothing without one', () => {
    expect(formatPreviousDate({ previousDate: '2026-03-14T01:30:00.000Z', timeZone: 'America/Phoenix' })).toBe(
      'Friday, March 13, 2026 · 6:30 PM MST',
    );
    expect(formatPreviousDate({ previousDate: null, timeZone: 'America/Phoenix' })).toBeNull();
  });
});

describe('calendar entries', () => {
  it('are offered for a scheduled event and a moved one, not a cancelled one nor one whose new date is to come', () => {
    expect(belongsInCalendars({ status: 'scheduled', previousDate: null })).toBe(true);
    expect(belongsInCalendars({ status: 'postponed', previousDate: '2026-03-14T01:30:00.000Z' })).toBe(true);
    expect(belongsInCalendars({ status: 'cancelled', previousDate: null })).toBe(false);
    expect(belongsInCalendars({ status: 'postponed', previousDate: null })).toBe(false);
  });
});
