import { instantOf, readWallClock, wallClockAt, type WallClock } from './wallClock';

/** The one instant the venue's clocks show `wall` at (the test fails on a skipped or repeated time). */
const instantAt = (wall: WallClock, timeZone: string): Date => {
  const reading = readWallClock(wall, timeZone);
  if (reading.kind !== 'exact') throw new Error(`${JSON.stringify(wall)} is ${reading.kind} in ${timeZone}`);
  return reading.instant;
};

const at = (year: number, month: number, day: number, hour: number, minute = 0) => ({ year, month, day, hour, minute });

describe('a wall-clock time at a venue and the instant it names', () => {
  it('reads 7:00 PM in Phoenix (no daylight saving) as 02:00 UTC the next day, and back', () => {
    expect(instantAt(at(2026, 8, 28, 19), 'America/Phoenix').toISOString()).toBe('2026-08-29T02:00:00.000Z');
    expect(instantAt(at(2026, 1, 15, 19), 'America/Phoenix').toISOString()).toBe('2026-01-16T02:00:00.000Z');
    expect(wallClockAt('2026-08-29T02:00:00.000Z', 'America/Phoenix')).toEqual(at(2026, 8, 28, 19));
  });

  it('follows daylight saving in New York: the same 7:00 PM is 23:00 UTC in summer, 00:00 UTC the next day in winter', () => {
    expect(instantAt(at(2026, 7, 4, 19), 'America/New_York').toISOString()).toBe('2026-07-04T23:00:00.000Z');
    expect(instantAt(at(2026, 12, 31, 19), 'America/New_York').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(wallClockAt('2027-01-01T00:00:00.000Z', 'America/New_York')).toEqual(at(2026, 12, 31, 19));
  });

  it('crosses midnight east of UTC too: 1:30 AM in Tokyo is the previous day in UTC', () => {
    expect(instantAt(at(2026, 3, 1, 1, 30), 'Asia/Tokyo').toISOString()).toBe('2026-02-28T16:30:00.000Z');
    expect(instantAt(at(2026, 3, 1, 1, 30), 'Asia/Kolkata').toISOString()).toBe('2026-02-28T20:00:00.000Z');
  });

  it('on the days the clocks change, is exact either side of the change', () => {
    // New York springs forward on 8 March 2026 at 2:00 AM EST, falls back on 1 November at 2:00 AM EDT.
    expect(instantAt(at(2026, 3, 8, 1, 59), 'America/New_York').toISOString()).toBe('2026-03-08T06:59:00.000Z');
    expect(instantAt(at(2026, 3, 8, 3, 0), 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(instantAt(at(2026, 11, 1, 3, 0), 'America/New_York').toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('finds no instant for a time the clocks skip, rather than moving it', () => {
    const skipped = readWallClock(at(2026, 3, 8, 2, 30), 'America/New_York');
    expect(skipped).toEqual({ kind: 'skipped' });
    expect(instantOf(skipped, 'earlier')).toBeNull();
  });

  it('finds both instants of a time the clocks show twice, and takes the one chosen, none before a choice', () => {
    const repeated = readWallClock(at(2026, 11, 1, 1, 30), 'America/New_York');
    expect(repeated).toEqual({
      kind: 'repeated',
      earlier: new Date('2026-11-01T05:30:00.000Z'),
      later: new Date('2026-11-01T06:30:00.000Z'),
    });
    expect(instantOf(repeated, null)).toBeNull();
    expect(instantOf(repeated, 'earlier')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantOf(repeated, 'later')?.toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('is the wall clock itself in UTC', () => {
    expect(instantAt(at(2026, 3, 8, 2, 30), 'UTC').toISOString()).toBe('2026-03-08T02:30:00.000Z');
  });
});
