// The staff inbox's flags (unread count, answered, a source's follow-up with files) and the hourly notice to staff.
import fs from 'node:fs';
import { readKey } from 'openpgp';
import { TIPS_DEV_PASSPHRASE, type TipDetail, type TipList, type TipMessage, type TipReceipt, type TipsKey } from '@beacon/shared/schemas';
import {
  decryptAttachment,
  encryptAttachments,
  encryptConversationMessage,
  encryptTip,
  newReceiptSecret,
  readConversationMessage,
  receiptToken,
  unlockPrivateKey,
  type TipFile,
} from '@beacon/shared/tips-crypto';
import { loadConfig } from '../src/config';
import { outbox, tipAttachments } from '../src/db/schema';
import { bearer, createTestContext, type TestContext } from './helpers/context';
import { fakeFetch } from './helpers/fake-fetch';
import { multipart } from './helpers/multipart';

let now = new Date('2031-03-04T14:23:17Z');
const clock = () => now;
const DESK = 'desk@newsroom.example';
const NOTIFY = { to: DESK, emailJs: null };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ tips: { ...loadConfig({}).tips, notify: NOTIFY } }, { clock });
});
afterAll(() => ctx?.close());

const newsroomKey = async (): Promise<TipsKey> => (await ctx.app.inject({ method: 'GET', url: '/tips/key' })).json() as TipsKey;
const newsroomPrivateKey = () => unlockPrivateKey(fs.readFileSync(`${ctx.dataDir}/tips-dev-key.asc`, 'utf8'), TIPS_DEV_PASSPHRASE);
const admin = async () => bearer(await ctx.adminToken());
const captcha = async (): Promise<string> =>
  ((await ctx.app.inject({ method: 'POST', url: '/captcha/local-token' })).json() as { token: string }).token;

const inbox = async (): Promise<string[]> =>
  ((await ctx.app.inject({ method: 'GET', url: '/admin/tips', headers: await admin() })).json() as TipList).tips.map((tip) => tip.id);

/** A tip as the form sends it; answers its id in the inbox and what the source keeps. */
async function sendTip(message = 'The van leaves at night.') {
  const earlier = new Set(await inbox());
  const key = await newsroomKey();
  const secret = newReceiptSecret();
  const sealed = await encryptTip({ name: '', email: '', message, files: [] }, key.publicKey, secret);
  const token = await receiptToken(secret);
  const body = multipart({
    message: sealed.message,
    sourcePublicKey: sealed.sourcePublicKey,
    sourcePrivateKey: sealed.sourcePrivateKey,
    receiptToken: token,
    captcha: await captcha(),
  });
  const response = await ctx.app.inject({ method: 'POST', url: '/tips', ...body });
  expect(response.statusCode).toBe(201);
  const { receiptId } = response.json() as TipReceipt;
  const id = (await inbox()).find((each) => !earlier.has(each)) ?? '';
  return { id, receiptId, token, sourcePublicKey: sealed.sourcePublicKey };
}

const unread = async (): Promise<number> =>
  ((await ctx.app.inject({ method: 'GET', url: '/admin/tips/unread', headers: await admin() })).json() as { unread: number }).unread;
const detail = async (id: string): Promise<TipDetail> =>
  (await ctx.app.inject({ method: 'GET', url: `/admin/tips/${id}`, headers: await admin() })).json() as TipDetail;
const setStatus = async (id: string, status: string) =>
  ctx.app.inject({ method: 'PUT', url: `/admin/tips/${id}/status`, headers: await admin(), payload: { status } });
