import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bookings, events, outbox, subscribers } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helpers/context';

/**
 * The bad-input table: every route, every field, every kind of nonsense. The rules: never a 5xx; a refusal
 * names the field and writes nothing; accepted hostile text is stored inert (descriptions sanitized).
 */
let ctx: TestContext;
let admin: string;
let bookingId: string;
let eventId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  bookingId = ((await ctx.app.inject({ method: 'POST', url: '/booking', payload: BOOKING })).json() as { _id: string })._id;
  eventId = ((await ctx.app.inject({ method: 'POST', url: '/events', headers: bearer(admin), payload: EVENT })).json() as { _id: string })
    ._id;
});
afterAll(() => ctx?.close());

type Kind = 'text' | 'optionalText' | 'email' | 'date' | 'datetime' | 'bool' | 'int' | 'html' | 'url' | 'role' | 'literalTrue';

const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(document.cookie)', '<svg onload=alert(1)>'];
const HUGE = 'x'.repeat(100_000);
const WRONG_TYPES = [123, true, {}, [], ['a']];

/** Values that must be refused for a field of this kind. */
function invalid(kind: Kind): unknown[] {
  const common = [...WRONG_TYPES, HUGE, 'a\u0000b'];
  switch (kind) {
    case 'text':
      return [...common, null, '', '   '];
    case 'optionalText':
      return [...common];
    case 'email':
      return [
        ...common,
        null,
        '',
        'not-an-email',
        'a@b',
        '@example.com',
        'a b@example.com',
        'a@@example.com',
        ...XSS,
        `${'x'.repeat(250)}@example.com`,
      ];
    case 'date':
      return [...common, null, '', '2030-13-01', '2030-02-30', '01/02/2030', '2030-1-1', 'tomorrow', '2030-01-01T10:00:00Z'];
    case 'datetime':
      return [...common, null, '', '2030-01-01', '2030-01-01T25:00:00Z', '2030-01-01T10:00:00', 'next friday', '2030-02-30T10:00:00Z'];
    case 'bool':
      return ['true', 1, 0, {}, [], 'yes'];
    case 'int':
      return [-1, 1.5, '3', 10_000_001, true, {}, 'many'];
    case 'html':
      return [...WRONG_TYPES, 'x'.repeat(20_001), 'a\u0000b'];
    case 'url':
      return [
        ...WRONG_TYPES,
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'ftp://x',
        'https://x.example/" onerror="alert(1)',
        'x'.repeat(3000),
        'a\u0000b',
      ];
    case 'role':
      return ['root', 'ADMIN', '', null, 1];
    case 'literalTrue':
      return [false, 'true', 1, null];
  }
}

interface BodyRoute {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  admin: boolean;
  valid: Record<string, unknown>;
  fields: Record<string, Kind>;
  required: string[];
  table: PgTable | null;
  status: number;
}

const BOOKING = {
  requesterName: 'Ann',
  requesterEmail: 'ann@example.com',
  eventName: 'Gala',
  eventDate: '2030-05-01',
  eventLocation: 'Mesa',
  eventDetails: 'Details',
};
const EVENT = {
  title: 'T',
  description: '<p>d</p>',
  date: '2030-05-01T18:00:00Z',
  location: 'L',
  category: 'C',
  createdBy: 'B',
  isFocused: false,
  isCompleted: false,
  imageUrl: 'https://img.example/a.png',
  imagePublicId: 'events/a',
  attendees: 10,
};
const EVENT_FIELDS: Record<string, Kind> = {
  title: 'text',
  description: 'html',
  date: 'datetime',
  location: 'text',
  category: 'text',
  createdBy: 'optionalText',
  isFocused: 'bool',
  isCompleted: 'bool',
  imageUrl: 'url',
  imagePublicId: 'optionalText',
  attendees: 'int',
};

