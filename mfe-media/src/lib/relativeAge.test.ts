import { relativeAge, UNKNOWN_DATE } from './relativeAge';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const YEAR = 365 * DAY;
const MONTH = YEAR / 12;

/** The text for a video published `ms` before NOW. */
const ago = (ms: number) => relativeAge(new Date(NOW - ms).toISOString(), NOW);

describe('relativeAge', () => {
  it.each([
    ['just published', 0, '0 seconds ago'],
    ['1 s', SECOND, '1 second ago'],
    ['59 s (under 60 s)', 59 * SECOND, '59 seconds ago'],
    ['60 s', 60 * SECOND, '1 minute ago'],
    ['59 min (under 60 min)', 59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    ['60 min', 60 * MINUTE, '1 hour ago'],
    ['23 h 59 min (under 24 h)', 24 * HOUR - MINUTE, '23 hours ago'],
    ['24 h', 24 * HOUR, '1 day ago'],
    ['just under 7 days', 7 * DAY - SECOND, '6 days ago'],
    ['7 days', 7 * DAY, '1 week ago'],
    ['just under 4 weeks', 4 * WEEK - SECOND, '3 weeks ago'],
    ['4 weeks', 4 * WEEK, '1 month ago'],
    ['2 months', 2 * MONTH, '2 months ago'],
    ['just under 12 months', 12 * MONTH - SECOND, '11 months ago'],
    ['12 months', 12 * MONTH, '1 year ago'],
    ['3 years', 3 * YEAR + DAY, '3 years ago'],
    ['364 days', 364 * DAY, '11 months ago'],
    ['365 days', 365 * DAY, '1 year ago'],
    ['366 days (a leap year)', 366 * DAY, '1 year ago'],
  ])('%s → %s', (_label, ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it("says 'Unknown date' when the date is missing or unreadable", () => {
    expect(relativeAge(undefined, NOW)).toBe(UNKNOWN_DATE);
    expect(relativeAge(null, NOW)).toBe(UNKNOWN_DATE);
    expect(relativeAge('', NOW)).toBe(UNKNOWN_DATE);
    expect(relativeAge('not a date', NOW)).toBe(UNKNOWN_DATE);
    expect(UNKNOWN_DATE).toBe('Unknown date');
  });

  it('reads a date slightly in the future (clock skew) as just published', () => {
    expect(relativeAge(new Date(NOW + 5 * SECOND).toISOString(), NOW)).toBe('0 seconds ago');
  });

  it('measures against the current time by default', () => {
    jest.useFakeTimers({ now: NOW });
    try {
      expect(relativeAge(new Date(NOW - 3 * HOUR).toISOString())).toBe('3 hours ago');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('relativeAge and Intl', () => {
  it('words every unit and amount as Intl.RelativeTimeFormat does in English', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const units = [
      ['second', SECOND],
      ['minute', MINUTE],
      ['hour', HOUR],
      ['day', DAY],
      ['week', WEEK],
      ['month', MONTH],
      ['year', YEAR],
    ] as const;
    const limits = { second: 59, minute: 59, hour: 23, day: 6, week: 3, month: 11, year: 2_000 };
    for (const [unit, size] of units) {
      for (let amount = unit === 'second' ? 0 : 1; amount <= limits[unit]; amount += unit === 'year' ? 37 : 1) {
        expect(ago(amount * size + (unit === 'second' ? 0 : SECOND))).toBe(intl.format(amount === 0 ? -0 : -amount, unit));
      }
    }
  });
});
