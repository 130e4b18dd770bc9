import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { events } from '../src/db/schema';
import { SAMPLE_EVENTS } from '../src/seed/events';
import { bearer, createTestContext, PUBLIC_URL, type TestContext } from './helpers/context';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

interface EventBody {
  _id: string;
  title: string;
  description: string | null;
  date: string;
  imageUrl: string | null;
  isFocused: boolean;
  isCompleted: boolean;
  attendees: number | null;
  createdBy: string | null;
  updatedAt: string;
  timeZone: string;
  revision: number;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const EVENT_SHAPE = {
  _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  title: expect.any(String),
  date: expect.stringMatching(ISO),
  location: expect.any(String),
  category: expect.any(String),
  isFocused: expect.any(Boolean),
  isCompleted: expect.any(Boolean),
  createdAt: expect.stringMatching(ISO),
  updatedAt: expect.stringMatching(ISO),
  timeZone: expect.any(String),
  status: expect.stringMatching(/^(scheduled|cancelled|postponed)$/),
  revision: expect.any(Number),
};
const EVENT_KEYS = [
  '_id',
  'title',
  'description',
  'date',
  'endDate',
  'timeZone',
  'status',
  'previousDate',
  'revision',
  'location',
  'category',
  'createdBy',
  'isFocused',
  'isCompleted',
  'imageUrl',
  'imagePublicId',
  'attendees',
  'createdAt',
  'updatedAt',
];

const VALID = {
  title: 'Rally for Open Records',
  description: '<p>Bring <strong>signs</strong>.</p>',
  date: '2031-03-04T18:30:00Z',
  location: 'Capitol Lawn',
  category: 'Rally',
  createdBy: 'Events Desk',
  isFocused: true,
  isCompleted: false,
  imageUrl: 'https://images.example.com/rally.jpg',
  imagePublicId: 'events/rally',
  attendees: 300,
};

const create = async (payload: object = VALID) => ctx.app.inject({ method: 'POST', url: '/events', headers: bearer(admin), payload });
const list = async (query = '') => (await ctx.app.inject({ method: 'GET', url: `/events${query}` })).json() as EventBody[];

describe('seeded content', () => {
  test('about twelve events: upcoming and past, one featured, some without image or attendees, HTML descriptions', async () => {
    const all = await list();
    expect(all.length).toBe(SAMPLE_EVENTS.length);
    const now = Date.now();
    expect(all.filter((e) => Date.parse(e.date) >= now).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((e) => Date.parse(e.date) < now).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((e) => e.isFocused)).toHaveLength(1);
    expect(all.some((e) => e.imageUrl === null)).toBe(true);
    expect(all.some((e) => e.attendees === null)).toBe(true);
    expect(all.some((e) => e.attendees !== null)).toBe(true);
    expect(all.some((e) => /<p>|<ul>/.test(e.description ?? ''))).toBe(true);
  });

  test('seeded images are absolute URLs the API serves (SVG, cross-origin readable, cached)', async () => {
    const withImage = (await list()).find((e) => e.imageUrl !== null);
    expect(withImage?.imageUrl).toMatch(new RegExp(`^${PUBLIC_URL}/media/generated/v1/event/[a-z0-9-]+\\.svg$`));
    const response = await ctx.app.inject({ method: 'GET', url: (withImage?.imageUrl ?? '').slice(PUBLIC_URL.length) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).not.toMatch(/<script/i);
  });
});

describe('GET /events', () => {
  test('every event, sorted by date ascending, spec field list', async () => {
    const all = await list();
    all.forEach((event) => {
      expect(event).toMatchObject(EVENT_SHAPE);
      expect(Object.keys(event).sort()).toEqual([...EVENT_KEYS].sort());
    });
    const dates = all.map((e) => Date.parse(e.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  test('status=upcoming / past split on the current time; limit and order', async () => {
    const now = Date.now();
    const upcoming = await list('?status=upcoming');
    const past = await list('?status=past');
    expect(upcoming.every((e) => Date.parse(e.date) >= now - 5000)).toBe(true);
    expect(past.every((e) => Date.parse(e.date) < now + 5000)).toBe(true);
    expect(upcoming.length + past.length).toBe((await list()).length);
    const nextTwo = await list('?status=upcoming&limit=2');
    expect(nextTwo.map((e) => e._id)).toEqual(upcoming.slice(0, 2).map((e) => e._id));
    const latestPast = await list('?status=past&order=desc&limit=1');
    expect(latestPast[0]?._id).toBe(past[past.length - 1]?._id);
  });

  test('status=upcoming&featured=true&limit=1 is the next featured event: not a past, cancelled or unfeatured one; [] when none', async () => {
    const NEXT_FEATURED = '?status=upcoming&featured=true&limit=1';
    const titles = async () => (await list(NEXT_FEATURED)).map((event) => event.title);
    expect(await titles()).toEqual(['An Evening of Courage at the Riverside Chapter']);

    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
    const made: string[] = [];
    const make = async (payload: object) => {
      const response = await create({ ...VALID, ...payload });
      expect(response.statusCode).toBe(201);
      made.push((response.json() as EventBody)._id);
      return made[made.length - 1] as string;
    };
    await make({ title: 'Featured but past', date: inDays(-1) });
    await make({ title: 'Featured but cancelled', date: inDays(1), status: 'cancelled' });
    await make({ title: 'Sooner, not featured', date: inDays(1), isFocused: false });
    expect(await titles()).toEqual(['An Evening of Courage at the Riverside Chapter']);

    const sooner = await make({ title: 'Sooner and featured', date: inDays(2) });
    expect(await titles()).toEqual(['Sooner and featured']);

    const featured = (await list('?featured=true')).map((event) => event._id);
    const unfeature = (id: string, isFocused: boolean) =>
      ctx.app.inject({ method: 'PUT', url: `/events/${id}`, headers: bearer(admin), payload: { isFocused } });
    for (const id of featured) expect((await unfeature(id, false)).statusCode).toBe(200);
    expect(await titles()).toEqual([]);

    for (const id of featured) await unfeature(id, true);
    for (const id of made) await ctx.app.inject({ method: 'DELETE', url: `/events/${id}`, headers: bearer(admin) });
    expect(await titles()).toEqual(['An Evening of Courage at the Riverside Chapter']);
    expect(made).toContain(sooner);
  });

  test.each(['?status=soon', '?limit=0', '?limit=101', '?limit=abc', '?order=up', '?page=2', '?featured=maybe'])(
    '%s → 400',
    async (query) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/events${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', fields: expect.any(Object) });
    },
  );
});

describe('GET /events/:id', () => {
  test('one event; malformed id 400; unknown id 404', async () => {
    const [first] = await list();
    const response = await ctx.app.inject({ method: 'GET', url: `/events/${first?._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
    expect((await ctx.app.inject({ method: 'GET', url: '/events/42' })).statusCode).toBe(400);
    const unknown = await ctx.app.inject({ method: 'GET', url: `/events/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'Event not found.' });
  });
});

describe('POST /events', () => {
  test('201 with the saved event; it is listed and readable right away', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const event = response.json() as EventBody;
    expect(event).toEqual({
      ...EVENT_SHAPE,
      ...VALID,
      date: '2031-03-04T18:30:00.000Z',
      endDate: null,
      timeZone: 'America/Phoenix',
      status: 'scheduled',
      previousDate: null,
      revision: 0,
    });
    expect((await list()).some((e) => e._id === event._id)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/events/${event._id}` })).json()).toEqual(event);
  });

  test('minimal payload: optional fields default (createdBy = the admin)', async () => {
    const response = await create({ title: 'Minimal', date: '2031-01-01T00:00:00+02:00', location: 'Here', category: 'Misc' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      date: '2030-12-31T22:00:00.000Z',
      description: null,
      createdBy: 'Test Admin',
      isFocused: false,
      isCompleted: false,
      imageUrl: null,
      imagePublicId: null,
      attendees: null,
    });
  });

  test('descriptions are sanitized: no script, no handlers, no javascript: URLs', async () => {
    const description =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="https://ok.example/">ok</a></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><style>*{}</style>';
    const event = (await create({ ...VALID, description })).json() as EventBody;
    expect(event.description).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img|<style/i);
    expect(event.description).toContain(
      '<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">x</a> <a href="https://ok.example/" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>',
    );
    const [stored] = await ctx.database.db.select().from(events).where(eq(events.id, event._id));
    expect(stored?.description).toBe(event.description);
  });

  test('a description that sanitizes to nothing is stored as null', async () => {
    const event = (await create({ ...VALID, description: '<script>alert(1)</script>' })).json() as EventBody;
    expect(event.description).toBeNull();
  });

  test('an image URL served by this API is stored relative and given back absolute', async () => {
    const imageUrl = `${PUBLIC_URL}/media/uploads/events/abcdefghijklmnop.png`;
    const event = (await create({ ...VALID, imageUrl })).json() as EventBody;
    expect(event.imageUrl).toBe(imageUrl);
    const [stored] = await ctx.database.db.select().from(events).where(eq(events.id, event._id));
    expect(stored?.imageUrl).toBe('/media/uploads/events/abcdefghijklmnop.png');
  });

  test('incomplete data → 400 naming the fields, nothing written', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(events))[0]?.n;
    const response = await create({ title: ' ', date: null, category: 'x' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: Record<string, string> }).fields).toEqual({
      title: 'must not be empty',
      date: 'must be a string',
      location: 'is required',
    });
    expect((await ctx.database.db.select({ n: count() }).from(events))[0]?.n).toBe(before);
  });
});

describe('PUT /events/:id', () => {
  test('partial update returns the saved event; flags toggle independently; null clears', async () => {
    const created = (await create()).json() as EventBody;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/events/${created._id}`,
      headers: bearer(admin),
      payload: { isCompleted: true, imageUrl: null, attendees: null, createdBy: '', title: '  Renamed  ' },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as EventBody;
    expect(updated).toMatchObject({
      _id: created._id,
      title: 'Renamed',
      isFocused: true,
      isCompleted: true,
      imageUrl: null,
      attendees: null,
      createdBy: null,
    });
    expect(updated.description).toBe(created.description);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect((await ctx.app.inject({ method: 'GET', url: `/events/${created._id}` })).json()).toEqual(updated);
  });

  test('full payload (as the edit form sends) works too', async () => {
    const created = (await create()).json() as EventBody;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/events/${created._id}`,
      headers: bearer(admin),
      payload: { ...VALID, title: 'Full' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Full' });
  });

  test.each([
    [{}, 'body'],
    [{ date: null }, 'date'],
    [{ title: '' }, 'title'],
    [{ isFocused: 'yes' }, 'isFocused'],
    [{ attendees: -1 }, 'attendees'],
    [{ attendees: 1.5 }, 'attendees'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ _id: 'x' }, '_id'],
  ])('%j → 400 naming %s', async (payload, field) => {
    const created = (await create()).json() as EventBody;
    const response = await ctx.app.inject({ method: 'PUT', url: `/events/${created._id}`, headers: bearer(admin), payload });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  test('unknown id → 404, malformed → 400', async () => {
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/events/${randomUUID()}`, headers: bearer(admin), payload: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: '/events/zzz', headers: bearer(admin), payload: { title: 'x' } })).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /events/:id', () => {
  test('204; then gone from the list and 404', async () => {
    const created = (await create()).json() as EventBody;
    await list(); // warm the read cache: the delete must drop it
    const response = await ctx.app.inject({ method: 'DELETE', url: `/events/${created._id}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(204);
    expect((await list()).some((e) => e._id === created._id)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/events/${created._id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/events/${created._id}`, headers: bearer(admin) })).statusCode).toBe(404);
  });
});

describe('time zone, status and revision', () => {
  const put = (id: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/events/${id}`, headers: bearer(admin), payload });
  const fieldsOf = (response: { json(): unknown }) => (response.json() as { fields?: Record<string, string> }).fields;

  test('the seeded events are Phoenix events; an event created without a zone takes ORG_TIME_ZONE', async () => {
    const seeded = (await list()).filter((event) => SAMPLE_EVENTS.some((sample) => sample.title === event.title));
    expect(new Set(seeded.map((event) => event.timeZone))).toEqual(new Set(['America/Phoenix']));
    const lisbon = await ctx.extraApp({ orgTimeZone: 'Europe/Lisbon' });
    const response = await lisbon.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(admin),
      payload: { title: 'Default zone', date: '2031-05-01T18:00:00Z', location: 'Here', category: 'Misc' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ timeZone: 'Europe/Lisbon', status: 'scheduled', previousDate: null, revision: 0 });
  });

  test('a zone is kept as sent, and read back the same', async () => {
    const created = await create({ ...VALID, timeZone: 'America/New_York' });
    expect(created.statusCode).toBe(201);
    const { _id: id } = created.json() as EventBody;
    expect((await ctx.app.inject({ method: 'GET', url: `/events/${id}` })).json()).toMatchObject({ timeZone: 'America/New_York' });
    expect((await put(id, { timeZone: 'Asia/Kolkata' })).json()).toMatchObject({ timeZone: 'Asia/Kolkata' });
  });

  test.each(['Mars/Olympus_Mons', '+07:00', 'america/phoenix', '', 'Europe/' + 'x'.repeat(70), 'UTC; DROP TABLE events'])(
    'zone %j → 400 naming timeZone, nothing stored',
    async (timeZone) => {
      const before = (await list()).length;
      const response = await create({ ...VALID, title: 'Zone check', timeZone });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toHaveProperty('timeZone');
      expect((await list()).length).toBe(before);
    },
  );

  test('ORG_TIME_ZONE must be a zone', () => {
    expect(() => loadConfig({ ORG_TIME_ZONE: 'Nowhere/Special' })).toThrow(/ORG_TIME_ZONE/);
    expect(loadConfig({}).orgTimeZone).toBe('America/Phoenix');
    expect(loadConfig({ ORG_TIME_ZONE: 'Europe/Berlin' }).orgTimeZone).toBe('Europe/Berlin');
  });

  test('cancel, then move: the status and the former date are kept; each edit raises the revision by one', async () => {
    const created = (await create()).json() as EventBody;
    expect(created.revision).toBe(0);
    const cancelled = await put(created._id, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', previousDate: null, revision: 1, date: '2031-03-04T18:30:00.000Z' });
    const moved = await put(created._id, { status: 'postponed', date: '2031-04-01T17:30:00Z', previousDate: '2031-03-04T18:30:00Z' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'postponed',
      date: '2031-04-01T17:30:00.000Z',
      previousDate: '2031-03-04T18:30:00.000Z',
      revision: 2,
    });
    expect((await put(created._id, { title: 'Renamed' })).json()).toMatchObject({ revision: 3, status: 'postponed' });
    expect((await ctx.app.inject({ method: 'GET', url: `/events/${created._id}` })).json()).toMatchObject({ revision: 3 });
  });

  test('a former date without postponement is refused (400 naming previousDate), not dropped', async () => {
    const refusedCreate = await create({ ...VALID, previousDate: '2031-02-01T18:30:00Z' });
    expect(refusedCreate.statusCode).toBe(400);
    expect(fieldsOf(refusedCreate)).toHaveProperty('previousDate');

    const created = (await create({ ...VALID, status: 'postponed', previousDate: '2031-02-01T18:30:00Z' })).json() as EventBody;
    const refused = await put(created._id, { status: 'scheduled' });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toHaveProperty('previousDate');
    const unchanged = (await ctx.app.inject({ method: 'GET', url: `/events/${created._id}` })).json();
    expect(unchanged).toMatchObject({ status: 'postponed', previousDate: '2031-02-01T18:30:00.000Z', revision: 0 });
    expect((await put(created._id, { status: 'scheduled', previousDate: null })).json()).toMatchObject({
      status: 'scheduled',
      previousDate: null,
      revision: 1,
    });
  });

  test('an end time is optional (null: two hours, told by the clients), kept as sent, and cleared with null', async () => {
    const plain = (await create()).json() as EventBody;
    expect(plain).toMatchObject({ endDate: null });
    const ended = await create({ ...VALID, endDate: '2031-03-04T21:00:00Z' });
    expect(ended.statusCode).toBe(201);
    const { _id: id } = ended.json() as EventBody;
    expect((await ctx.app.inject({ method: 'GET', url: `/events/${id}` })).json()).toMatchObject({ endDate: '2031-03-04T21:00:00.000Z' });
    expect((await put(id, { endDate: null })).json()).toMatchObject({ endDate: null, revision: 1 });
  });

  test('an end at or before the start is refused (400 naming endDate), on create and on an edit of either', async () => {
    const before = (await list()).length;
    for (const endDate of ['2031-03-04T18:00:00Z', VALID.date]) {
      const refused = await create({ ...VALID, title: 'End check', endDate });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toHaveProperty('endDate');
    }
    expect((await list()).length).toBe(before);
    const created = (await create({ ...VALID, endDate: '2031-03-04T20:30:00Z' })).json() as EventBody;
    // Moving the start past the end, or the end before the start: refused, the event unchanged.
    for (const payload of [{ date: '2031-03-04T21:00:00Z' }, { endDate: '2031-03-04T17:00:00Z' }]) {
      const refused = await put(created._id, payload);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toHaveProperty('endDate');
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/events/${created._id}` })).json()).toMatchObject({
      date: '2031-03-04T18:30:00.000Z',
      endDate: '2031-03-04T20:30:00.000Z',
      revision: 0,
    });
  });

  test.each([{ status: 'moved' }, { status: null }, { previousDate: 'yesterday' }, { endDate: '2031-03-04 21:00' }, { revision: 9 }])(
    '%j → 400',
    async (payload) => {
      const response = await create({ ...VALID, ...payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(fieldsOf(response) ?? {})).toEqual([Object.keys(payload)[0]]);
    },
  );
});
