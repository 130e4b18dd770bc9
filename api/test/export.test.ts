// CSV exports of the admin tables: UTF-8 with a BOM, RFC 4180 quoting, ISO 8601 dates, formula-looking cells
// neutralised, the table's filters applied, and a download the browser can name.
import { randomUUID } from 'node:crypto';
import { BOOKING_CSV_COLUMNS, EVENT_CSV_COLUMNS } from '@beacon/shared/schemas';
import { bookings } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helpers/context';
import { csvRecords, parseCsv } from './helpers/csv';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let admin: string;

const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-3', '@SUM(A1)', '\tTabbed', '\rReturned'];
/** The API trims leading tabs and line breaks from input: those rows are written as older data might hold them. */
const STORED_ONLY = new Set(['\tTabbed', '\rReturned']);

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await ctx.adminToken();
  const book = (requesterName: string, eventName: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/booking',
      payload: {
        requesterName,
        requesterEmail: 'x@example.org',
        eventName,
        eventDate: '2031-02-02',
        eventLocation: 'Mesa, AZ',
        eventDetails: 'Line one\nSays "hi"',
      },
    });
  await book('Zoë Müller', 'Café, talk');
  for (const name of HOSTILE.filter((each) => !STORED_ONLY.has(each))) await book(name, 'Hostile');
  await ctx.database.db.insert(bookings).values(
    [...STORED_ONLY].map((requesterName) => ({
      id: randomUUID(),
      requesterName,
      requesterEmail: 'x@example.org',
      eventName: 'Hostile',
      eventDate: '2031-02-02',
      eventLocation: 'Mesa',
      eventDetails: '',
    })),
  );
  const approved = (await book('Approved Person', 'Gala')).json() as { _id: string };
  await ctx.app.inject({ method: 'PUT', url: `/booking/${approved._id}`, headers: bearer(admin), payload: { isConfirmed: true } });
  const deleted = (await book('Deleted Person', 'Gala')).json() as { _id: string };
  await ctx.app.inject({ method: 'DELETE', url: `/booking/${deleted._id}`, headers: bearer(admin) });

  const event = (title: string, days: number, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(admin),
      payload: { title, date: new Date(Date.now() + days * DAY_MS).toISOString(), location: 'Tempe', category: 'Rally', ...extra },
    });
  await event('Upcoming rally', 3, { isFocused: true });
  await event('Past forum', -3, { category: 'Forum', isCompleted: true });
  await event('=cmd|calc', 5, { category: 'Local' });
  const gone = (await event('Deleted rally', 4)).json() as { _id: string };
  await ctx.app.inject({ method: 'DELETE', url: `/events/${gone._id}`, headers: bearer(admin) });
});
afterAll(() => ctx?.close());

const exportCsv = (url: string, token: string | null = admin) =>
  ctx.app.inject({ method: 'GET', url: `/admin/export/${url}`, ...(token ? { headers: bearer(token) } : {}) });

describe('who may export', () => {
  test.each(['bookings.csv', 'events.csv'])('%s: 401 without a token, 403 for a visitor', async (file) => {
    expect((await exportCsv(file, null)).statusCode).toBe(401);
    expect((await exportCsv(file, await ctx.visitorToken())).statusCode).toBe(403);
  });
});

