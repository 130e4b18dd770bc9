import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createMessage, encrypt, readKey } from 'openpgp';
import {
  TIPS_DEV_PASSPHRASE,
  type TipConversation,
  type TipDetail,
  type TipList,
  type TipReceipt,
  type TipsKey,
} from '@beacon/shared/schemas';
import {
  decryptAttachment,
  decryptConversationMessage,
  decryptTip,
  encryptConversationMessage,
  encryptTip,
  newReceiptSecret,
  receiptToken,
  unlockPrivateKey,
} from '@beacon/shared/tips-crypto';
import { outbox, tipAttachments, tipMessages, tips } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { bearer, createTestContext, type TestContext, shiftableClock } from './helpers/context';
import { collectLog } from './helpers/log';
import { multipart } from './helpers/multipart';
import { postTip, send as sendAs, type Sender } from './helpers/tip-source';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
const time = shiftableClock();
const { clock } = time;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
});
afterAll(() => ctx?.close());
const NAME = 'Riley Quintero-Marsh';
const EMAIL = 'riley.q@example.org';
const TEXT = 'The shelter on 5th street moves kids out at night; ask about the van.';
const FILE = new TextEncoder().encode('%PDF-1.4 a tiny document about the van');

/** Which instance a request goes to (this file's first by default), and from where it seems to come. */
type From = Partial<Sender>;

const send = (sender: From, request: InjectOptions) => sendAs({ app: ctx.app, ...sender }, request);

const captcha = async (sender: From = {}): Promise<string> =>
  ((await send(sender, { method: 'POST', url: '/captcha/local-token' })).json() as { token: string }).token;

const newsroomKey = async (sender: From = {}): Promise<TipsKey> =>
  (await send(sender, { method: 'GET', url: '/tips/key' })).json() as TipsKey;

/** What the tips form sends: the tip encrypted with the shared helpers, as a browser would. */
const sendTip = async (overrides: Record<string, string> = {}, sender: From = {}) =>
  postTip(
    { app: ctx.app, ...sender },
    { name: NAME, email: EMAIL, message: TEXT, files: [{ name: 'van.pdf', type: 'application/pdf', size: FILE.length, bytes: FILE }] },
    await captcha(sender),
    overrides,
  );

const newsroomPrivateKey = async () => {
  const file = `${ctx.dataDir}/tips-dev-key.asc`;
  return unlockPrivateKey(fs.readFileSync(file, 'utf8'), TIPS_DEV_PASSPHRASE);
};

const tipIdOf = async (receiptId: string): Promise<string> =>
  (await ctx.database.db.select({ id: tips.id }).from(tips).where(eq(tips.receiptId, receiptId)))[0]?.id ?? '';

const conversation = (receiptId: string, token: string, sender: From = {}) =>
  send(sender, { method: 'POST', url: '/tips/conversation', payload: { receiptId, token } });

describe('GET /tips/key', () => {
  test('serves the development public key only; its private key is in the data directory, mode 0600', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/tips/key' });
    expect(response.statusCode).toBe(200);
    const key = response.json() as TipsKey;
    expect(key.development).toBe(true);
    expect(key.retentionDays).toBe(90);
    expect(response.body).not.toContain('PRIVATE KEY');
    expect((await readKey({ armoredKey: key.publicKey })).isPrivate()).toBe(false);
    const stat = fs.statSync(`${ctx.dataDir}/tips-dev-key.asc`);
    expect(stat.mode & 0o777).toBe(0o600);
  });
});

