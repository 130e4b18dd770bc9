import {
  eventEnd,
  isoInZone,
  recordVenueReadings,
  venueDate,
  venueDateTime,
  venueDateTimeRange,
  venueTime,
  venueTimeRange,
  visitorTime,
  zoneOffsetMinutes,
} from './zonedTime';
import { isTimeZone } from '../schemas/rules';

describe('an event’s time at its venue', () => {
  // 01:30 UTC on August 29 is 6:30 PM on August 28 in Phoenix (UTC−7 all year: no daylight saving).
  const phoenixEvening = '2026-08-29T01:30:00.000Z';

  it('reads the venue’s date and time with the zone, whatever zone the machine is in', () => {
    expect(venueDateTime(phoenixEvening, 'America/Phoenix')).toBe('Friday, August 28, 2026 · 6:30 PM MST');
    expect(venueDate(phoenixEvening, 'America/Phoenix')).toBe('Friday, August 28, 2026');
    expect(venueTime(phoenixEvening, 'America/Phoenix')).toBe('6:30 PM MST');
  });

  it('uses plain spaces only, so a server and a browser with other ICU builds write the same text', () => {
    expect(venueDateTime(phoenixEvening, 'America/Phoenix')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('follows daylight saving: New York is EDT (UTC−4) in July and EST (UTC−5) in January', () => {
    expect(venueTime('2026-07-04T23:00:00.000Z', 'America/New_York')).toBe('7:00 PM EDT');
    expect(venueTime('2026-01-15T23:00:00.000Z', 'America/New_York')).toBe('6:00 PM EST');
    expect(zoneOffsetMinutes('2026-07-04T23:00:00.000Z', 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes('2026-01-15T23:00:00.000Z', 'America/New_York')).toBe(-300);
  });

  it('names the day at the venue when the instant is past midnight in UTC', () => {
    // Saturday 00:30 UTC is still Friday evening in Los Angeles, and already Saturday morning in Berlin.
    const instant = '2026-03-21T00:30:00.000Z';
    expect(venueDateTime(instant, 'America/Los_Angeles')).toBe('Friday, March 20, 2026 · 5:30 PM PDT');
    expect(venueDateTime(instant, 'Europe/Berlin')).toBe('Saturday, March 21, 2026 · 1:30 AM CET');
    expect(venueDateTime(instant, 'UTC')).toBe('Saturday, March 21, 2026 · 12:30 AM UTC');
  });

  it('names the zone as people write it: JST for Tokyo, CEST in a Paris summer, BST and GMT in London; else the offset', () => {
    expect(venueTime('2026-10-01T10:00:00.000Z', 'Asia/Tokyo')).toBe('7:00 PM JST');
    expect(venueTime('2026-07-01T17:00:00.000Z', 'Europe/Paris')).toBe('7:00 PM CEST');
    expect(venueTime('2026-07-01T17:00:00.000Z', 'Europe/London')).toBe('6:00 PM BST');
    expect(venueTime('2026-01-15T17:00:00.000Z', 'Europe/London')).toBe('5:00 PM GMT');
    // No common abbreviation for Kathmandu (UTC+5:45): the offset.
    expect(venueTime('2026-01-15T12:15:00.000Z', 'Asia/Kathmandu')).toBe('6:00 PM GMT+5:45');
  });

  it('tells an event’s times from start to end: the same day, another day, or across a change of clocks', () => {
    const start = phoenixEvening;
    expect(venueTimeRange(start, null, 'America/Phoenix')).toBe('6:30 PM MST');
    expect(venueTimeRange(start, '2026-08-29T04:00:00.000Z', 'America/Phoenix')).toBe('6:30 PM – 9:00 PM MST');
    expect(venueDateTimeRange(start, '2026-08-29T04:00:00.000Z', 'America/Phoenix')).toBe(
      'Friday, August 28, 2026 · 6:30 PM – 9:00 PM MST',
    );
    expect(venueTimeRange(start, '2026-08-29T08:00:00.000Z', 'America/Phoenix')).toBe(
      '6:30 PM MST – Saturday, August 29, 2026 · 1:00 AM MST',
    );
    // New York falls back at 2 AM on November 1, 2026: 0:30 AM EDT to 1:30 AM EST, the same day.
    expect(venueTimeRange('2026-11-01T04:30:00.000Z', '2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('12:30 AM EDT – 1:30 AM EST');
  });

  it('an event without an end lasts two hours in calendars', () => {
    expect(eventEnd({ date: phoenixEvening, endDate: null })).toBe('2026-08-29T03:30:00.000Z');
    expect(eventEnd({ date: phoenixEvening, endDate: '2026-08-29T05:00:00.000Z' })).toBe('2026-08-29T05:00:00.000Z');
  });

  it('writes the venue’s wall-clock time with its offset (schema.org dates)', () => {
    expect(isoInZone(phoenixEvening, 'America/Phoenix')).toBe('2026-08-28T18:30:00-07:00');
    expect(isoInZone('2026-07-04T23:00:00.000Z', 'America/New_York')).toBe('2026-07-04T19:00:00-04:00');
    expect(isoInZone('2026-03-21T00:30:00.000Z', 'Asia/Kolkata')).toBe('2026-03-21T06:00:00+05:30');
    expect(isoInZone('2026-03-21T00:30:00.000Z', 'UTC')).toBe('2026-03-21T00:30:00+00:00');
    expect(Date.parse(isoInZone(phoenixEvening, 'America/Phoenix'))).toBe(Date.parse(phoenixEvening));
  });
});

describe('the visitor’s own time', () => {
  const phoenixEvening = '2026-08-29T01:30:00.000Z';

  it('is the visitor’s clock time when their offset differs', () => {
    expect(visitorTime(phoenixEvening, 'America/Phoenix', 'America/New_York')).toBe('9:30 PM');
  });

  it('names the visitor’s day when it is another day there', () => {
    expect(visitorTime(phoenixEvening, 'America/Phoenix', 'Europe/Berlin')).toBe('Sat 3:30 AM');
  });

  it('is nothing when the offsets agree at that instant, even under another zone name', () => {
    expect(visitorTime(phoenixEvening, 'America/Phoenix', 'America/Phoenix')).toBeNull();
    // In summer Los Angeles (PDT) is UTC−7 like Phoenix; in winter it is not.
    expect(visitorTime(phoenixEvening, 'America/Phoenix', 'America/Los_Angeles')).toBeNull();
    expect(visitorTime('2026-01-16T01:30:00.000Z', 'America/Phoenix', 'America/Los_Angeles')).toBe('5:30 PM');
  });

  it('is read from the runtime’s own clock when no zone is named, as Intl reads it for that zone', () => {
    const ownZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const instant of [phoenixEvening, '2026-01-16T01:30:00.000Z', '2026-03-21T23:59:00.000Z', '2026-11-01T12:05:00.000Z']) {
      for (const venue of ['America/Phoenix', 'Asia/Tokyo', 'Europe/London', 'Pacific/Auckland', 'UTC']) {
        expect(visitorTime(instant, venue)).toBe(visitorTime(instant, venue, ownZone));
      }
    }
  });
});

describe('venue times a server render read, served with the page', () => {
  const instant = '2026-08-29T01:30:00.000Z';
  const serve = (page: unknown) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'beacon-page-data';
    block.textContent = JSON.stringify(page);
    document.body.append(block);
  };
  afterEach(() => {
    document.getElementById('beacon-page-data')?.remove();
    jest.restoreAllMocks();
  });

  it('are recorded while a render runs, each once, with the zone’s offset', () => {
    const { value, readings } = recordVenueReadings(() => [venueDateTime(instant, 'Asia/Tokyo'), isoInZone(instant, 'Asia/Tokyo')]);
    expect(value).toEqual(['Saturday, August 29, 2026 · 10:30 AM JST', '2026-08-29T10:30:00+09:00']);
    expect(readings).toEqual([['Asia/Tokyo', Date.parse(instant), expect.objectContaining({ zone: 'JST', hour: '10', offset: 540 })]]);
    expect(recordVenueReadings(() => venueTime(instant, 'UTC')).readings).toHaveLength(1);
    // Outside a recording, nothing is kept.
    expect(recordVenueReadings(() => null).readings).toEqual([]);
  });

  it('are what the browser writes, asking Intl for none of them; a damaged or missing one is asked of Intl', () => {
    const { readings } = recordVenueReadings(() => venueDateTime(instant, 'Asia/Tokyo'));
    const [[zone, at, parts]] = readings as [[string, number, object]];
    const later = Date.parse(instant) + 3_600_000;
    // What the server read wins: the browser's hydration then matches its HTML, whatever ICU either has.
    serve({
      at: 0,
      answers: [],
      venueTimes: [
        [zone, at, { ...parts, zone: 'XST' }],
        ['Asia/Tokyo', later, { zone: 'JST' }],
      ],
    });
    const asked = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(venueDateTime(instant, 'Asia/Tokyo')).toBe('Saturday, August 29, 2026 · 10:30 AM XST');
    expect(isoInZone(instant, 'Asia/Tokyo')).toBe('2026-08-29T10:30:00+09:00');
    const own = visitorTime(instant, 'Asia/Tokyo');
    expect(asked).not.toHaveBeenCalled();
    expect(own).toBe(visitorTime(instant, 'Asia/Tokyo', new Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect(venueTime(new Date(later), 'Asia/Tokyo')).toBe('11:30 AM JST');
    expect(asked).toHaveBeenCalled();
  });
});

describe('time-zone names', () => {
  it('takes IANA names, aliases as written', () => {
    for (const zone of ['America/Phoenix', 'UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Etc/GMT+7']) {
      expect(isTimeZone(zone)).toBe(true);
    }
  });

  it('refuses unknown names, offsets, lower case and overlong text', () => {
    for (const zone of [
      'Mars/Olympus_Mons',
      '+07:00',
      'GMT-7:00',
      'america/phoenix',
      '',
      ' America/Phoenix',
      `America/${'X'.repeat(70)}`,
    ]) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });
});