describe('the file', () => {
  test('UTF-8 with a byte-order mark, text/csv, an attachment with a dated name, CRLF lines, the header row', async () => {
    const response = await exportCsv('bookings.csv');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)[0]).toEqual([...BOOKING_CSV_COLUMNS]);
  });

  test('accents intact; commas, quotes and line breaks quoted; dates ISO 8601; deleted rows left out', async () => {
    const response = await exportCsv('bookings.csv');
    const records = csvRecords(response.rawPayload.toString('utf8').slice(1));
    expect(response.headers['x-export-rows']).toBe(String(records.length));
    const zoe = records.find((row) => row.requesterName === 'Zoë Müller');
    expect(zoe).toMatchObject({
      eventName: 'Café, talk',
      eventLocation: 'Mesa, AZ',
      eventDetails: 'Line one\nSays "hi"',
      status: 'pending',
      eventDate: '2031-02-02',
    });
    expect(zoe?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(response.rawPayload.toString('utf8')).toContain('"Café, talk"');
    expect(response.rawPayload.toString('utf8')).toContain('"Line one\nSays ""hi"""');
    expect(records.some((row) => row.requesterName === 'Deleted Person')).toBe(false);
  });

  test('cells a spreadsheet would run as formulas start with an apostrophe', async () => {
    const records = csvRecords((await exportCsv('bookings.csv?q=')).rawPayload.toString('utf8').slice(1));
    const names = records.filter((row) => row.eventName === 'Hostile').map((row) => row.requesterName);
    expect(names.sort()).toEqual(HOSTILE.map((name) => `'${name}`).sort());
    const events = csvRecords((await exportCsv('events.csv')).rawPayload.toString('utf8').slice(1));
    expect(events.map((row) => row.title)).toContain("'=cmd|calc");
    // No cell of either file starts with a formula character.
    for (const row of [...records, ...events]) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe('the table’s filters', () => {
  const bookingNames = async (query: string) =>
    csvRecords((await exportCsv(`bookings.csv${query}`)).rawPayload.toString('utf8').slice(1)).map((row) => row.requesterName);
  const eventTitles = async (query: string) =>
    csvRecords((await exportCsv(`events.csv${query}`)).rawPayload.toString('utf8').slice(1)).map((row) => row.title);

  test('bookings: search in the requester or event name (any case), status', async () => {
    expect(await bookingNames('?q=zoË')).toEqual(['Zoë Müller']);
    expect(await bookingNames('?q=gala')).toEqual(['Approved Person']);
    expect(await bookingNames('?status=confirmed')).toEqual(['Approved Person']);
    expect((await bookingNames('?status=pending')).sort()).toEqual(['Zoë Müller', ...HOSTILE.map((name) => `'${name}`)].sort());
    expect(await bookingNames('?q=%25')).toEqual([]); // % is text, not a wildcard
    expect(await bookingNames('?q=zz-no-match-zz')).toEqual([]);
  });

  test('events: status, categories (any of), flags (any of), search, order', async () => {
    expect(await eventTitles('')).toEqual(['Past forum', 'Upcoming rally', "'=cmd|calc"]);
    expect(await eventTitles('?order=desc')).toEqual(["'=cmd|calc", 'Upcoming rally', 'Past forum']);
    expect(await eventTitles('?status=upcoming')).toEqual(['Upcoming rally', "'=cmd|calc"]);
    expect(await eventTitles('?status=past')).toEqual(['Past forum']);
    expect(await eventTitles('?category=Forum')).toEqual(['Past forum']);
    expect(await eventTitles('?category=Forum&category=Local')).toEqual(['Past forum', "'=cmd|calc"]);
    expect(await eventTitles('?flag=featured')).toEqual(['Upcoming rally']);
    expect(await eventTitles('?flag=featured&flag=completed')).toEqual(['Past forum', 'Upcoming rally']);
    expect(await eventTitles('?q=RALLY')).toEqual(['Upcoming rally']);
  });

  test('events: header row and columns', async () => {
    const text = (await exportCsv('events.csv?q=upcoming')).rawPayload.toString('utf8').slice(1);
    expect(parseCsv(text)[0]).toEqual([...EVENT_CSV_COLUMNS]);
    expect(csvRecords(text)[0]).toMatchObject({
      category: 'Rally',
      featured: 'true',
      completed: 'false',
      attendees: '',
      location: 'Tempe',
    });
  });

  test('unknown or malformed filters are refused', async () => {
    for (const url of ['bookings.csv?status=maybe', 'bookings.csv?sort=name', 'events.csv?flag=pinned', 'events.csv?status=soon']) {
      expect({ url, status: (await exportCsv(url)).statusCode }).toEqual({ url, status: 400 });
    }
  });
});

describe('events.csv: zones, status and times', () => {
  test('a cancelled Tokyo event with an end, and a moved event, export their zone, status, end and former date', async () => {
    const create = async (payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/events', headers: bearer(admin), payload });
      expect(response.statusCode).toBe(201);
    };
    await create({
      title: 'Zone check Tokyo',
      date: '2031-10-01T10:00:00.000Z',
      endDate: '2031-10-01T12:30:00.000Z',
      timeZone: 'Asia/Tokyo',
      status: 'cancelled',
      location: 'Shibuya',
      category: 'Forum',
    });
    await create({
      title: 'Zone check moved',
      date: '2031-11-08T01:30:00.000Z',
      timeZone: 'America/Phoenix',
      status: 'postponed',
      previousDate: '2031-11-01T01:30:00.000Z',
      location: 'Tempe',
      category: 'Forum',
    });
    const text = (await exportCsv('events.csv?q=zone%20check')).rawPayload.toString('utf8').slice(1);
    const rows = csvRecords(text).map(({ title, date, endDate, timeZone, venueDate, venueEndDate, status, previousDate }) => ({
      title,
      date,
      endDate,
      timeZone,
      venueDate,
      venueEndDate,
      status,
      previousDate,
    }));
    expect(rows).toEqual([
      {
        title: 'Zone check Tokyo',
        date: '2031-10-01T10:00:00.000Z',
        endDate: '2031-10-01T12:30:00.000Z',
        timeZone: 'Asia/Tokyo',
        venueDate: '2031-10-01T19:00:00+09:00',
        venueEndDate: '2031-10-01T21:30:00+09:00',
        status: 'cancelled',
        previousDate: '',
      },
      {
        title: 'Zone check moved',
        date: '2031-11-08T01:30:00.000Z',
        endDate: '',
        timeZone: 'America/Phoenix',
        venueDate: '2031-11-07T18:30:00-07:00',
        venueEndDate: '',
        status: 'postponed',
        previousDate: '2031-11-01T01:30:00.000Z',
      },
    ]);
  });
});
