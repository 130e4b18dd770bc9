import { count } from 'drizzle-orm';
import { outbox } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helpers/context';
import { fakeFetch } from './helpers/fake-fetch';
import { multipart } from './helpers/multipart';

let ctx: TestContext;
let offsetMs = 0;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => ctx?.close());
afterEach(() => {
  offsetMs = 0;
});

const captchaToken = async (): Promise<{ token: string; expiresAt: string }> =>
  (await ctx.app.inject({ method: 'POST', url: '/captcha/local-token' })).json() as { token: string; expiresAt: string };

/** What @emailjs/browser 4.4.1 posts for send(). */
const sendBody = (params: Record<string, unknown>) => ({
  lib_version: '4.4.1',
  user_id: 'local-public-key',
  service_id: 'local_service',
  template_id: 'local_template',
  template_params: params,
});
const send = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1.0/email/send', payload });
const outboxCount = async () => (await ctx.database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;

describe('POST /captcha/local-token', () => {
  test('a single-use token valid for two minutes', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/captcha/local-token' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; expiresAt: string };
    expect(body.token).toMatch(/^local\.[A-Za-z0-9_-]{32}$/);
    const ttl = Date.parse(body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(115_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });
});

describe('POST /api/v1.0/email/send (EmailJS-compatible relay)', () => {
  test('valid captcha → 200 "OK" and the message is in the outbox (without the token)', async () => {
    const { token } = await captchaToken();
    const response = await send(
      sendBody({ from_name: 'Tipster', from_email: 'tip@example.com', message: 'Look at page 4', 'g-recaptcha-response': token }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const list = (await ctx.app.inject({ method: 'GET', url: '/outbox', headers: bearer(await ctx.adminToken()) })).json() as Record<
      string,
      unknown
    >[];
    expect(list[0]).toEqual({
      _id: expect.any(String),
      serviceId: 'local_service',
      templateId: 'local_template',
      userId: 'local-public-key',
      libVersion: '4.4.1',
      templateParams: { from_name: 'Tipster', from_email: 'tip@example.com', message: 'Look at page 4' },
      via: 'json',
      createdAt: expect.any(String),
    });
  });

  test('anonymous tips (blank name and e-mail) are fine', async () => {
    const { token } = await captchaToken();
    expect((await send(sendBody({ from_name: '', from_email: '', message: 'anon', 'g-recaptcha-response': token }))).statusCode).toBe(200);
  });

  test.each([
    ['missing', () => Promise.resolve(undefined), /missing/],
    ['empty', () => Promise.resolve(''), /missing/],
    ['invented', () => Promise.resolve('local.inventedinventedinventedinventedinv'), /invalid, expired or already used/],
    ['not a string', () => Promise.resolve(12345), /missing/],
  ])('a %s captcha token → 400, nothing recorded', async (_label, makeToken, reason) => {
    const before = await outboxCount();
    const token = await makeToken();
    const params: Record<string, unknown> = { message: 'hello' };
    if (token !== undefined) params['g-recaptcha-response'] = token;
    const response = await send(sendBody(params));
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(reason);
    expect(await outboxCount()).toBe(before);
  });

  test('a reused token → 400 the second time', async () => {
    const { token } = await captchaToken();
    expect((await send(sendBody({ message: 'one', 'g-recaptcha-response': token }))).statusCode).toBe(200);
    const before = await outboxCount();
    const reused = await send(sendBody({ message: 'two', 'g-recaptcha-response': token }));
    expect(reused.statusCode).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  test('the same token raced twice is accepted once', async () => {
    const { token } = await captchaToken();
    const results = await Promise.all([1, 2, 3].map((n) => send(sendBody({ message: `race ${n}`, 'g-recaptcha-response': token }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  test('an expired token (older than 2 minutes) → 400', async () => {
    const { token } = await captchaToken();
    offsetMs = 2 * 60 * 1000 + 1000;
    const before = await outboxCount();
    expect((await send(sendBody({ message: 'late', 'g-recaptcha-response': token }))).statusCode).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  test.each([
    ['user_id', { ...sendBody({}), user_id: '' }],
    ['service_id', { ...sendBody({}), service_id: undefined }],
    ['template_id', { ...sendBody({}), template_id: 7 }],
    ['template_params', { ...sendBody({}), template_params: 'text' }],
    ['extra', { ...sendBody({}), extra: true }],
    ['template_params.message', sendBody({ message: 'x'.repeat(10_001) })],
    ['template_params.nested', sendBody({ nested: { a: 1 } })],
  ])('bad request naming %s → 400 text, nothing recorded', async (field, payload) => {
    const before = await outboxCount();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain(field);
    expect(await outboxCount()).toBe(before);
  });
});

describe('POST /api/v1.0/email/send-form', () => {
  test('multipart form as sendForm() posts it → 200 "OK", recorded via form', async () => {
    const { token } = await captchaToken();
    const form = multipart({
      from_name: 'Form Sender',
      from_email: 'form@example.com',
      message: 'From a form',
      'g-recaptcha-response': token,
      lib_version: '4.4.1',
      service_id: 'local_service',
      template_id: 'local_template',
      user_id: 'local-public-key',
    });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1.0/email/send-form', ...form });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    const [latest] = (await ctx.app.inject({ method: 'GET', url: '/outbox?limit=1', headers: bearer(await ctx.adminToken()) })).json() as {
      via: string;
      templateParams: Record<string, string>;
    }[];
    expect(latest).toMatchObject({
      via: 'form',
      templateParams: { from_name: 'Form Sender', from_email: 'form@example.com', message: 'From a form' },
    });
  });

  test('no captcha → 400; missing ids → 400; attachments → 400; JSON → 415', async () => {
    const ids = { service_id: 's', template_id: 't', user_id: 'u' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1.0/email/send-form', ...multipart({ ...ids, message: 'x' }) })).statusCode,
    ).toBe(400);
    const { token } = await captchaToken();
    const noIds = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send-form',
      ...multipart({ message: 'x', 'g-recaptcha-response': token }),
    });
    expect(noIds.statusCode).toBe(400);
    expect(noIds.body).toContain('service_id');
    const attached = multipart({ ...ids }, [{ field: 'file', filename: 'a.txt', contentType: 'text/plain', data: Buffer.from('hi') }]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1.0/email/send-form', ...attached })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1.0/email/send-form', payload: { a: 1 } })).statusCode).toBe(415);
  });
});

describe('GET /outbox', () => {
  test('newest first; limit validated', async () => {
    const admin = bearer(await ctx.adminToken());
    const list = (await ctx.app.inject({ method: 'GET', url: '/outbox', headers: admin })).json() as { createdAt: string }[];
    const times = list.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await ctx.app.inject({ method: 'GET', url: '/outbox?limit=0', headers: admin })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/outbox?limit=501', headers: admin })).statusCode).toBe(400);
  });
});

describe('Google reCAPTCHA mode', () => {
  test('the relay asks siteverify with the secret; no local tokens are issued', async () => {
    const google = fakeFetch(({ body }) => {
      const form = new URLSearchParams(body ?? '');
      return { json: { success: form.get('secret') === 'rc-secret' && form.get('response') === 'good-token' } };
    });
    const app = await ctx.extraApp({ recaptchaSecret: 'rc-secret' }, { fetch: google.fetch });
    expect((await app.inject({ method: 'POST', url: '/captcha/local-token' })).statusCode).toBe(404);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      payload: sendBody({ message: 'hi', 'g-recaptcha-response': 'good-token' }),
    });
    expect(ok.statusCode).toBe(200);
    expect(google.calls[0]?.url.href).toBe('https://www.google.com/recaptcha/api/siteverify');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      payload: sendBody({ message: 'hi', 'g-recaptcha-response': 'bad-token' }),
    });
    expect(bad.statusCode).toBe(400);
  });

  test('siteverify unreachable → 502, nothing recorded', async () => {
    const down = fakeFetch(() => {
      throw new Error('ECONNREFUSED');
    });
    const app = await ctx.extraApp({ recaptchaSecret: 'rc-secret' }, { fetch: down.fetch });
    const before = await outboxCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      payload: sendBody({ message: 'hi', 'g-recaptcha-response': 'x' }),
    });
    expect(response.statusCode).toBe(502);
    expect(await outboxCount()).toBe(before);
  });
});