describe('POST /tips', () => {
  test('stores ciphertext only: no field of the tip, no address, in any row; staff decrypt text and attachment', async () => {
    const { response } = await sendTip();
    expect(response.statusCode).toBe(201);
    const receipt = response.json() as TipReceipt;
    expect(receipt.receiptId).toMatch(/^[A-Z2-7]{10}$/);

    const stored = JSON.stringify({
      tips: await ctx.database.db.select().from(tips),
      attachments: (await ctx.database.db.select().from(tipAttachments)).map((row) => ({
        ...row,
        ciphertext: row.ciphertext.toString('latin1'),
      })),
      messages: await ctx.database.db.select().from(tipMessages),
      outbox: await ctx.database.db.select().from(outbox),
    });
    for (const plain of [NAME, EMAIL, 'shelter', 'a tiny document', '127.0.0.1', 'lightMyRequest']) expect(stored).not.toContain(plain);

    const key = await newsroomPrivateKey();
    const [row] = await ctx.database.db.select().from(tips);
    expect(row?.message.startsWith('-----BEGIN PGP MESSAGE-----')).toBe(true);
    const tip = await decryptTip(row?.message ?? '', key);
    expect(tip).toEqual({
      v: 1,
      name: NAME,
      email: EMAIL,
      message: TEXT,
      attachments: [{ name: 'van.pdf', type: 'application/pdf', size: FILE.length }],
    });
    const [file] = await ctx.database.db.select().from(tipAttachments);
    expect(Buffer.from(await decryptAttachment(new Uint8Array(file?.ciphertext ?? []), key)).toString()).toBe(
      new TextDecoder().decode(FILE),
    );
  });

  test('each field is padded to a multiple of 512 characters: a short and a longer tip have the same length', async () => {
    const key = await newsroomKey();
    const secret = newReceiptSecret();
    const short = await encryptTip({ name: '', email: '', message: 'hi', files: [] }, key.publicKey, secret);
    const longer = await encryptTip({ name: 'A', email: 'a@b.c', message: 'x'.repeat(400), files: [] }, key.publicKey, secret);
    expect(Math.abs(short.message.length - longer.message.length)).toBeLessThan(8);
  });

  test('refuses a readable message, or one for another key, before spending the captcha', async () => {
    const token = await captcha();
    const plain = await encrypt({ message: await createMessage({ text: 'plain' }), passwords: ['x'], format: 'armored' });
    const { response } = await sendTip({ message: plain, captcha: token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { message: expect.any(String) } });
    const again = await sendTip({ captcha: token });
    expect(again.response.statusCode).toBe(201);
  });

  test('a used or forged captcha is refused and nothing is stored', async () => {
    const before = (await ctx.database.db.select().from(tips)).length;
    const token = await captcha();
    expect((await sendTip({ captcha: token })).response.statusCode).toBe(201);
    expect((await sendTip({ captcha: token })).response.statusCode).toBe(400);
    expect((await sendTip({ captcha: 'local.forged' })).response.statusCode).toBe(400);
    expect((await ctx.database.db.select().from(tips)).length).toBe(before + 1);
  });
});

describe('attachments', () => {
  test('three files of several megabytes each are accepted (over the image-upload limit); a fourth is refused', async () => {
    const key = await newsroomKey();
    const file = (size: number) => ({ name: 'f.pdf', type: 'application/pdf', size, bytes: new Uint8Array(size).fill(7) });
    const post = async (files: ReturnType<typeof file>[]) => {
      const secret = newReceiptSecret();
      const sealed = await encryptTip({ name: '', email: '', message: 'files', files }, key.publicKey, secret);
      const body = multipart(
        {
          message: sealed.message,
          sourcePublicKey: sealed.sourcePublicKey,
          sourcePrivateKey: sealed.sourcePrivateKey,
          receiptToken: await receiptToken(secret),
          captcha: await captcha(),
        },
        sealed.attachments.map((bytes) => ({
          field: 'attachment',
          filename: 'blob',
          contentType: 'application/octet-stream',
          data: Buffer.from(bytes),
        })),
      );
      return ctx.app.inject({ method: 'POST', url: '/tips', ...body });
    };
    const six = file(6 * 1024 * 1024);
    expect((await post([six, six, six])).statusCode).toBe(201);
    const refused = await post([file(10), file(10), file(10), file(10)]);
    expect(refused.statusCode).toBe(413);
    expect((refused.json() as { message: string }).message).toMatch(/at most 3 attachments/);
    // Each 6 MB file is padded to its 8 MiB bucket before encryption: 24 MiB to encrypt and parse on a shared machine.
  }, 180_000);
});