const BODY_ROUTES: BodyRoute[] = [
  {
    name: 'POST /booking',
    method: 'POST',
    url: () => '/booking',
    admin: false,
    valid: BOOKING,
    fields: {
      requesterName: 'text',
      requesterEmail: 'email',
      eventName: 'text',
      eventDate: 'date',
      eventLocation: 'text',
      eventDetails: 'optionalText',
    },
    required: ['requesterName', 'requesterEmail', 'eventName', 'eventDate', 'eventLocation'],
    table: bookings,
    status: 400,
  },
  {
    name: 'PUT /booking/:id',
    method: 'PUT',
    url: () => `/booking/${bookingId}`,
    admin: true,
    valid: { isConfirmed: true },
    fields: { isConfirmed: 'literalTrue' },
    required: ['isConfirmed'],
    table: bookings,
    status: 400,
  },
  {
    name: 'POST /events',
    method: 'POST',
    url: () => '/events',
    admin: true,
    valid: EVENT,
    fields: EVENT_FIELDS,
    required: ['title', 'date', 'location', 'category'],
    table: events,
    status: 400,
  },
  {
    name: 'PUT /events/:id',
    method: 'PUT',
    url: () => `/events/${eventId}`,
    admin: true,
    valid: EVENT,
    fields: EVENT_FIELDS,
    required: [],
    table: events,
    status: 400,
  },
  {
    name: 'POST /subscribers',
    method: 'POST',
    url: () => '/subscribers',
    admin: false,
    valid: { email: 'sub@example.com' },
    fields: { email: 'email' },
    required: ['email'],
    table: subscribers,
    status: 422,
  },
  {
    name: 'POST /auth/dev/session',
    method: 'POST',
    url: () => '/auth/dev/session',
    admin: false,
    valid: { role: 'visitor', name: 'V' },
    fields: { role: 'role', name: 'text', code: 'optionalText' },
    required: ['role', 'name'],
    table: null,
    status: 400,
  },
  {
    name: 'POST /api/v1.0/email/send',
    method: 'POST',
    url: () => '/api/v1.0/email/send',
    admin: false,
    valid: { lib_version: '4.4.1', user_id: 'u', service_id: 's', template_id: 't', template_params: { message: 'hi' } },
    fields: { user_id: 'text', service_id: 'text', template_id: 'text', lib_version: 'optionalText' },
    required: ['user_id', 'service_id', 'template_id'],
    table: outbox,
    status: 400,
  },
];

const rows = async (table: PgTable | null) => (table ? ((await ctx.database.db.select({ n: count() }).from(table))[0]?.n ?? 0) : 0);

interface Case {
  label: string;
  payload: unknown;
  field: string | null;
}

function casesFor(route: BodyRoute): Case[] {
  const cases: Case[] = [];
  for (const [field, kind] of Object.entries(route.fields)) {
    for (const value of invalid(kind)) {
      const shown = typeof value === 'string' && value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : JSON.stringify(value);
      cases.push({ label: `${field} = ${shown}`, payload: { ...route.valid, [field]: value }, field });
    }
  }
  for (const field of route.required) {
    const { [field]: _dropped, ...rest } = route.valid;
    cases.push({ label: `${field} missing`, payload: rest, field });
  }
  cases.push({ label: 'unknown field', payload: { ...route.valid, isAdmin: true }, field: 'isAdmin' });
  cases.push({ label: '_id supplied', payload: { ...route.valid, _id: randomUUID() }, field: '_id' });
  for (const body of [null, [], 'text', 42]) cases.push({ label: `body ${JSON.stringify(body)}`, payload: body, field: null });
  return cases;
}

