// The tip line's limits: cost instead of counting per address (tips/limits.ts). One instance, counters in memory;
// tip-limits.redis.test.ts checks the same across instances through Redis.
import type { Challenge } from 'altcha-lib';
import type { TipReceipt } from '@beacon/shared/schemas';
import type { BeaconApp } from '../src/app';
import type { Config } from '../src/config';
import { dailySaltedHash } from '../src/tips/daily-salt';
import { createTestContext, type TestContext, shiftableClock } from './helpers/context';
import { multipart } from './helpers/multipart';
import { postTip, send, solvedChallenge, type Sender } from './helpers/tip-source';

let ctx: TestContext;
const time = shiftableClock();
const { clock } = time;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
});
afterAll(() => ctx?.close());
/** An instance with the default bot check (ALTCHA) and the production per-address limit, plus the test's tip limits. */
const instance = (limits: Partial<Config['tips']['limits']> = {}): Promise<BeaconApp> =>
  ctx.extraApp(
    {
      captchaMode: 'altcha',
      rateLimitMax: 10,
      tips: { ...ctx.app.beacon.config.tips, limits: { ...ctx.app.beacon.config.tips.limits, ...limits } },
    },
    { clock },
  );

const DRAFT = { name: '', email: '', message: 'The van leaves at 11.', files: [] };

/** A challenge from the API, solved as the widget would: its payload, and the counter the work reached. */
const paidCheck = async (sender: Sender) => {
  const response = await send(sender, { method: 'GET', url: '/captcha/challenge' });
  expect(response.statusCode).toBe(200);
  return solvedChallenge(response.json() as Challenge);
};

/** A POST /tips with nothing in it: refused unread (415), but counted as the tip line's load. */
const junkTip = (sender: Sender) => send(sender, { method: 'POST', url: '/tips', payload: { message: 'spam' } });

const lookup = (sender: Sender, receiptId: string, token: string) =>
  send(sender, { method: 'POST', url: '/tips/conversation', payload: { receiptId, token } });

/** The base work (tips/limits.ts): challenges ask a counter from 10,000 to 30,000 when the site is calm. */
const BASE_MAX_COUNTER = 30_000;

describe('one address, many sources', () => {
  test('500 requests from one address do not stop a tip from another source there that pays the proof of work', async () => {
    const app = await instance({ powCalmPerMinute: 50 });
    const exit = { app, remoteAddress: '198.51.100.9' };
    const statuses: number[] = [];
    for (let n = 0; n < 250; n++) {
      statuses.push((await send(exit, { method: 'GET', url: '/captcha/challenge' })).statusCode);
      statuses.push((await junkTip(exit)).statusCode);
    }
    expect(statuses).toHaveLength(500);
    expect(statuses.filter((status) => status === 429 || status >= 500)).toEqual([]);

    // The next source behind the same exit: the work has risen with the junk (250 tips a minute, 5 times the base),
    // and paying it is enough.
    const { payload, counter } = await paidCheck(exit);
    expect(counter).toBeGreaterThan(BASE_MAX_COUNTER);
    const { response } = await postTip(exit, DRAFT, payload);
    expect(response.statusCode).toBe(201);
    expect((response.json() as TipReceipt).receiptId).toMatch(/^[A-Z2-7]{10}$/);
  });
});

describe('the proof of work', () => {
  test('rises with the tips the whole site receives, and falls back once the minute has passed', async () => {
    const app = await instance({ powCalmPerMinute: 2 });
    const calm = await paidCheck({ app });
    expect(calm.counter).toBeLessThanOrEqual(BASE_MAX_COUNTER);

    // Eight tips a minute from eight addresses, against two the base holds for: four times the work, for everyone.
    for (let n = 0; n < 8; n++) expect((await junkTip({ app, remoteAddress: `192.0.2.${n + 1}` })).statusCode).toBe(415);
    const busy = await paidCheck({ app, remoteAddress: '192.0.2.200' });
    expect(busy.counter).toBeGreaterThanOrEqual(4 * 10_000);
    expect((await postTip({ app }, DRAFT, busy.payload)).response.statusCode).toBe(201);

    time.offsetMs = 70_000;
    expect((await paidCheck({ app })).counter).toBeLessThanOrEqual(BASE_MAX_COUNTER);
  });
});