describe('receipts', () => {
  test('open the conversation; staff reply to the source key; the source reads it and answers', async () => {
    const { response, secret, token } = await sendTip();
    const { receiptId } = response.json() as TipReceipt;
    const opened = await conversation(receiptId, token);
    expect(opened.statusCode).toBe(200);
    const first = opened.json() as TipConversation;
    expect(first.messages).toEqual([]);

    const admin = bearer(await ctx.adminToken());
    // (Tips of one hour are listed in no particular order: find this one by its receipt.)
    const id = await tipIdOf(receiptId);
    const newsroom = await newsroomKey();
    const reply = await encryptConversationMessage('Can you tell us which night?', [first.sourcePublicKey, newsroom.publicKey]);
    const sent = await ctx.app.inject({ method: 'POST', url: `/admin/tips/${id}/replies`, headers: admin, payload: { body: reply } });
    expect(sent.statusCode).toBe(201);

    const source = await unlockPrivateKey(first.sourcePrivateKey, secret);
    const later = (await conversation(receiptId, token)).json() as TipConversation;
    expect(later.messages.map((message) => message.from)).toEqual(['staff']);
    expect(await decryptConversationMessage(later.messages[0]?.body ?? '', source)).toBe('Can you tell us which night?');

    const answer = await encryptConversationMessage('Tuesdays, after 11.', [newsroom.publicKey, first.sourcePublicKey]);
    const answered = await ctx.app.inject({
      method: 'POST',
      url: '/tips/conversation/messages',
      payload: { receiptId, token, body: answer },
    });
    expect(answered.statusCode).toBe(201);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/admin/tips/${id}`, headers: admin })).json() as TipDetail;
    expect(detail.status).toBe('new');
    expect(await decryptConversationMessage(detail.conversation[1]?.body ?? '', await newsroomPrivateKey())).toBe('Tuesdays, after 11.');
  });

  test('a wrong token and an unknown receipt get the same answer', async () => {
    const { response } = await sendTip();
    const { receiptId } = response.json() as TipReceipt;
    const wrong = await conversation(receiptId, 'a'.repeat(64));
    const unknown = await conversation('AAAAAAAAAA', 'a'.repeat(64));
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
  });

  test('expire after the retention period, and expired tips are purged', async () => {
    const { response, token } = await sendTip();
    const { receiptId, expiresAt } = response.json() as TipReceipt;
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(89 * DAY_MS);
    time.offsetMs = 91 * DAY_MS;
    expect((await conversation(receiptId, token)).statusCode).toBe(404);
    expect(await ctx.app.beacon.tips.repository.purgeExpired()).toBeGreaterThan(0);
    expect(await ctx.app.beacon.tips.repository.byReceipt(receiptId)).toBeNull();
  });
});

describe('the staff inbox', () => {
  test('is admin-only', async () => {
    const visitor = bearer(await ctx.visitorToken());
    for (const [method, url] of [
      ['GET', '/admin/tips'],
      ['GET', '/admin/tips/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/admin/tips/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method, url, headers: visitor })).statusCode).toBe(403);
    }
  });

  test('mark read, archive, reply only to the source key, delete: each recorded in the audit log', async () => {
    const { response } = await sendTip();
    expect(response.statusCode).toBe(201);
    const admin = bearer(await ctx.adminToken());
    const { tips: list } = (await ctx.app.inject({ method: 'GET', url: '/admin/tips?status=new', headers: admin })).json() as TipList;
    const id = await tipIdOf((response.json() as TipReceipt).receiptId);
    const listed = list.find((tip) => tip.id === id);
    expect(listed).toMatchObject({ status: 'new', attachments: 1, messages: 0 });
    expect(Object.keys(listed ?? {}).sort()).toEqual([
      'attachments',
      'expiresAt',
      'id',
      'lastMessageAt',
      'lastMessageFrom',
      'messages',
      'receivedAt',
      'status',
    ]);

    const read = await ctx.app.inject({ method: 'PUT', url: `/admin/tips/${id}/status`, headers: admin, payload: { status: 'read' } });
    expect(read.json()).toMatchObject({ status: 'read' });
    await ctx.app.inject({ method: 'PUT', url: `/admin/tips/${id}/status`, headers: admin, payload: { status: 'archived' } });

    const detail = (await ctx.app.inject({ method: 'GET', url: `/admin/tips/${id}`, headers: admin })).json() as TipDetail;
    const attachment = await ctx.app.inject({
      method: 'GET',
      url: `/admin/tips/${id}/attachments/${detail.attachmentList[0]?.id}`,
      headers: admin,
    });
    expect(attachment.headers['content-type']).toBe('application/octet-stream');
    expect(Buffer.from(await decryptAttachment(new Uint8Array(attachment.rawPayload), await newsroomPrivateKey())).toString()).toContain(
      'tiny document',
    );

    const newsroom = await newsroomKey();
    const notForSource = await encryptConversationMessage('hello', [newsroom.publicKey]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/admin/tips/${id}/replies`,
      headers: admin,
      payload: { body: notForSource },
    });
    expect(refused.statusCode).toBe(400);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/admin/tips/${id}`, headers: admin })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/admin/tips/${id}`, headers: admin })).statusCode).toBe(404);
    const audit = (await ctx.app.inject({ method: 'GET', url: `/admin/audit?entity=tip&entityId=${id}`, headers: admin })).json() as {
      entries: { action: string }[];
    };
    expect(audit.entries.map((entry) => entry.action)).toEqual(['tip.deleted', 'tip.status', 'tip.status']);
  });
});