const reply = async (id: string, sourcePublicKey: string, text: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/admin/tips/${id}/replies`,
    headers: await admin(),
    payload: { body: await encryptConversationMessage(text, [sourcePublicKey]) },
  });

/** A follow-up with files, as the answer form sends it. */
async function followUp(tip: { receiptId: string; token: string }, text: string, files: TipFile[], extraFiles: Buffer[] = []) {
  const key = await newsroomKey();
  const body = await encryptConversationMessage(text, [key.publicKey], files);
  const sealed = [...(await encryptAttachments(files, key.publicKey)).map((bytes) => Buffer.from(bytes)), ...extraFiles];
  const form = multipart(
    { receiptId: tip.receiptId, token: tip.token, body },
    sealed.map((data) => ({ field: 'attachment', filename: 'attachment.pgp', contentType: 'application/octet-stream', data })),
  );
  return ctx.app.inject({ method: 'POST', url: '/tips/conversation/follow-up', ...form });
}

const auditOf = async (id: string) =>
  (
    (await ctx.app.inject({ method: 'GET', url: `/admin/audit?entity=tip&entityId=${id}`, headers: await admin() })).json() as {
      entries: { action: string; before: unknown; after: unknown }[];
    }
  ).entries;

describe('the inbox flags', () => {
  test('unread counts new tips; read, a reply (answered) and a source’s answer (new again) move it; all in the log', async () => {
    const before = await unread();
    const tip = await sendTip();
    expect(await unread()).toBe(before + 1);
    expect((await setStatus(tip.id, 'read')).statusCode).toBe(200);
    expect(await unread()).toBe(before);

    expect((await reply(tip.id, tip.sourcePublicKey, 'Which night?')).statusCode).toBe(201);
    const answered = await detail(tip.id);
    expect(answered.status).toBe('answered');
    expect(answered.lastMessageFrom).toBe('staff');

    now = new Date(now.getTime() + 60_000); // the source answers a minute after the reply
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/tips/conversation/messages',
      payload: {
        receiptId: tip.receiptId,
        token: tip.token,
        body: await encryptConversationMessage('Tuesday.', [(await newsroomKey()).publicKey]),
      },
    });
    expect(sent.statusCode).toBe(201);
    const replied = await detail(tip.id);
    expect([replied.status, replied.messages, replied.lastMessageFrom]).toEqual(['new', 2, 'source']);
    expect(await unread()).toBe(before + 1);

    const statusChanges = (await auditOf(tip.id)).filter((entry) => entry.action === 'tip.status').map((entry) => entry.after);
    expect(statusChanges).toEqual(expect.arrayContaining([{ status: 'read' }, { status: 'answered' }]));
    expect((await auditOf(tip.id)).map((entry) => entry.action)).toContain('tip.replied');
  });

  test('a reply to an archived tip leaves it archived; the count is admin-only', async () => {
    const tip = await sendTip();
    await setStatus(tip.id, 'archived');
    expect((await reply(tip.id, tip.sourcePublicKey, 'Noted.')).statusCode).toBe(201);
    expect((await detail(tip.id)).status).toBe('archived');
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/tips/unread' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/tips/unread', headers: bearer(await ctx.visitorToken()) })).statusCode).toBe(
      403,
    );
  });
});

describe('a follow-up with files', () => {
  const photo = Uint8Array.from({ length: 7_831 }, (_value, index) => (index * 13) % 256);
  const notes = new TextEncoder().encode('page five of the minutes');
  const FILES: TipFile[] = [
    { name: 'van.jpg', type: 'image/jpeg', size: photo.length, bytes: photo },
    { name: 'p5.txt', type: 'text/plain', size: notes.length, bytes: notes },
  ];

  test('is stored as padded ciphertext; staff see its files on the message and get the exact bytes and names back', async () => {
    const tip = await sendTip();
    const response = await followUp(tip, 'Two more things.', FILES);
    expect(response.statusCode).toBe(201);
    const sent = response.json() as TipMessage;
    expect(sent.attachments.map((file) => file.index)).toEqual([0, 1]);
    // Both files fall in the 16 KiB bucket: their ciphertexts are the same size.
    expect(sent.attachments[0]?.size).toBe(sent.attachments[1]?.size);
    expect(sent.attachments[0]?.size).toBeGreaterThan(16 * 1024);

    const opened = await detail(tip.id);
    expect(opened.attachmentList).toEqual([]);
    const message = opened.conversation[0];
    expect(message?.attachments).toEqual(sent.attachments);
    const key = await newsroomPrivateKey();
    const read = await readConversationMessage(message?.body ?? '', key);
    expect(read).toEqual({ text: 'Two more things.', attachments: FILES.map(({ name, type, size }) => ({ name, type, size })) });
    for (const [index, file] of (message?.attachments ?? []).entries()) {
      const stored = await ctx.app.inject({ method: 'GET', url: `/admin/tips/${tip.id}/attachments/${file.id}`, headers: await admin() });
      const bytes = await decryptAttachment(new Uint8Array(stored.rawPayload), key);
      expect(Buffer.from(bytes).equals(Buffer.from(FILES[index]?.bytes ?? []))).toBe(true);
    }
    const rows = await ctx.database.db.select().from(tipAttachments);
    expect(rows.map((row) => row.ciphertext.toString('latin1')).join()).not.toContain('page five');
  });

  test('the same limits as a tip: at most three files, each encrypted to the newsroom key; a wrong receipt is 404', async () => {
    const tip = await sendTip();
    const four = Array.from({ length: 4 }, (_value, index) => ({ ...FILES[1], name: `n${index}.txt` }) as TipFile);
    expect((await followUp(tip, 'Four files.', four)).statusCode).toBe(413);
    const plain = await followUp(tip, 'Not encrypted.', [], [Buffer.from('plain text file')]);
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ fields: { 'attachment[0]': expect.stringContaining('newsroom key') } });
    expect((await followUp({ ...tip, token: 'b'.repeat(64) }, 'Wrong receipt.', FILES)).statusCode).toBe(404);
    expect((await detail(tip.id)).conversation).toEqual([]);
  });
});

describe('the hourly notice to staff', () => {
  const hour = (iso: string) => {
    now = new Date(iso);
  };
  const notices = async () =>
    (await ctx.database.db.select().from(outbox)).filter((row) => row.templateParams.to_email === DESK).map((row) => row.templateParams);

  test('says only that something arrived in an hour, once for that hour, at its end; nothing when nothing came', async () => {
    hour('2031-03-05T09:41:07Z');
    const tip = await sendTip('Secret plans of the council');
    hour('2031-03-05T10:00:01Z');
    expect(await ctx.app.beacon.tips.notices?.runHour(now)).toBe(true);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice?.message).toContain('between 09:00 and 10:00 UTC on 2031-03-05');
    const text = JSON.stringify(notice);
    for (const leak of ['09:41', 'Secret', tip.receiptId, tip.id, 'BEGIN PGP', '1 ']) expect(text).not.toContain(leak);

    // Another instance on the same database, or a second run, sends nothing more for that hour.
    const other = await ctx.extraApp({ tips: { ...loadConfig({}).tips, notify: NOTIFY } }, { clock });
    expect(await other.beacon.tips.notices?.runHour(now)).toBe(false);
    expect(await ctx.app.beacon.tips.notices?.runHour(now)).toBe(false);
    // The next hour had nothing.
    hour('2031-03-05T11:00:01Z');
    expect(await ctx.app.beacon.tips.notices?.runHour(now)).toBe(false);
    expect(await notices()).toHaveLength(1);
  });

  test('a source’s answer counts as something arriving; off by default; through EmailJS when it is configured', async () => {
    hour('2031-03-06T08:10:00Z');
    const tip = await sendTip();
    hour('2031-03-06T15:05:00Z');
    await followUp(tip, 'One more.', []);
    hour('2031-03-06T16:00:02Z');
    const remote = fakeFetch(() => ({ status: 200 }));
    const config = loadConfig({
      TIPS_NOTIFY_EMAIL: DESK,
      EMAILJS_PUBLIC_KEY: 'pk_real',
      EMAILJS_SERVICE_ID: 'svc',
      EMAILJS_TEMPLATE_ID: 'tpl',
      EMAILJS_PRIVATE_KEY: 'private',
    });
    const viaEmailJs = await ctx.extraApp({ tips: config.tips }, { clock, fetch: remote.fetch });
    expect(await viaEmailJs.beacon.tips.notices?.runHour(now)).toBe(true);
    expect(remote.calls).toHaveLength(1);
    expect(remote.calls[0]?.url.href).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(JSON.parse(String(remote.calls[0]?.body))).toMatchObject({
      service_id: 'svc',
      template_id: 'tpl',
      user_id: 'pk_real',
      accessToken: 'private',
      template_params: { to_email: DESK, message: expect.stringContaining('between 15:00 and 16:00 UTC') },
    });
    expect(loadConfig({}).tips.notify).toBeNull();
    const quiet = await ctx.extraApp({}, { clock });
    expect(quiet.beacon.tips.notices).toBeNull();
    expect(() => loadConfig({ TIPS_NOTIFY_EMAIL: 'desk, boss@example.org' })).toThrow(/one e-mail address/);
  });
});

describe('GET /tips/key.asc', () => {
  test('serves the armored public key the form encrypts to, with its fingerprint readable from it', async () => {
    const file = await ctx.app.inject({ method: 'GET', url: '/tips/key.asc' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pgp-keys; charset=utf-8');
    expect(file.body.trim()).toBe((await newsroomKey()).publicKey.trim());
    expect(file.body).not.toContain('PRIVATE KEY');
    expect((await readKey({ armoredKey: file.body })).getFingerprint()).toBe((await newsroomKey()).fingerprint);
  });
});
