import type { Event } from '@beacon/shared/schemas';
import { formatCardDate, formatChipDate, formatChipTime, formatCount, HAPPENING_SOON_DAYS, splitEvents, timeStatus } from './eventTime';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number): string => new Date(ms).toISOString();

const event = (id: string, date: string): Event => ({
  _id: id,
  title: id,
  description: null,
  date,
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

describe('formatting in the visitor’s time zone (TZ=America/Phoenix in these tests)', () => {
  // 01:30 UTC on the 21st is 18:30 on the 20th in Phoenix (UTC−7, no daylight saving).
  const date = '2026-03-21T01:30:00.000Z';

  it('formats the card date with long weekday, year, month and day', () => {
    expect(formatCardDate(date)).toBe('Friday, March 20, 2026');
  });

  it('formats the detail chips: weekday, month and day; hour and minute', () => {
    expect(formatChipDate(date)).toBe('Friday, March 20');
    expect(formatChipTime(date)).toBe('6:30 PM');
  });

  it('formats attendee counts', () => {
    expect(formatCount(1200)).toBe('1,200');
    expect(formatCount(0)).toBe('0');
  });
});