describe('arrival times', () => {
  const HOUR_MS = 60 * 60 * 1000;
  /** Tomorrow, 37 minutes into the current hour: a time that is not on the hour. */
  const setClockMidHour = (): Date => {
    const target = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 24 * HOUR_MS + 37 * 60 * 1000);
    time.offsetMs = target.getTime() - Date.now();
    return new Date(target.getTime() - 37 * 60 * 1000);
  };
  const inbox = async (): Promise<TipList> =>
    (await ctx.app.inject({ method: 'GET', url: '/admin/tips', headers: bearer(await ctx.adminToken()) })).json() as TipList;

  test('a tip and its source’s messages are stored by the hour; its expiry follows; staff replies keep their time', async () => {
    const hour = setClockMidHour();
    const { response, token, sealed } = await sendTip();
    const { receiptId, expiresAt } = response.json() as TipReceipt;
    expect(expiresAt).toBe(new Date(hour.getTime() + 90 * DAY_MS).toISOString());
    const opened = (await conversation(receiptId, token)).json() as TipConversation;
    expect(opened.receivedAt).toBe(hour.toISOString());
    const id = await tipIdOf(receiptId);
    const [row] = await ctx.database.db.select().from(tips).where(eq(tips.id, id));
    expect(row?.receivedAt.toISOString()).toBe(hour.toISOString());
    // The staff inbox lists it by that hour.
    expect((await inbox()).tips.find((tip) => tip.id === id)?.receivedAt).toBe(hour.toISOString());

    // The source's first message: on the hour too.
    const follow = (body: string) =>
      ctx.app.inject({ method: 'POST', url: '/tips/conversation/messages', payload: { receiptId, token, body } });
    expect(((await follow(sealed.message)).json() as { at: string }).at).toBe(hour.toISOString());
    // A staff reply keeps its exact time; the source's answer within the hour is listed after it, a millisecond later.
    const admin = bearer(await ctx.adminToken());
    const toSource = await encryptConversationMessage('Which night?', [opened.sourcePublicKey, (await newsroomKey()).publicKey]);
    const reply = await ctx.app.inject({ method: 'POST', url: `/admin/tips/${id}/replies`, headers: admin, payload: { body: toSource } });
    expect(reply.statusCode).toBe(201);
    const staffAt = Date.parse((reply.json() as { at: string }).at);
    expect(staffAt).toBeGreaterThan(hour.getTime() + 30 * 60 * 1000);
    const answer = (await follow(sealed.message)).json() as { at: string };
    expect(Date.parse(answer.at)).toBe(staffAt + 1);
    const messages = ((await conversation(receiptId, token)).json() as TipConversation).messages;
    expect(messages.map((message) => message.from)).toEqual(['source', 'staff', 'source']);
  });

  test('TIPS_EXACT_TIMES=1 keeps the exact time', async () => {
    expect(loadConfig({ TIPS_EXACT_TIMES: '1' }).tips.exactTimes).toBe(true);
    expect(loadConfig({}).tips.exactTimes).toBe(false);
    setClockMidHour();
    const exact = await ctx.extraApp({ tips: { ...ctx.app.beacon.config.tips, exactTimes: true } }, { clock });
    const before = clock().getTime();
    const { response, token } = await sendTip({}, { app: exact });
    const after = clock().getTime();
    const { receiptId } = response.json() as TipReceipt;
    const received = Date.parse(((await conversation(receiptId, token, { app: exact })).json() as TipConversation).receivedAt);
    expect(received).toBeGreaterThanOrEqual(before);
    expect(received).toBeLessThanOrEqual(after);
    expect(received % HOUR_MS).not.toBe(0);
  });
});

