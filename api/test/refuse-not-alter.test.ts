// Input the API cannot keep exactly is refused (4xx naming the field) before anything single-use is spent:
// text that is not well-formed Unicode (lone surrogates, invalid UTF-8) in JSON bodies, form fields, query
// strings and paths; numbers past 2^53; times finer than a millisecond.
import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { bookings, events, outbox } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helpers/context';
import { PNG } from './helpers/multipart';

const WELL_FORMED = 'must be well-formed Unicode text (no lone surrogates or invalid UTF-8)';
const SAFE_NUMBER = 'must be a number between -9007199254740991 and 9007199254740991 (larger ones cannot be kept exactly)';
const DATE_TIME =
  'must be an ISO 8601 date-time with a time zone, e.g. 2025-08-28T18:30:00Z, from the years 1900–2999, to the millisecond at most';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ uploadFolders: ['events'] });
  admin = await ctx.adminToken();
});
afterAll(() => ctx?.close());

/** What goes between the quotes of a JSON string: the bytes a careless client sends. */
const BAD_JSON_TEXT: [string, Buffer][] = [
  ['a lone surrogate (a JSON escape)', Buffer.from('x\\ud800y')],
  ['a lone low surrogate (a JSON escape)', Buffer.from('\\udfffy')],
  ['invalid UTF-8 (a lead byte without its continuation)', Buffer.from([0x78, 0xc3, 0x28, 0x79])],
  ['invalid UTF-8 (a byte that never occurs)', Buffer.from([0x78, 0xff, 0x79])],
  ['an encoded surrogate (CESU-8)', Buffer.from([0x78, 0xed, 0xa0, 0x80, 0x79])],
];

/** `template` with its one BAD replaced by `bad`, as raw JSON bytes. */
const BAD = '<bad>';
const jsonWith = (template: string, bad: Buffer): Buffer => {
  const [before = '', after = ''] = template.split(BAD);
  return Buffer.concat([Buffer.from(before), bad, Buffer.from(after)]);
};
const postJson = (url: string, payload: Buffer | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

const captchaToken = async (): Promise<string> =>
  ((await ctx.app.inject({ method: 'POST', url: '/captcha/local-token' })).json() as { token: string }).token;
const outboxCount = async (): Promise<number> => (await ctx.database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;
const relayBody = (message: string, token: string) =>
  `{"service_id":"s","template_id":"t","user_id":"u","template_params":{"message":"${message}","g-recaptcha-response":"${token}"}}`;
const bookingBody = (name: string, eventDate = '2030-05-01') =>
  `{"requesterName":"${name}","requesterEmail":"ann@example.com","eventName":"Talk","eventDate":"${eventDate}","eventLocation":"Hall"}`;
const bookingsNamed = async (name: string): Promise<number> =>
  (await ctx.database.db.select({ n: count() }).from(bookings).where(eq(bookings.requesterName, name)))[0]?.n ?? 0;

/** A fresh single-use admin code, as `npm run admin-code -w api` prints. */
async function mintAdminCode(): Promise<string> {
  const local = ctx.app.beacon.local;
  if (!local) throw new Error('local auth expected');
  return local.adminCodes.mint();
}

describe.each(BAD_JSON_TEXT)('JSON text with %s', (_label, bad) => {
  test('e-mail relay: 400 naming the parameter, nothing recorded, and the captcha token still works', async () => {
    const token = await captchaToken();
    const before = await outboxCount();
    const refused = await postJson('/api/v1.0/email/send', jsonWith(relayBody(BAD, token), bad));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe(`Invalid input: template_params.message ${WELL_FORMED}`);
    expect(await outboxCount()).toBe(before);
    const retried = await postJson('/api/v1.0/email/send', relayBody('fixed', token));
    expect([retried.statusCode, retried.body]).toEqual([200, 'OK']);
    expect(await outboxCount()).toBe(before + 1);
  });

  test('a template parameter name is checked too', async () => {
    const token = await captchaToken();
    const body = jsonWith(
      `{"service_id":"s","template_id":"t","user_id":"u","template_params":{"k${BAD}":"v","g-recaptcha-response":"${token}"}}`,
      bad,
    );
    const refused = await postJson('/api/v1.0/email/send', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(new RegExp(`^Invalid input: template_params\\.k.* ${WELL_FORMED.replace(/[()]/g, '\\$&')}$`));
    expect((await postJson('/api/v1.0/email/send', relayBody('fixed', token))).statusCode).toBe(200);
  });

  test('booking with an Idempotency-Key: 400 naming the field, and the key is still free', async () => {
    const key = randomUUID();
    const name = `Ann ${randomBytes(4).toString('hex')}`;
    const refused = await postJson('/booking', jsonWith(bookingBody(BAD), bad), { 'idempotency-key': key });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Bad Request',
      message: `Invalid input: requesterName ${WELL_FORMED}`,
      fields: { requesterName: WELL_FORMED },
    });
    const made = await postJson('/booking', bookingBody(name), { 'idempotency-key': key });
    expect(made.statusCode).toBe(201);
    expect(made.headers['idempotent-replayed']).toBeUndefined();
    expect(await bookingsNamed(name)).toBe(1);
  });

  test('admin sign-in: 400 naming the field, and the single-use admin code still works', async () => {
    const code = await mintAdminCode();
    const refused = await postJson('/auth/dev/session', jsonWith(`{"role":"admin","name":"${BAD}","code":"${code}"}`, bad));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { name: WELL_FORMED } });
    const signedIn = await postJson('/auth/dev/session', `{"role":"admin","name":"Ann","code":"${code}"}`);
    expect(signedIn.statusCode).toBe(200);
  });

  test('sign-up, and an event created or edited by an admin: refused naming the field, nothing stored', async () => {
    const signUp = await postJson('/subscribers', jsonWith(`{"email":"a@b.c","x":"${BAD}"}`, bad));
    expect(signUp.statusCode).toBe(422);
    expect(signUp.json()).toMatchObject({ errors: true, fields: { x: WELL_FORMED } });

    const eventBody = `{"title":"${BAD}","date":"2030-05-01T18:00:00Z","location":"Hall","category":"Local"}`;
    const created = await postJson('/events', jsonWith(eventBody, bad), bearer(admin));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ fields: { title: WELL_FORMED } });

    const [event] = await ctx.database.db.select({ id: events.id, title: events.title }).from(events).limit(1);
    if (!event) throw new Error('seeded events expected');
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/events/${event.id}`,
      payload: jsonWith(`{"location":"${BAD}"}`, bad),
      headers: { 'content-type': 'application/json', ...bearer(admin) },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ fields: { location: WELL_FORMED } });
  });
});

test('well-formed text, U+FFFD and astral characters included, is accepted and kept as sent', async () => {
  const message = 'ℌ𝔢𝔩𝔩𝔬 💥 \ufffd é';
  const token = await captchaToken();
  expect((await postJson('/api/v1.0/email/send', JSON.stringify(JSON.parse(relayBody(message, token))))).statusCode).toBe(200);
  const [latest] = (await ctx.app.inject({ method: 'GET', url: '/outbox?limit=1', headers: bearer(admin) })).json() as {
    templateParams: { message: string };
  }[];
  expect(latest?.templateParams.message).toBe(message);
});

/** A multipart body whose `name` field carries `bad` (bytes, with an optional part Content-Type). */
function formWith(fields: Record<string, string>, name: string, bad: Buffer, partType?: string, file?: Buffer) {
  const boundary = `----beacon${randomBytes(8).toString('hex')}`;
  const part = (field: string, value: Buffer, type?: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`),
      value,
      Buffer.from('\r\n'),
    ]);
  const chunks: Buffer[] = Object.entries(fields).map(([field, value]) => part(field, Buffer.from(value)));
  chunks.push(part(name, bad, partType));
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      file,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Form-field bytes that are not well-formed text, and the part Content-Type they are declared with. */
const BAD_FORM_TEXT: [string, Buffer, string | undefined][] = [
  ['invalid UTF-8', Buffer.from([0x78, 0xff, 0x79]), undefined],
  ['an encoded surrogate (CESU-8)', Buffer.from([0x78, 0xed, 0xa0, 0x80]), undefined],
  ['a lone surrogate (a part declared UTF-16)', Buffer.from([0x78, 0x00, 0x00, 0xd8]), 'text/plain; charset=utf-16le'],
];

