import { createTestContext, type TestContext } from './helpers/context';
import { fakeFetch } from './helpers/fake-fetch';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const SUBSCRIBER = { _id: expect.any(String), email: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) };

describe('local mailing list', () => {
  test('the spec flow: lookup 404 → create 201 → lookup 200 → create again 200', async () => {
    const email = 'new.reader@example.com';
    const missing = await ctx.app.inject({ method: 'GET', url: `/subscribers/${encodeURIComponent(email)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
    const created = await ctx.app.inject({ method: 'POST', url: '/subscribers', payload: { email } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ ...SUBSCRIBER, email });
    const found = await ctx.app.inject({ method: 'GET', url: `/subscribers/${email}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(created.json());
    const again = await ctx.app.inject({ method: 'POST', url: '/subscribers', payload: { email } });
    expect(again.statusCode).toBe(200);
  });

  test('one subscription per address, whatever the case; surrounding spaces trimmed', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/subscribers', payload: { email: '  Mixed.Case@Example.COM ' } })).statusCode,
    ).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: '/subscribers/mixed.case@example.com' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/subscribers', payload: { email: 'MIXED.CASE@example.com' } })).statusCode).toBe(
      200,
    );
  });

  test('concurrent sign-ups of one address create one row', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => ctx.app.inject({ method: 'POST', url: '/subscribers', payload: { email: 'race@example.com' } })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(19);
  });

  test.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'a@b' }, 'email'],
    [{ email: 'two@@example.com' }, 'email'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'email'],
    [{ email: 42 }, 'email'],
    [{}, 'email'],
    [{ email: 'ok@example.com', name: 'extra' }, 'name'],
  ])('invalid %j → 422 {errors: true, message}', async (payload, field) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/subscribers', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      errors: true,
      message: expect.any(String),
      fields: { [field]: expect.any(String) },
    });
  });

  test('a lookup with an invalid address → 400 (never an upstream call)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/subscribers/not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { email: 'must be a valid e-mail address' } });
  });
});