describe('what the tips routes keep about the sender', () => {
  test('no log line on the tip path (page data, bot check, tip, receipt, conversation) carries the address or user agent', async () => {
    const logs = collectLog();
    const altchaLogs = collectLog();
    const source: From = { remoteAddress: '203.0.113.77', headers: { 'user-agent': 'SourceBrowser/1.0 (a laptop)' } };
    const app = await ctx.extraApp({}, { logger: { level: 'info', stream: logs.stream } });
    const altcha = await ctx.extraApp({ captchaMode: 'altcha' }, { logger: { level: 'info', stream: altchaLogs.stream } });
    const from = { ...source, app };

    expect((await send({ ...source, app: altcha }, { method: 'GET', url: '/captcha/challenge' })).statusCode).toBe(200);
    const { response, token, sealed } = await sendTip({}, from);
    expect(response.statusCode).toBe(201);
    const { receiptId } = response.json() as TipReceipt;
    expect((await conversation(receiptId, token, from)).statusCode).toBe(200);
    const answer = { receiptId, token, body: sealed.message };
    expect((await send(from, { method: 'POST', url: '/tips/conversation/messages', payload: answer })).statusCode).toBe(201);
    // Refusals, unknown routes under the path and an escaped path are left out alike.
    expect((await conversation(receiptId, 'a'.repeat(64), from)).statusCode).toBe(404);
    expect((await send(from, { method: 'POST', url: '/tips', payload: {} })).statusCode).toBe(415);
    expect((await send(from, { method: 'GET', url: '/tips/nothing-here' })).statusCode).toBe(404);
    expect((await send(from, { method: 'GET', url: '/%74ips/key' })).statusCode).toBeLessThan(500);

    // Every line of those requests (incoming, completed, any other), by request id: one per request above.
    const requestIds = (text: string[]) => new Set(text.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean));
    expect([requestIds(altchaLogs.text).size, requestIds(logs.text).size]).toEqual([1, 9]);
    const all = [...altchaLogs.text, ...logs.text];
    expect(all.length).toBeGreaterThanOrEqual(2 * 10);
    expect(all.filter((line) => /remoteAddress|remotePort|203\.0\.113\.77|SourceBrowser/.test(line))).toEqual([]);

    // Any other route still logs its address: the collector would have seen one.
    await send(from, { method: 'GET', url: '/health' });
    expect(logs.text.some((line) => line.includes('/health') && line.includes('203.0.113.77'))).toBe(true);
  });
});