describe.each(BAD_FORM_TEXT)('a form field with %s', (_label, bad, partType) => {
  test('e-mail relay (form): 400 naming the field, and the captcha token still works', async () => {
    const token = await captchaToken();
    const fields = { service_id: 's', template_id: 't', user_id: 'u', 'g-recaptcha-response': token };
    const before = await outboxCount();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      ...formWith(fields, 'message', bad, partType),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe(`Invalid input: message ${WELL_FORMED}`);
    expect(await outboxCount()).toBe(before);
    const retried = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      ...formWith(fields, 'message', Buffer.from('fixed')),
    });
    expect(retried.statusCode).toBe(200);
    expect(await outboxCount()).toBe(before + 1);
  });

  test('signed upload: 400 naming the field, and the signature still stores the file', async () => {
    const signed = (await ctx.app.inject({ method: 'GET', url: '/uploads/sign?folder=events', headers: bearer(admin) })).json() as {
      timestamp: number;
      signature: string;
      apiKey: string;
    };
    const fields = { api_key: signed.apiKey, timestamp: String(signed.timestamp), signature: signed.signature };
    const url = '/uploads/beacon-local/image/upload';
    const refused = await ctx.app.inject({ method: 'POST', url, ...formWith(fields, 'folder', bad, partType, PNG) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { folder: WELL_FORMED } });
    const stored = await ctx.app.inject({ method: 'POST', url, ...formWith(fields, 'folder', Buffer.from('events'), undefined, PNG) });
    expect(stored.statusCode).toBe(200);
  });
});

