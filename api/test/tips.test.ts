import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
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
import { tipsAddressKey } from '../src/tips/address-key';
import { bearer, createTestContext, type TestContext } from './helpers/context';
import { collectLog } from './helpers/log';
import { multipart } from './helpers/multipart';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
});
afterAll(() => ctx?.close());
afterEach(() => {
  offsetMs = 0;
});

const NAME = 'Riley Quintero-Marsh';
const EMAIL = 'riley.q@example.org';
const TEXT = 'The shelter on 5th street moves kids out at night; ask about the van.';
const FILE = new TextEncoder().encode('%PDF-1.4 a tiny document about the van');

const captcha = async (): Promise<string> =>
  ((await ctx.app.inject({ method: 'POST', url: '/captcha/local-token' })).json() as { token: string }).token;

const newsroomKey = async (): Promise<TipsKey> => (await ctx.app.inject({ method: 'GET', url: '/tips/key' })).json() as TipsKey;

/** What the tips form sends: the tip encrypted with the shared helpers, as a browser would. */
async function sendTip(overrides: Record<string, string> = {}) {
  const key = await newsroomKey();
  const secret = newReceiptSecret();
  const sealed = await encryptTip(
    { name: NAME, email: EMAIL, message: TEXT, files: [{ name: 'van.pdf', type: 'application/pdf', size: FILE.length, bytes: FILE }] },
    key.publicKey,
    secret,
  );
  const token = await receiptToken(secret);
  const body = multipart(
    {
      message: sealed.message,
      sourcePublicKey: sealed.sourcePublicKey,
      sourcePrivateKey: sealed.sourcePrivateKey,
      receiptToken: token,
      captcha: await captcha(),
      ...overrides,
    },
    sealed.attachments.map((bytes) => ({
      field: 'attachment',
      filename: 'blob',
      contentType: 'application/octet-stream',
      data: Buffer.from(bytes),
    })),
  );
  const response = await ctx.app.inject({ method: 'POST', url: '/tips', ...body });
  return { response, secret, token, sealed };
}

const newsroomPrivateKey = async () => {
  const file = `${ctx.dataDir}/tips-dev-key.asc`;
  return unlockPrivateKey(fs.readFileSync(file, 'utf8'), TIPS_DEV_PASSPHRASE);
};

const conversation = (receiptId: string, token: string) =>
  ctx.app.inject({ method: 'POST', url: '/tips/conversation', payload: { receiptId, token } });

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
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
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
    const { tips: list } = (await ctx.app.inject({ method: 'GET', url: '/admin/tips', headers: admin })).json() as TipList;
    const id = list[0]?.id ?? '';
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
    offsetMs = 91 * DAY_MS;
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
    const id = list[0]?.id ?? '';
    expect(list[0]).toMatchObject({ status: 'new', attachments: 1, messages: 0 });
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
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

describe('what the tips routes keep about the sender', () => {
  test('their request logs have no address and no user agent', async () => {
    const { stream, text: lines } = collectLog();
    const app = await ctx.extraApp({}, { logger: { level: 'info', stream } });
    await app.inject({ method: 'GET', url: '/tips/key', headers: { 'user-agent': 'SourceBrowser/1.0' } });
    await app.inject({ method: 'GET', url: '/health', headers: { 'user-agent': 'SourceBrowser/1.0' } });
    const tipLines = lines.filter((line) => line.includes('/tips/key'));
    expect(tipLines.length).toBeGreaterThan(0);
    for (const line of tipLines) {
      expect(line).not.toContain('remoteAddress');
      expect(line).not.toContain('127.0.0.1');
      expect(line).not.toContain('SourceBrowser');
    }
    expect(lines.some((line) => line.includes('/health') && line.includes('remoteAddress'))).toBe(true);
  });

  test('the rate limit counts per salted hash of the address, which changes with the day', async () => {
    const app = await ctx.extraApp({ rateLimitMax: 2 });
    const from = (ip: string) => app.inject({ method: 'GET', url: '/tips/key', remoteAddress: ip });
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(429);
    expect((await from('203.0.113.8')).statusCode).toBe(200);

    let now = new Date('2026-03-01T10:00:00Z');
    const keyOf = tipsAddressKey(null, () => now);
    const request = (ip: string) => ({ ip, socket: { remoteAddress: ip } }) as unknown as FastifyRequest;
    const monday = await keyOf(request('203.0.113.7'));
    expect(monday).not.toContain('203.0.113.7');
    expect(await keyOf(request('203.0.113.7'))).toBe(monday);
    expect(await keyOf(request('203.0.113.8'))).not.toBe(monday);
    now = new Date('2026-03-02T10:00:00Z');
    expect(await keyOf(request('203.0.113.7'))).not.toBe(monday);
  });
});