describe('receipt look-ups', () => {
  test('are limited per receipt, whatever the address, and counted by every route that opens one', async () => {
    const app = await instance({ lookupsPerReceiptPerHour: 3 });
    const first = await postTip({ app }, DRAFT, (await paidCheck({ app })).payload);
    const second = await postTip({ app }, DRAFT, (await paidCheck({ app })).payload);
    const { receiptId } = first.response.json() as TipReceipt;
    const other = (second.response.json() as TipReceipt).receiptId;
    const guesser = { app, remoteAddress: '203.0.113.60' };

    // Three guesses at the first receipt's token, each from another address: its three look-ups this hour.
    for (const address of ['203.0.113.61', '203.0.113.62', '203.0.113.63'])
      expect((await lookup({ app, remoteAddress: address }, receiptId, 'a'.repeat(64))).statusCode).toBe(404);
    const refused = await lookup(guesser, receiptId, first.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // The answer and the answer with files open the receipt too.
    const answer = { receiptId, token: first.token, body: first.sealed.message };
    expect((await send(guesser, { method: 'POST', url: '/tips/conversation/messages', payload: answer })).statusCode).toBe(429);
    const withFiles = multipart(answer);
    expect((await send(guesser, { method: 'POST', url: '/tips/conversation/follow-up', ...withFiles })).statusCode).toBe(429);
    // An unknown receipt is counted and refused alike: the refusal does not tell which receipts exist.
    for (let n = 0; n < 3; n++) expect((await lookup(guesser, 'AAAAAAAAAA', 'a'.repeat(64))).statusCode).toBe(404);
    expect((await lookup(guesser, 'AAAAAAAAAA', 'a'.repeat(64))).statusCode).toBe(429);

    // Another receipt, from the same address, opens; the first opens again after the hour.
    expect((await lookup(guesser, other, second.token)).statusCode).toBe(200);
    time.offsetMs = 61 * 60_000;
    expect((await lookup(guesser, receiptId, first.token)).statusCode).toBe(200);
  });

  test('are counted by a salted hash of the receipt id, which changes with the day', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const hash = dailySaltedHash(null, () => now);
    const monday = await hash('ABCDEFGHIJ');
    expect(monday).not.toContain('ABCDEFGHIJ');
    expect(await hash('ABCDEFGHIJ')).toBe(monday);
    expect(await hash('ABCDEFGHIK')).not.toBe(monday);
    now = new Date('2026-03-02T10:00:00Z');
    expect(await hash('ABCDEFGHIJ')).not.toBe(monday);
  });
});

describe('the ceiling', () => {
  test('refuses past it for the whole site, with 429 and Retry-After, per kind, and opens again', async () => {
    const app = await instance({ ceilingPerMinute: 3 });
    const from = (n: number) => ({ app, remoteAddress: `192.0.2.${n}` });
    for (let n = 1; n <= 3; n++) expect((await junkTip(from(n))).statusCode).toBe(415);
    const refused = await junkTip(from(4));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    // Look-ups have a ceiling of their own; challenges ten times the tips'.
    expect((await lookup(from(5), 'AAAAAAAAAA', 'a'.repeat(64))).statusCode).toBe(404);
    const challenges: number[] = [];
    for (let n = 0; n < 31; n++) challenges.push((await send(from(n), { method: 'GET', url: '/captcha/challenge' })).statusCode);
    expect(challenges.filter((status) => status === 200)).toHaveLength(30);
    expect(challenges.at(-1)).toBe(429);

    time.offsetMs = 61_000;
    expect((await junkTip(from(4))).statusCode).toBe(415);
  });
});
