import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { FORM_TOKEN_PLACEHOLDER } from '@beacon/shared/contract/names';
import { TIPS_DEV_PASSPHRASE } from '@beacon/shared/schemas';
import {
  decryptAttachment,
  decryptTip,
  encryptConversationMessage,
  readConversationMessage,
  TIP_ATTACHMENT_MIN_BUCKET,
  unlockPrivateKey,
} from '@beacon/shared/tips-crypto';
import { TIPS_PRIVACY } from '@beacon/shared/tips-crypto/texts';
import { tipAttachments, tipMessages, tips } from '../src/db/schema';
import type { BeaconApp } from '../src/app';
import { createTestContext, type TestContext, shiftableClock } from './helpers/context';
import { collectLog, type CollectedLog } from './helpers/log';
import { multipart, type FilePart } from './helpers/multipart';

let ctx: TestContext;
let app: BeaconApp;
let logs: CollectedLog<{ level: number; msg: string }>;
const time = shiftableClock();
const { clock } = time;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
  logs = collectLog();
  // Every line the API can write, so a plaintext that reached the log would be found.
  app = await ctx.extraApp({ logLevel: 'trace' }, { clock, logger: { level: 'trace', stream: logs.stream } });
});
afterAll(() => ctx?.close());
const NAME = 'Marisol Okonkwo-Havel';
const EMAIL = 'marisol.oh@example.net';
const TEXT = 'The depot on Canal Road refuels the unmarked trucks at 3am; the night manager keeps a ledger.';
const FILE_TEXT = 'Ledger page seventeen: fuel for plates KX-4471';
const ANSWER = 'The ledger is in the blue cabinet by the pumps.';
const ANSWER_FILE = 'Second ledger page: plates KX-9902 again';
const REPLY = 'Thank you. Can you tell us which nights?';

const file = (filename: string, content: string): FilePart => ({
  field: 'attachment',
  filename,
  contentType: 'text/plain',
  data: Buffer.from(content),
});

const post = (url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url, ...body } satisfies InjectOptions);

const formToken = async (): Promise<string> =>
  ((await app.inject({ method: 'GET', url: '/tips/form/token' })).json() as { token: string }).token;

/** A token from a page served a few seconds ago, as a person filling the form would send it. */
const agedToken = async (): Promise<string> => {
  const token = await formToken();
  time.offsetMs += 5_000;
  return token;
};

const sendForm = (fields: Record<string, string>, files: FilePart[] = []) => post('/tips/form/send', multipart(fields, files));

const receiptIn = (html: string): string => /data-testid="tip-receipt">([A-Z2-7-]+)</.exec(html)?.[1] ?? '';

const tipCount = async (): Promise<number> => (await ctx.database.db.select().from(tips)).length;