describe('query strings and paths whose percent-escapes are not UTF-8', () => {
  test.each([
    ['/events?status=%ff', 'status'],
    ['/events?status=%ED%A0%80', 'status'],
    ['/events?order=asc&status=x%C3', 'status'],
    ['/video-api/search/channel?search=ab%ff', 'search'],
  ])('GET %s → 400 naming %s', async (url, field) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: `Invalid input: ${field} ${WELL_FORMED}`,
      fields: { [field]: WELL_FORMED },
    });
  });

  test('a parameter name that is not UTF-8 → 400 naming the query', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/events?%ff=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { query: 'has a parameter name that is not well-formed Unicode text (invalid UTF-8)' },
    });
  });

  test('the admin list with an undecodable limit is refused too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/outbox?limit=%ED%B0%80', headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { limit: WELL_FORMED } });
  });

  test('a % that starts no escape is left to the schema (as typed), and a well-encoded query is read as sent', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/events?status=100%' })).json()).toMatchObject({
      fields: { status: 'must be one of: upcoming, past' },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/events?status=%75pcoming' })).statusCode).toBe(200);
  });

  test.each(['/events/%ff', '/events/%ED%A0%80', '/subscribers/a%ffb@example.com', '/media/uploads/events/%E0%A4%A.png', '/booking/%'])(
    'GET %s → 400 in the API error shape, naming the path',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: 'Bad Request',
        message: 'Invalid input: path must be valid percent-encoded UTF-8',
        fields: { path: 'must be valid percent-encoded UTF-8' },
      });
    },
  );
});

describe('numbers past 2^53 are refused, not rounded', () => {
  test.each(['9007199254740993', '-9007199254740993', '9007199254740992', '1e400', '12345678901234567890'])(
    'template parameter %s → 400 naming it, and the captcha token still works',
    async (number) => {
      const token = await captchaToken();
      const body = `{"service_id":"s","template_id":"t","user_id":"u","template_params":{"n":${number},"g-recaptcha-response":"${token}"}}`;
      const refused = await postJson('/api/v1.0/email/send', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toBe(`Invalid input: template_params.n ${SAFE_NUMBER}`);
      expect((await postJson('/api/v1.0/email/send', relayBody('fixed', token))).statusCode).toBe(200);
    },
  );

  test('the largest exact integers are kept exactly', async () => {
    const token = await captchaToken();
    const body = `{"service_id":"s","template_id":"t","user_id":"u","template_params":{"max":9007199254740991,"min":-9007199254740991,"g-recaptcha-response":"${token}"}}`;
    expect((await postJson('/api/v1.0/email/send', body)).statusCode).toBe(200);
    const response = await ctx.app.inject({ method: 'GET', url: '/outbox?limit=1', headers: bearer(admin) });
    expect(response.body).toContain('"max":9007199254740991');
    expect(response.body).toContain('"min":-9007199254740991');
  });

  test('an event attendee count past 2^53 → 400 naming it', async () => {
    const body = '{"title":"T","date":"2030-05-01T18:00:00Z","location":"Hall","category":"Local","attendees":9007199254740993}';
    const response = await postJson('/events', body, bearer(admin));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { attendees: SAFE_NUMBER } });
  });
});

describe('times finer than the millisecond the API keeps are refused, not cut', () => {
  const eventBody = (date: string) => JSON.stringify({ title: `At ${date}`, date, location: 'Hall', category: 'Local' });

  test.each(['2030-05-01T18:00:00.123456789Z', '2030-05-01T18:00:00.0000001Z', '2030-05-01T18:00:00.1234+02:00'])(
    'event date %s → 400 naming it, nothing stored',
    async (date) => {
      const response = await postJson('/events', eventBody(date), bearer(admin));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: `Invalid input: date ${DATE_TIME}`, fields: { date: DATE_TIME } });
      expect(
        (
          await ctx.database.db
            .select({ n: count() })
            .from(events)
            .where(eq(events.title, `At ${date}`))
        )[0]?.n,
      ).toBe(0);
    },
  );

  test.each([
    ['2030-05-01T18:00:00.123000000Z', '2030-05-01T18:00:00.123Z'],
    ['2030-05-01T18:00:00.5Z', '2030-05-01T18:00:00.500Z'],
    ['2030-05-01T20:00:00.120+02:00', '2030-05-01T18:00:00.120Z'],
  ])('event date %s is accepted and kept to the millisecond: %s', async (date, stored) => {
    const response = await postJson('/events', eventBody(date), bearer(admin));
    expect(response.statusCode).toBe(201);
    const { _id } = response.json() as { _id: string };
    expect((await ctx.app.inject({ method: 'GET', url: `/events/${_id}` })).json()).toMatchObject({ date: stored });
  });

  test('a booking date with a time → 400 naming it, and the Idempotency-Key is still free', async () => {
    const key = randomUUID();
    const name = `Ann ${randomBytes(4).toString('hex')}`;
    const refused = await postJson('/booking', bookingBody(name, '2030-05-01T00:00:00.000000001Z'), { 'idempotency-key': key });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { eventDate: 'must be an ISO 8601 date (YYYY-MM-DD) from the years 1900–2999' } });
    expect((await postJson('/booking', bookingBody(name), { 'idempotency-key': key })).statusCode).toBe(201);
    expect(await bookingsNamed(name)).toBe(1);
  });
});