describe('MailerLite mailing list', () => {
  const mailerlite = () =>
    fakeFetch(({ url, method, body }) => {
      if (method === 'GET') {
        return url.pathname.endsWith(encodeURIComponent('known+tag/x@example.com'))
          ? {
              json: {
                data: { id: '987', email: 'known+tag/x@example.com', created_at: '2024-05-01 10:20:30', updated_at: '2024-05-02 08:00:00' },
              },
            }
          : { status: 404, json: { message: 'Not found' } };
      }
      const email = (JSON.parse(body ?? '{}') as { email?: string }).email ?? '';
      if (email.endsWith('@blocked.example'))
        return { status: 422, json: { message: 'The email is on a suppression list.', errors: { email: ['suppressed'] } } };
      return { status: 201, json: { data: { id: '1001', email, created_at: '2024-06-01 00:00:00', updated_at: '2024-06-01 00:00:00' } } };
    });

  test('lookups encode the address into the path and send the key only to MailerLite', async () => {
    const { fetch, calls } = mailerlite();
    const app = await ctx.extraApp({ mailerliteApiKey: 'ml-secret' }, { fetch });
    const found = await app.inject({ method: 'GET', url: `/subscribers/${encodeURIComponent('known+tag/x@example.com')}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      _id: '987',
      email: 'known+tag/x@example.com',
      createdAt: '2024-05-01T10:20:30.000Z',
      updatedAt: '2024-05-02T08:00:00.000Z',
    });
    expect(calls[0]?.url.href).toBe('https://connect.mailerlite.com/api/subscribers/known%2Btag%2Fx%40example.com');
    expect(calls[0]?.headers.authorization).toBe('Bearer ml-secret');
    expect(found.body).not.toContain('ml-secret');
    expect((await app.inject({ method: 'GET', url: '/subscribers/nobody@example.com' })).statusCode).toBe(404);
  });

  test('subscribe → 201; MailerLite refusal → 422 with its message; outage → 502', async () => {
    const { fetch, calls } = mailerlite();
    const app = await ctx.extraApp({ mailerliteApiKey: 'ml-secret' }, { fetch });
    const created = await app.inject({ method: 'POST', url: '/subscribers', payload: { email: 'fresh@example.com' } });
    expect(created.statusCode).toBe(201);
    expect(JSON.parse(calls.at(-1)?.body ?? '{}')).toEqual({ email: 'fresh@example.com' });
    const refused = await app.inject({ method: 'POST', url: '/subscribers', payload: { email: 'someone@blocked.example' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: true, fields: { email: 'The email is on a suppression list.' } });
    const down = await ctx.extraApp({ mailerliteApiKey: 'ml-secret' }, { fetch: fakeFetch(() => ({ status: 503 })).fetch });
    const failed = await down.inject({ method: 'GET', url: '/subscribers/x@example.com' });
    expect(failed.statusCode).toBe(502);
  });
});

describe('the relay under a flood and with a secret', () => {
  test('one address flooding the relay gets 429 with Retry-After (both routes), and the list is unchanged', async () => {
    const app = await ctx.extraApp({ rateLimitMax: 2 });
    const from = { remoteAddress: '10.9.9.9' };
    const lookups = [];
    for (let i = 0; i < 3; i++) lookups.push(await app.inject({ method: 'GET', url: '/subscribers/flood%40example.com', ...from }));
    expect(lookups.map((r) => r.statusCode)).toEqual([404, 404, 429]);
    expect(Number(lookups[2]?.headers['retry-after'])).toBeGreaterThan(0);

    const creates = [];
    for (let i = 0; i < 3; i++)
      creates.push(await app.inject({ method: 'POST', url: '/subscribers', payload: { email: `flood${i}@example.com` }, ...from }));
    expect(creates.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    const limited = creates[2];
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json()).toMatchObject({ error: 'Too Many Requests', message: expect.stringMatching(/Rate limit exceeded/) });
    // The refused sign-up was not stored; another address is not limited.
    expect((await app.inject({ method: 'GET', url: '/subscribers/flood2%40example.com', remoteAddress: '10.8.8.8' })).statusCode).toBe(404);
  });

  test('the MailerLite key never reaches a client, whatever MailerLite answers', async () => {
    const KEY = 'ml-very-secret-key-123';
    const echoing = fakeFetch(({ method, body }) => {
      const email = (JSON.parse(body ?? '{}') as { email?: string }).email ?? '';
      if (method === 'GET') return { status: 401, json: { message: `Unauthenticated: Bearer ${KEY}` } };
      if (email.startsWith('refused')) return { status: 422, json: { message: `The key ${KEY} may not add this address.`, errors: {} } };
      if (email.startsWith('broken')) return { status: 500, json: { message: `Server error for ${KEY}` } };
      return { status: 201, json: { data: { id: '1', email, created_at: '2024-06-01 00:00:00' }, token: KEY } };
    });
    const app = await ctx.extraApp({ mailerliteApiKey: KEY }, { fetch: echoing.fetch });
    const unreachable = await ctx.extraApp(
      { mailerliteApiKey: KEY },
      {
        fetch: (async () => {
          throw new Error(`connect ECONNREFUSED (Authorization: Bearer ${KEY})`);
        }) as typeof fetch,
      },
    );
    const answers = [
      await app.inject({ method: 'GET', url: '/subscribers/someone%40example.com' }),
      await app.inject({ method: 'POST', url: '/subscribers', payload: { email: 'refused@example.com' } }),
      await app.inject({ method: 'POST', url: '/subscribers', payload: { email: 'broken@example.com' } }),
      await app.inject({ method: 'POST', url: '/subscribers', payload: { email: 'fine@example.com' } }),
      await unreachable.inject({ method: 'GET', url: '/subscribers/someone%40example.com' }),
      await unreachable.inject({ method: 'POST', url: '/subscribers', payload: { email: 'fine@example.com' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([502, 422, 502, 201, 502, 502]);
    for (const answer of answers) {
      expect(answer.body).not.toContain(KEY);
      expect(JSON.stringify(answer.headers)).not.toContain(KEY);
    }
    // It was sent, to MailerLite only.
    expect(
      echoing.calls.every((call) => call.url.origin === 'https://connect.mailerlite.com' && call.headers.authorization === `Bearer ${KEY}`),
    ).toBe(true);
  });
});
