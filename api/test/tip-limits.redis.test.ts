// The tip line's limits counted once across instances: two API instances on one database and one Redis (REDIS_URL).
// Selected by the jest configuration only when REDIS_URL is set (CI's PostgreSQL pass starts a Redis).
import { randomInt } from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import { Redis } from 'ioredis';
import type { TipReceipt } from '@beacon/shared/schemas';
import type { BeaconApp } from '../src/app';
import type { Config } from '../src/config';
import { createTestContext, type TestContext } from './helpers/context';
import { postTip, send, solvedChallenge, type Sender } from './helpers/tip-source';

const REDIS_URL = process.env.REDIS_URL ?? '';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counters outlive a run in Redis and are site-wide (not per address): each test moves the clock to a day no other
 * run or test used, so it starts from nothing.
 */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const freshDay = () => {
  offsetMs = randomInt(1, 100_000) * DAY_MS;
};

let ctx: TestContext;
let redis: Redis;
beforeAll(async () => {
  ctx = await createTestContext({ redisUrl: REDIS_URL }, { clock });
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await ctx?.close();
});

/** Two instances sharing the database and Redis, with ALTCHA, the production per-address limit and these limits. */
const pair = async (limits: Partial<Config['tips']['limits']>): Promise<[BeaconApp, BeaconApp]> => {
  const overrides: Partial<Config> = {
    redisUrl: REDIS_URL,
    captchaMode: 'altcha',
    rateLimitMax: 10,
    tips: { ...ctx.app.beacon.config.tips, limits: { ...ctx.app.beacon.config.tips.limits, ...limits } },
  };
  return [await ctx.extraApp(overrides, { clock }), await ctx.extraApp(overrides, { clock })];
};

const DRAFT = { name: '', email: '', message: 'Shared limits.', files: [] };
const junkTip = (sender: Sender) => send(sender, { method: 'POST', url: '/tips', payload: { message: 'spam' } });
const paidCheck = async (sender: Sender) =>
  solvedChallenge((await send(sender, { method: 'GET', url: '/captcha/challenge' })).json() as Challenge);

describe('tip limits shared through Redis', () => {
  test('the ceiling counts the tips of every instance together', async () => {
    freshDay();
    const [one, two] = await pair({ ceilingPerMinute: 4 });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await junkTip({ app: n % 2 === 0 ? one : two, remoteAddress: `192.0.2.${n + 1}` })).statusCode);
    expect(statuses).toEqual([415, 415, 415, 415, 429, 429]);
  });

  test('tips on one instance raise the work the other asks', async () => {
    freshDay();
    const [one, two] = await pair({ powCalmPerMinute: 2 });
    expect((await paidCheck({ app: two })).counter).toBeLessThanOrEqual(30_000);
    for (let n = 0; n < 8; n++) expect((await junkTip({ app: one, remoteAddress: `192.0.2.${n + 1}` })).statusCode).toBe(415);
    const busy = await paidCheck({ app: two });
    expect(busy.counter).toBeGreaterThanOrEqual(40_000);
    expect((await postTip({ app: one }, DRAFT, busy.payload)).response.statusCode).toBe(201);
  });

  test('look-ups of one receipt are counted across instances, under a hash: Redis never holds the receipt id', async () => {
    freshDay();
    const [one, two] = await pair({ lookupsPerReceiptPerHour: 2 });
    const { response, token } = await postTip({ app: one }, DRAFT, (await paidCheck({ app: one })).payload);
    const { receiptId } = response.json() as TipReceipt;
    const open = (app: BeaconApp) => send({ app }, { method: 'POST', url: '/tips/conversation', payload: { receiptId, token } });
    expect([(await open(one)).statusCode, (await open(two)).statusCode, (await open(one)).statusCode]).toEqual([200, 200, 429]);

    const keys = await redis.keys('beacon:tips-limit:*');
    expect(keys.some((key) => key.includes(':receipt:'))).toBe(true);
    expect(keys.filter((key) => key.includes(receiptId))).toEqual([]);
  });
});