describe.each(BODY_ROUTES)('$name refuses bad input', (route) => {
  test.each(casesFor(route))('$label', async ({ payload, field }) => {
    const before = await rows(route.table);
    const response = await ctx.app.inject({
      method: route.method,
      url: route.url(),
      headers: { 'content-type': 'application/json', ...(route.admin ? bearer(admin) : {}) },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).toBe(route.status === 422 && field === null ? response.statusCode : route.status);
    if (field && !route.name.includes('/email/'))
      expect((response.json() as { fields?: Record<string, string> }).fields).toHaveProperty([field]);
    if (field && route.name.includes('/email/')) expect(response.body).toContain(field);
    expect(await rows(route.table)).toBe(before);
  });
});

describe('hostile text that is valid input is stored inert', () => {
  test.each(XSS)('booking text fields keep %s verbatim (as data, rendered escaped)', async (payload) => {
    const body = { ...BOOKING, requesterName: payload, eventName: payload, eventLocation: payload, eventDetails: payload };
    const response = await ctx.app.inject({ method: 'POST', url: '/booking', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ requesterName: payload.trim(), eventDetails: payload.trim() });
  });

  test.each([
    ...XSS,
    '<p>ok</p><script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<scr<script>ipt>alert(1)</script>',
  ])('event description %s is sanitized', async (description) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/events', headers: bearer(admin), payload: { ...EVENT, description } });
    expect(response.statusCode).toBe(201);
    const stored = (response.json() as { description: string | null }).description ?? '';
    // "javascript:" may survive as visible text; never inside an attribute.
    const dangerous = /<script|<iframe|<svg|<math|\son\w+=|style=|=\s*["']?\s*javascript:/i;
    expect(stored).not.toMatch(dangerous);
    const updated = await ctx.app.inject({ method: 'PUT', url: `/events/${eventId}`, headers: bearer(admin), payload: { description } });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as { description: string | null }).description ?? '').not.toMatch(dangerous);
  });

  test.each(XSS)('event text fields keep %s as text', async (payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/events',
      headers: bearer(admin),
      payload: { ...EVENT, title: payload, location: payload, category: payload, createdBy: payload },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('ids, paths and query strings', () => {
  const MALFORMED_IDS = [
    '1',
    'abc',
    '00000000-0000-0000-0000-00000000000',
    `${randomUUID()}x`,
    "1' OR '1'='1",
    '%00',
    '..%2F..%2Fetc',
    'x'.repeat(300),
  ];
  const ID_ROUTES: { method: 'GET' | 'PUT' | 'DELETE'; base: string; payload?: object; admin: boolean }[] = [
    { method: 'PUT', base: '/booking/', payload: { isConfirmed: true }, admin: true },
    { method: 'DELETE', base: '/booking/', admin: true },
    { method: 'GET', base: '/events/', admin: false },
    { method: 'PUT', base: '/events/', payload: { title: 'x' }, admin: true },
    { method: 'DELETE', base: '/events/', admin: true },
  ];
  test.each(ID_ROUTES.flatMap((route) => MALFORMED_IDS.map((id) => ({ ...route, id }))))(
    '$method $base$id → 400',
    async ({ method, base, id, payload, admin: needsAdmin }) => {
      const response = await ctx.app.inject({
        method,
        url: `${base}${id}`,
        ...(payload ? { payload } : {}),
        headers: needsAdmin ? bearer(admin) : {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request' });
    },
  );

  test.each(ID_ROUTES)('$method $base<unknown uuid> → 404', async ({ method, base, payload }) => {
    const response = await ctx.app.inject({
      method,
      url: `${base}${randomUUID()}`,
      ...(payload ? { payload } : {}),
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(404);
  });

  test.each([
    '/events?status=',
    '/events?status[]=upcoming',
    '/events?limit=-5',
    '/events?limit=1e3',
    '/events?limit=99999999999999999999',
    '/events?status=upcoming&status=past',
    '/events?x=%00',
    '/video-api/videos?playlistId=%00%00',
    '/video-api/videos?playlistId=' + 'a'.repeat(65),
    "/video-api/videos?playlistId=' OR 1=1 --",
    '/video-api/search/channel?search=%00%00',
    '/video-api/search/channel?search=a&search=b',
    '/video-api/search/channel?search[]=abc',
    '/subscribers/%00',
    '/subscribers/' + 'a'.repeat(300) + '@example.com',
    '/subscribers/%3Cscript%3E@x.com',
    '/uploads/sign?folder=%00',
    '/uploads/sign?folder=' + 'a'.repeat(100),
    '/outbox?limit=abc',
  ])('GET %s → 400', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
  });

  test.each(["%' OR 1=1 --", "'; DROP TABLE videos; --", '%%', '\\\\', '__'])('search for %s is a literal text search', async (term) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/video-api/search/channel?search=${encodeURIComponent(term)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ videos: [] });
  });
});
