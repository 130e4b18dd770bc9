import fs from 'node:fs';
import path from 'node:path';
import type { Event } from '@beacon/shared/schemas';
import { descriptionText, escapeText, eventCalendar, eventsFeed, foldLine } from '../src/calendar/ics';
import ICAL from 'ical.js';
import { SAMPLE_EVENTS } from '../src/seed/events';
import { bearer, createTestContext, type TestContext } from './helpers/context';

const SITE_URL = 'https://beacon.example';
const STAMP = new Date('2026-03-01T12:00:00.000Z');
const CONTEXT = { siteUrl: SITE_URL, stamp: STAMP, organisationName: 'Beacon Media' };

/** An event whose texts need every escape and whose description needs folding. */
const TRICKY: Event = {
  _id: '6f1c2a4e-8d3b-4c5e-9f70-1a2b3c4d5e6f',
  title: 'Town Hall; Q&A, Part 2',
  description:
    '<p>Doors open at 6:00 PM; bring a friend, a chair and questions.</p><ul><li>Path: C:\\Hall\\Room 1</li><li>Ünïcödé — “quoted” café, résumé, naïve façade and more text to pass the seventy-five octet limit</li></ul><script>alert(1)</script>',
  date: '2026-03-21T18:30:00.000Z',
  endDate: null,
  timeZone: 'America/Phoenix',
  status: 'scheduled',
  previousDate: null,
  location: 'Grace Center, 12 Main St; Phoenix, AZ',
  category: 'Town Hall',
  createdBy: null,
  isFocused: false,
  isCompleted: false,
  imageUrl: null,
  imagePublicId: null,
  attendees: 120,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-02T10:15:00.000Z',
  revision: 3,
};

const expected = (name: string): string => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/** Unfolded content lines of an iCalendar text. */
const contentLines = (ics: string): string[] =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