/** Every row of every table, as text. */
async function wholeDatabase(): Promise<string> {
  return ctx.database.transactionRaw(async (raw) => {
    const tables = await raw.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    const rows: string[] = [];
    for (const { table_name: table } of tables) {
      // Binary columns come out as hex: the files' plaintext is searched in that spelling too.
      rows.push(...(await raw.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`)).map(({ row }) => row));
    }
    expect(rows.length).toBeGreaterThan(0);
    return rows.join('\n');
  });
}

/** Every file the API wrote in its data folder. */
const dataFolder = (dir: string): string =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)).toString('latin1'))
    .join('\n');

const hex = (text: string): string => Buffer.from(text).toString('hex');

const newsroomPublicKey = async (): Promise<string> =>
  ((await app.inject({ method: 'GET', url: '/tips/key' })).json() as { publicKey: string }).publicKey;

const newsroomKey = () => unlockPrivateKey(fs.readFileSync(`${ctx.dataDir}/tips-dev-key.asc`, 'utf8'), TIPS_DEV_PASSPHRASE);

describe('the tips form without JavaScript', () => {
  test('encrypts on arrival: only ciphertext in the database, the data folder and the log; staff read text and file; the receipt opens replies', async () => {
    const sent = await sendForm({ formToken: await agedToken(), from_name: NAME, from_email: EMAIL, message: TEXT }, [
      file('ledger.txt', FILE_TEXT),
    ]);
    expect(sent.statusCode).toBe(201);
    // Counted as a tip, like one the browser encrypted.
    expect(await app.metrics.registry.metrics()).toMatch(/^beacon_tips_created_total [1-9]/m);
    expect(sent.headers['content-type']).toMatch(/^text\/html/);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toContain(TIPS_PRIVACY.tipSent);
    const receipt = receiptIn(sent.body);
    expect(receipt).toMatch(/^([A-Z2-7]{6}-){6}[A-Z2-7]{6}$/);

    // Staff answer, as the inbox does: encrypted to the source's key and the newsroom's.
    const [row] = await ctx.database.db.select().from(tips);
    const admin = await ctx.adminToken();
    const reply = await encryptConversationMessage(REPLY, [row?.sourcePublicKey ?? '', await newsroomPublicKey()]);
    const replied = await app.inject({
      method: 'POST',
      url: `/admin/tips/${row?.id}/replies`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { body: reply },
    });
    expect(replied.statusCode).toBe(201);

    const opened = await post('/tips/form/conversation', multipart({ receipt: receipt.toLowerCase() }));
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(REPLY);
    expect(opened.body).toContain(`name="receipt" value="${receipt.toLowerCase()}"`);

    const answered = await post('/tips/form/answer', multipart({ receipt, answer: ANSWER }, [file('ledger-2.txt', ANSWER_FILE)]));
    expect(answered.statusCode).toBe(201);
    expect(answered.body).toContain(TIPS_PRIVACY.answerSent);
    expect(answered.body).toContain(ANSWER);
    expect(answered.body).toContain('ledger-2.txt');

    const plaintexts = [NAME, EMAIL, TEXT, FILE_TEXT, ANSWER, ANSWER_FILE, REPLY, 'ledger.txt', 'ledger-2.txt', 'Canal Road', 'KX-'];
    const stored = await wholeDatabase();
    const folder = dataFolder(ctx.dataDir);
    const log = logs.text.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const plain of plaintexts) {
      for (const [where, text] of Object.entries({ stored, folder, log })) {
        expect({ where, plain, hit: text.includes(plain) || text.includes(hex(plain)) }).toEqual({ where, plain, hit: false });
      }
    }

    // What staff read with the key: the tip, its file (padded to a bucket before encryption), the answer and its file.
    const key = await newsroomKey();
    const tip = await decryptTip(row?.message ?? '', key);
    expect(tip).toEqual({
      v: 1,
      name: NAME,
      email: EMAIL,
      message: TEXT,
      attachments: [{ name: 'ledger.txt', type: 'text/plain', size: FILE_TEXT.length }],
    });
    const files = await ctx.database.db.select().from(tipAttachments);
    expect(files).toHaveLength(2);
    for (const stored of files) expect(stored.ciphertext.length).toBeGreaterThan(TIP_ATTACHMENT_MIN_BUCKET);
    const contents = await Promise.all(
      files.map(async (stored) => Buffer.from(await decryptAttachment(new Uint8Array(stored.ciphertext), key)).toString()),
    );
    expect(contents.sort()).toEqual([ANSWER_FILE, FILE_TEXT].sort());
    const messages = await ctx.database.db.select().from(tipMessages);
    const source = messages.find((message) => message.author === 'source');
    expect(await readConversationMessage(source?.body ?? '', key)).toEqual({
      text: ANSWER,
      attachments: [{ name: 'ledger-2.txt', type: 'text/plain', size: ANSWER_FILE.length }],
    });
  });

  test('a photo loses its metadata before encryption, as in the browser', async () => {
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      chunk('IHDR', Buffer.from('0000000100000001080600000000', 'hex').subarray(0, 13)),
      chunk('tEXt', Buffer.from('Location\u000052.5200N 13.4050E')),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const before = await tipCount();
    const sent = await sendForm({ formToken: await agedToken(), message: 'photo' }, [
      { field: 'attachment', filename: 'yard.png', contentType: 'image/png', data: png },
    ]);
    expect(sent.statusCode).toBe(201);
    expect(await tipCount()).toBe(before + 1);
    const key = await newsroomKey();
    const all = await ctx.database.db.select().from(tipAttachments);
    const opened = await Promise.all(all.map(async (row) => Buffer.from(await decryptAttachment(new Uint8Array(row.ciphertext), key))));
    const photo = opened.find((bytes) => bytes.subarray(0, 8).equals(png.subarray(0, 8)));
    expect(photo?.toString('latin1')).not.toContain('52.5200N');
    expect(photo?.toString('latin1')).toContain('IHDR');
  });

  test('the bot check refuses a missing, forged, early or replayed answer, and nothing is stored', async () => {
    const before = await tipCount();
    const tip = { message: TEXT };
    const missing = await sendForm(tip);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(TIPS_PRIVACY.formCheckFailed);

    const token = await formToken();
    const early = await sendForm({ ...tip, formToken: token });
    expect(early.statusCode).toBe(400);
    const [nonce, issuedAt] = token.split('.');
    const forged = await sendForm({ ...tip, formToken: `${nonce}.${Number(issuedAt) - 60_000}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(400);
    expect(await tipCount()).toBe(before);

    time.offsetMs += 5_000;
    expect((await sendForm({ ...tip, formToken: token })).statusCode).toBe(201);
    const replayed = await sendForm({ ...tip, formToken: token });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).toContain(TIPS_PRIVACY.formCheckFailed);
    // Another instance on the same database refuses it too.
    const other = await ctx.extraApp({}, { clock });
    const elsewhere = await other.inject({ method: 'POST', url: '/tips/form/send', ...multipart({ ...tip, formToken: token }) });
    expect(elsewhere.statusCode).toBe(400);
    expect(await tipCount()).toBe(before + 1);

    // A page left open longer than two hours: its token is refused.
    const old = await formToken();
    time.offsetMs += 2 * 60 * 60 * 1000 + 1000;
    expect((await sendForm({ ...tip, formToken: old })).statusCode).toBe(400);
    expect(await tipCount()).toBe(before + 1);
  });

  test('an empty tip or a refused file spends no token and stores nothing', async () => {
    const before = await tipCount();
    const token = await agedToken();
    const empty = await sendForm({ formToken: token, message: '   ' });
    expect(empty.statusCode).toBe(400);
    const gif = await sendForm({ formToken: token, message: TEXT }, [
      { field: 'attachment', filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a') },
    ]);
    expect(gif.statusCode).toBe(400);
    expect(gif.body).toContain('JPEG or PNG');
    expect(await tipCount()).toBe(before);
    expect((await sendForm({ formToken: token, message: TEXT })).statusCode).toBe(201);
  });

  test('a refused tip or answer comes back as typed (escaped, files to choose again) with a fresh token, and nothing is stored', async () => {
    const before = await tipCount();
    const typed = { from_name: NAME, from_email: EMAIL, message: `${TEXT}\n<b>bold</b> & "quoted"` };
    const refused = await sendForm(typed);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(TIPS_PRIVACY.formCheckFailed);
    expect(refused.body).toContain(`value="${NAME}"`);
    expect(refused.body).toContain(`value="${EMAIL}"`);
    expect(refused.body).toContain(`${TEXT}\n&lt;b&gt;bold&lt;/b&gt; &amp; "quoted"</textarea>`);
    expect(refused.body).toContain(`name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"`);
    expect(refused.body).toContain(TIPS_PRIVACY.typedKept);
    // A refused file: the text before it in the form is still given back.
    const gif = await sendForm({ formToken: await agedToken(), message: TEXT }, [
      { field: 'attachment', filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a') },
    ]);
    expect(gif.statusCode).toBe(400);
    expect(gif.body).toContain(`${TEXT}</textarea>`);
    expect(await tipCount()).toBe(before);

    const receipt = receiptIn((await sendForm({ formToken: await agedToken(), message: TEXT })).body);
    const answer = await post(
      '/tips/form/answer',
      multipart({ receipt, answer: ANSWER }, [
        { field: 'attachment', filename: 'b.gif', contentType: 'image/gif', data: Buffer.from('GIF89a') },
      ]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(TIPS_PRIVACY.answerNotSent);
    expect(answer.body).toContain(TIPS_PRIVACY.repliesHeading);
    expect(answer.body).toContain(`name="receipt" value="${receipt}"`);
    expect(answer.body).toContain(`${ANSWER}</textarea>`);
  });

  test('an unknown or malformed receipt says so, alike for every wrong one', async () => {
    const malformed = await post('/tips/form/conversation', multipart({ receipt: 'not a receipt' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(TIPS_PRIVACY.receiptInvalid);
    const unknown = await post('/tips/form/conversation', multipart({ receipt: 'A'.repeat(42) }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(TIPS_PRIVACY.receiptUnknown);
    const answer = await post('/tips/form/answer', multipart({ receipt: 'A'.repeat(42), answer: ANSWER }));
    expect(answer.statusCode).toBe(404);
  });
});

/** A PNG chunk (its CRC is not checked by the metadata remover, which keeps the chunks it keeps as they are). */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}
