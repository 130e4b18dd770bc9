import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count } from 'drizzle-orm';
import { outbox, spentCaptchaChallenges } from '../src/db/schema';
import type { BeaconApp } from '../src/app';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let app: BeaconApp;
/** An API on a database of its own: its challenges are signed with another secret. */
let other: TestContext;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  // The default bot check (the other API tests use the checkbox stand-in).
  app = await ctx.extraApp({ captchaMode: 'altcha' }, { clock });
  other = await createTestContext({ captchaMode: 'altcha' });
});
afterAll(async () => {
  await ctx?.close();
  await other?.close();
});
afterEach(() => {
  offsetMs = 0;
});

const challenge = async (on: BeaconApp = app): Promise<Challenge> => {
  const response = await on.inject({ method: 'GET', url: '/captcha/challenge' });
  expect(response.statusCode).toBe(200);
  return response.json() as Challenge;
};

/** What the widget sends once it has done the work: base64 of the challenge and its solution. */
async function solved(from: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge: from, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge: from, solution })).toString('base64');
}

/** A message through the EmailJS-compatible relay, which admits it only with a captcha it accepts. */
const relay = (captcha: string, on: BeaconApp = app) =>
  on.inject({
    method: 'POST',
    url: '/api/v1.0/email/send',
    payload: {
      lib_version: '4.4.1',
      user_id: 'local-public-key',
      service_id: 'local_service',
      template_id: 'local_template',
      template_params: { from_name: '', from_email: '', message: 'A tip', 'g-recaptcha-response': captcha },
    },
  });
const outboxCount = async () => (await ctx.database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;

describe('GET /captcha/challenge', () => {
  test('a signed SHA-256 challenge that expires in two minutes and is never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/captcha/challenge' });
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as Challenge;
    expect(body.parameters.algorithm).toBe('SHA-256');
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (body.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(115_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    // Two visitors never get the same work.
    expect((await challenge()).parameters.nonce).not.toBe(body.parameters.nonce);
  });

  test('is not offered by the checkbox stand-in, which offers its token instead', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/captcha/challenge' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/captcha/local-token' })).statusCode).toBe(404);
  });
});

describe('the proof-of-work check', () => {
  test('a solved challenge admits one message', async () => {
    const before = await outboxCount();
    const response = await relay(await solved(await challenge()));
    expect(response.statusCode).toBe(200);
    expect(await outboxCount()).toBe(before + 1);
  });

  test('a solution sent again is refused, on another instance too, and nothing more is stored', async () => {
    const payload = await solved(await challenge());
    expect((await relay(payload)).statusCode).toBe(200);
    const before = await outboxCount();
    expect((await relay(payload)).statusCode).toBe(400);
    const second = await ctx.extraApp({ captchaMode: 'altcha' }, { clock });
    expect((await relay(payload, second)).statusCode).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  test('a challenge solved after its two minutes is refused, and a fresh one works', async () => {
    const payload = await solved(await challenge());
    offsetMs = 120_001;
    expect((await relay(payload)).statusCode).toBe(400);
    expect((await relay(await solved(await challenge()))).statusCode).toBe(200);
  });

  test('forged payloads are refused without spending anything', async () => {
    const spentBefore = (await ctx.database.db.select({ n: count() }).from(spentCaptchaChallenges))[0]?.n ?? 0;
    const real = await challenge();
    const answer = await solveChallenge({ challenge: real, deriveKey });
    if (!answer) throw new Error('the challenge was not solved');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const forgeries = [
      // A guessed key for a real challenge (the work not done).
      encode({ challenge: real, solution: { ...answer, derivedKey: answer.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) } }),
      // The expiry moved: the signature no longer matches.
      encode({
        challenge: { ...real, parameters: { ...real.parameters, expiresAt: (real.parameters.expiresAt ?? 0) + 3600 } },
        solution: answer,
      }),
      // An easy challenge the API never signed.
      encode({ challenge: { parameters: { ...real.parameters, keyPrefix: '0' }, signature: '0'.repeat(64) }, solution: answer }),
      // Another API's signature (another secret).
      await solved(await challenge(other.app)),
      'not base64 json',
      encode({ challenge: real }),
      'A'.repeat(5000),
    ];
    for (const forged of forgeries) expect((await relay(forged)).statusCode).toBe(400);
    const spentAfter = (await ctx.database.db.select({ n: count() }).from(spentCaptchaChallenges))[0]?.n ?? 0;
    expect(spentAfter).toBe(spentBefore);
  });
});