describe('the iCalendar generator', () => {
  test('one event matches the expected file byte for byte', () => {
    expect(eventCalendar(TRICKY, CONTEXT)).toBe(expected('event.ics'));
  });

  test('escapes backslashes, semicolons, commas and line breaks in texts', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folds lines at 75 octets of UTF-8 without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  test('every line of the file ends with CRLF and is at most 75 octets', () => {
    const ics = eventCalendar(TRICKY, CONTEXT);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  test('the description is plain text: paragraphs and items on their own lines, no markup, no script text', () => {
    expect(descriptionText(TRICKY.description)).toBe(
      'Doors open at 6:00 PM; bring a friend, a chair and questions.\n• Path: C:\\Hall\\Room 1\n• Ünïcödé — “quoted” café, résumé, naïve façade and more text to pass the seventy-five octet limit',
    );
    expect(descriptionText(null)).toBe('');
    expect(descriptionText('Fish &amp; chips<br>tonight')).toBe('Fish & chips\ntonight');
  });

  test('an event without a description is described by its time at the venue; the feed names the calendar', () => {
    const feed = eventsFeed([{ ...TRICKY, description: null }], CONTEXT);
    const lines = contentLines(feed);
    expect(lines.filter((line) => line.startsWith('DESCRIPTION:'))).toEqual([
      'DESCRIPTION:At the venue: Saturday\\, March 21\\, 2026 · 11:30 AM MST.',
    ]);
    expect(lines).toEqual(expect.arrayContaining(['X-WR-CALNAME:Beacon Media events', 'REFRESH-INTERVAL;VALUE=DURATION:PT1H']));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});

describe('status, revision and zone in calendar entries', () => {
  const field = (ics: string, name: string): string[] =>
    contentLines(ics)
      .filter((line) => line.startsWith(`${name}:`))
      .map((line) => line.slice(name.length + 1));

  test('a scheduled event is CONFIRMED, a cancelled one CANCELLED, one postponed to a date not yet known TENTATIVE', () => {
    expect(field(eventCalendar(TRICKY, CONTEXT), 'STATUS')).toEqual(['CONFIRMED']);
    const cancelled = eventCalendar({ ...TRICKY, status: 'cancelled' }, CONTEXT);
    expect(field(cancelled, 'STATUS')).toEqual(['CANCELLED']);
    expect(field(cancelled, 'DESCRIPTION')[0]).toMatch(/^Cancelled\. At the venue: Saturday\\, March 21\\, 2026 · 11:30 AM MST\.\\n/);
    const undated = eventCalendar({ ...TRICKY, status: 'postponed' }, CONTEXT);
    expect(field(undated, 'STATUS')).toEqual(['TENTATIVE']);
    expect(field(undated, 'DESCRIPTION')[0]).toMatch(/^Postponed: the new date is to be announced\.\\n/);
  });

  test('a moved event is CONFIRMED at its new time and says where it moved from', () => {
    const moved = eventCalendar(
      { ...TRICKY, status: 'postponed', previousDate: '2026-03-14T18:30:00.000Z', date: '2026-04-04T17:30:00.000Z' },
      CONTEXT,
    );
    expect(field(moved, 'STATUS')).toEqual(['CONFIRMED']);
    expect(field(moved, 'DTSTART;TZID=America/Phoenix')).toEqual(['20260404T103000']);
    expect(field(moved, 'DESCRIPTION')[0]).toMatch(
      /^Postponed from Saturday\\, March 14\\, 2026 · 11:30 AM MST\. At the venue: Saturday\\, April 4\\, 2026 · 10:30 AM MST\./,
    );
  });

  test('SEQUENCE is the revision; times are the venue’s, with its TZID, daylight saving included', () => {
    expect(field(eventCalendar(TRICKY, CONTEXT), 'SEQUENCE')).toEqual(['3']);
    // 7 PM in New York on July 4 (EDT, UTC−4) and 6 PM on January 15 (EST, UTC−5).
    const summer = eventCalendar({ ...TRICKY, date: '2026-07-04T23:00:00.000Z', timeZone: 'America/New_York' }, CONTEXT);
    expect(field(summer, 'DTSTART;TZID=America/New_York')).toEqual(['20260704T190000']);
    expect(field(summer, 'DTEND;TZID=America/New_York')).toEqual(['20260704T210000']);
    expect(field(summer, 'DESCRIPTION')[0]).toContain('At the venue: Saturday\\, July 4\\, 2026 · 7:00 PM EDT.');
    const winter = eventCalendar({ ...TRICKY, date: '2026-01-15T23:00:00.000Z', timeZone: 'America/New_York' }, CONTEXT);
    expect(field(winter, 'DTSTART;TZID=America/New_York')).toEqual(['20260115T180000']);
    expect(field(winter, 'DESCRIPTION')[0]).toContain('6:00 PM EST');
    // The stamp stays a UTC instant; no floating (zone-less) start or end in the entry.
    for (const ics of [summer, winter]) {
      const entry = ics.slice(ics.indexOf('BEGIN:VEVENT'));
      expect(field(entry, 'DTSTAMP')[0]).toMatch(/^\d{8}T\d{6}Z$/);
      expect(field(entry, 'DTSTART')).toEqual([]);
      expect(field(entry, 'DTEND')).toEqual([]);
    }
  });

  test('an end time is the entry’s end; without one the entry lasts two hours', () => {
    const ended = eventCalendar({ ...TRICKY, endDate: '2026-03-21T21:00:00.000Z' }, CONTEXT);
    expect(field(ended, 'DTEND;TZID=America/Phoenix')).toEqual(['20260321T140000']);
    expect(field(eventCalendar(TRICKY, CONTEXT), 'DTEND;TZID=America/Phoenix')).toEqual(['20260321T133000']);
  });

  test('the UID is the event’s id alone, the same whatever the site’s address', () => {
    const here = field(eventCalendar(TRICKY, CONTEXT), 'UID');
    const moved = field(eventCalendar(TRICKY, { ...CONTEXT, siteUrl: 'http://localhost:3700' }), 'UID');
    expect(here).toEqual([`${TRICKY._id}@beacon-events`]);
    expect(moved).toEqual(here);
  });
});

/** The entries of a file as a calendar client reads them, through ical.js (a maintained RFC 5545 parser). */
function parsedEntries(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  try {
    return {
      zones: calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
      events: calendar.getAllSubcomponents('vevent').map((component) => {
        const event = new ICAL.Event(component);
        return {
          uid: event.uid,
          tzid: event.startDate.zone?.tzid,
          start: event.startDate.toJSDate().toISOString(),
          end: event.endDate.toJSDate().toISOString(),
          wallClock: event.startDate.toString(),
        };
      }),
    };
  } finally {
    ICAL.TimezoneService.reset();
  }
}

describe('calendar files read by an iCalendar parser', () => {
  const TOKYO: Event = { ...TRICKY, _id: 'a1b2c3d4-0000-4000-8000-000000000001', date: '2026-10-01T10:00:00.000Z', timeZone: 'Asia/Tokyo' };
  const LISBON: Event = {
    ...TRICKY,
    _id: 'a1b2c3d4-0000-4000-8000-000000000002',
    // 30 March 2026, the day after Lisbon moves to summer time (WEST, UTC+1): 7 PM to 9:30 PM.
    date: '2026-03-30T18:00:00.000Z',
    endDate: '2026-03-30T20:30:00.000Z',
    timeZone: 'Europe/Lisbon',
  };

  test('each entry is in its venue’s zone, with that zone’s VTIMEZONE, and the same instants', () => {
    const parsed = parsedEntries(eventsFeed([TOKYO, LISBON, { ...TRICKY, _id: 'a1b2c3d4-0000-4000-8000-000000000003' }], CONTEXT));
    expect(parsed.zones.sort()).toEqual(['America/Phoenix', 'Asia/Tokyo', 'Europe/Lisbon']);
    expect(parsed.events).toEqual([
      {
        uid: `${TOKYO._id}@beacon-events`,
        tzid: 'Asia/Tokyo',
        start: TOKYO.date,
        end: '2026-10-01T12:00:00.000Z',
        wallClock: '2026-10-01T19:00:00',
      },
      {
        uid: `${LISBON._id}@beacon-events`,
        tzid: 'Europe/Lisbon',
        start: LISBON.date,
        end: LISBON.endDate,
        wallClock: '2026-03-30T19:00:00',
      },
      {
        uid: 'a1b2c3d4-0000-4000-8000-000000000003@beacon-events',
        tzid: 'America/Phoenix',
        start: TRICKY.date,
        end: '2026-03-21T20:30:00.000Z',
        wallClock: '2026-03-21T11:30:00',
      },
    ]);
  });

  test('two site addresses give the same UID for an event', () => {
    const [first] = parsedEntries(eventCalendar(TOKYO, { ...CONTEXT, siteUrl: 'https://beacon.example' })).events;
    const [second] = parsedEntries(eventCalendar(TOKYO, { ...CONTEXT, siteUrl: 'http://localhost:3700' })).events;
    expect(first?.uid).toBe(`${TOKYO._id}@beacon-events`);
    expect(second?.uid).toBe(first?.uid);
  });
});

describe('GET /events/:id/calendar.ics and GET /events/calendar.ics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ siteUrl: SITE_URL });
  });
  afterAll(() => ctx?.close());

  const upcomingTitles = SAMPLE_EVENTS.filter((event) => event.dayOffset > 0).map((event) => event.title);

  test('one event: text/calendar, an attachment named after it, its UID, times, texts and page URL', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/events?status=upcoming&limit=1' })).json() as Event[];
    const event = list[0] as Event;
    const response = await ctx.app.inject({ method: 'GET', url: `/events/${event._id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="faith-freedom-town-hall.ics"');
    const lines = contentLines(response.body);
    const start = new Date(event.date);
    // The sample events are in Phoenix (UTC−7 all year): the venue's wall clock.
    const compact = (date: Date) => new Date(date.getTime() - 7 * 60 * 60 * 1000).toISOString().slice(0, 19).replace(/[-:]/g, '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        `UID:${event._id}@beacon-events`,
        'BEGIN:VTIMEZONE',
        'TZID:America/Phoenix',
        `DTSTART;TZID=America/Phoenix:${compact(start)}`,
        `DTEND;TZID=America/Phoenix:${compact(new Date(start.getTime() + 2 * 60 * 60 * 1000))}`,
        'SUMMARY:Faith & Freedom Town Hall',
        'LOCATION:Grace Community Center\\, Phoenix\\, AZ',
        `URL:${SITE_URL}/events/${event._id}`,
        'END:VCALENDAR',
      ]),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^DTSTAMP:\d{8}T\d{6}Z$/));
    const description = lines.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain(
      'An open evening of questions and answers on faith\\, family and freedom in public life.\\n• Opening remarks',
    );
    expect(description).not.toMatch(/<|>/);
  });

  test('the feed holds every upcoming event, soonest first, and no past one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/events/calendar.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const summaries = contentLines(response.body)
      .filter((line) => line.startsWith('SUMMARY:'))
      .map((line) => line.slice('SUMMARY:'.length).replace(/\\,/g, ','));
    expect(summaries).toEqual(upcomingTitles);
  });

  test('follows writes: a new upcoming event joins the feed', async () => {
    const admin = await ctx.adminToken();
    const date = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000).toISOString();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(admin),
      payload: { title: 'Late, Great; Gathering', date, location: 'Hall', category: 'Meetup' },
    });
    expect(created.statusCode).toBe(201);
    const feed = await ctx.app.inject({ method: 'GET', url: '/events/calendar.ics' });
    expect(contentLines(feed.body)).toContain('SUMMARY:Late\\, Great\\; Gathering');
  });

  test('every edit raises SEQUENCE under the same UID; a cancellation reaches the file and the feed', async () => {
    const admin = await ctx.adminToken();
    const date = new Date(Date.now() + 300 * 24 * 60 * 60 * 1000).toISOString();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(admin),
      payload: { title: 'Sequence Evening', date, timeZone: 'America/New_York', location: 'Hall', category: 'Meetup' },
    });
    expect(created.statusCode).toBe(201);
    const { _id: id } = created.json() as Event;
    const entry = async (url: string) => {
      const lines = contentLines((await ctx.app.inject({ method: 'GET', url })).body);
      const start = lines.findIndex((line) => line === `UID:${id}@beacon-events`);
      const end = lines.indexOf('END:VEVENT', start);
      const of = (name: string) => lines.slice(start, end).find((line) => line.startsWith(`${name}:`));
      return { uid: lines[start], sequence: of('SEQUENCE'), status: of('STATUS') };
    };
    expect(await entry(`/events/${id}/calendar.ics`)).toEqual({
      uid: `UID:${id}@beacon-events`,
      sequence: 'SEQUENCE:0',
      status: 'STATUS:CONFIRMED',
    });
    const edit = (payload: object) => ctx.app.inject({ method: 'PUT', url: `/events/${id}`, headers: bearer(admin), payload });
    expect((await edit({ location: 'Great Hall' })).statusCode).toBe(200);
    expect((await entry(`/events/${id}/calendar.ics`)).sequence).toBe('SEQUENCE:1');
    expect((await edit({ status: 'cancelled' })).statusCode).toBe(200);
    expect(await entry(`/events/${id}/calendar.ics`)).toEqual({
      uid: `UID:${id}@beacon-events`,
      sequence: 'SEQUENCE:2',
      status: 'STATUS:CANCELLED',
    });
    expect(await entry('/events/calendar.ics')).toEqual({
      uid: `UID:${id}@beacon-events`,
      sequence: 'SEQUENCE:2',
      status: 'STATUS:CANCELLED',
    });
  });

  test('an unknown id is 404, a malformed one 400, a query parameter 400: in the API error shape', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/events/00000000-0000-4000-8000-000000000000/calendar.ics' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'Event not found.' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/events/not-an-id/calendar.ics' });
    expect(malformed.statusCode).toBe(400);
    const query = await ctx.app.inject({ method: 'GET', url: '/events/calendar.ics?status=past' });
    expect(query.statusCode).toBe(400);
  });
});
