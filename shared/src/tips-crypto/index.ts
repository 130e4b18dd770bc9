/**
 * The tips' OpenPGP work, shared by the tips form and the staff inbox. openpgp is loaded with import() on first
 * use only, so no page carries it in its first chunks. Formats (see also the tips routes):
 * - a tip: one armored message to the newsroom key whose plaintext is `TipPlaintext` as JSON, each text field padded
 *   to a multiple of 512 characters so the ciphertext's length does not tell the message's;
 * - an attachment: one binary message to the newsroom key holding the file's bytes in a padded container (see
 *   padding.ts; its name and type are in the tip or the follow-up that carries it);
 * - a conversation message: an armored message to the newsroom key and the source key,
 *   `{"v":1,"text":…,"attachments":[…]}` with the text padded (a source's follow-up may list files, like a tip).
 */
import type { PrivateKey } from 'openpgp';
import { TIP_RECEIPT_ID_LENGTH, TIP_RECEIPT_SECRET_LENGTH } from './limits';
import { padAttachment, unpadAttachment } from './padding';

export type { PrivateKey };
export * from './limits';
export { AttachmentRefused, prepareTipFile, type PreparedFile } from './files';
export { stripJpegMetadata, stripPngMetadata, UnreadableImageError } from './imageMetadata';
export { attachmentBucket, padAttachment, unpadAttachment, TIP_ATTACHMENT_LAST_BUCKET, TIP_ATTACHMENT_MIN_BUCKET } from './padding';

type OpenPgp = typeof import('openpgp');

let loading: Promise<OpenPgp> | null = null;

/** openpgp, fetched once (a separate chunk in the browser). */
export function loadOpenPgp(): Promise<OpenPgp> {
  loading ??= import(/* webpackChunkName: "openpgp" */ 'openpgp').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const PAD_TO = 512;

/** `text` with trailing spaces up to the next multiple of 512 characters (512 for an empty one). */
export function pad(text: string): string {
  const length = Math.max(PAD_TO, Math.ceil(text.length / PAD_TO) * PAD_TO);
  return text.padEnd(length, ' ');
}

export interface TipAttachmentMeta {
  name: string;
  type: string;
  size: number;
}

/** What the source wrote, as staff read it after decryption. */
export interface TipPlaintext {
  v: 1;
  name: string;
  email: string;
  message: string;
  attachments: TipAttachmentMeta[];
}

export interface TipFile extends TipAttachmentMeta {
  bytes: Uint8Array;
}

export interface TipDraft {
  name: string;
  email: string;
  message: string;
  /** Files as they will be sent (images already without their metadata). */
  files: readonly TipFile[];
}

const metaOf = (files: readonly TipFile[]): TipAttachmentMeta[] => files.map(({ name, type, size }) => ({ name, type, size }));

/** Files, each padded to its size bucket and encrypted to the newsroom key alone (binary messages). */
export async function encryptAttachments(files: readonly TipFile[], newsroomKey: string): Promise<Uint8Array[]> {
  const pgp = await loadOpenPgp();
  const recipient = await pgp.readKey({ armoredKey: newsroomKey });
  const sealed: Uint8Array[] = [];
  for (const file of files) {
    const message = await pgp.createMessage({ binary: padAttachment(file.bytes) });
    sealed.push(await pgp.encrypt({ message, encryptionKeys: recipient, format: 'binary' }));
  }
  return sealed;
}

/** A tip ready for POST /tips: ciphertext only. */
export interface EncryptedTip {
  message: string;
  attachments: Uint8Array[];
  sourcePublicKey: string;
  sourcePrivateKey: string;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 32 base32 characters from the browser's random source: 160 bits. */
export function newReceiptSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TIP_RECEIPT_SECRET_LENGTH));
  return Array.from(bytes, (byte) => BASE32[byte & 31]).join('');
}

/** The receipt as shown to the source: lookup id and secret, in groups of six. */
export function formatReceipt(receiptId: string, secret: string): string {
  return (`${receiptId}${secret}`.match(/.{1,6}/g) ?? []).join('-');
}

/** A receipt as typed or pasted (case, spaces and dashes do not matter); null when it cannot be one. */
export function parseReceipt(text: string): { receiptId: string; secret: string } | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '');
  if (!new RegExp(`^[A-Z2-7]{${TIP_RECEIPT_ID_LENGTH + TIP_RECEIPT_SECRET_LENGTH}}$`).test(clean)) return null;
  return { receiptId: clean.slice(0, TIP_RECEIPT_ID_LENGTH), secret: clean.slice(TIP_RECEIPT_ID_LENGTH) };
}

/**
 * What the API checks: a hash of the secret, not the secret, which stays the passphrase of the source's private
 * key. The API can therefore never open that key.
 */
export async function receiptToken(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`beacon-tip-access\0${secret}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Encrypts a tip to the newsroom key, and makes the source's own key pair (its private half protected by the
 * receipt secret) so that staff replies can be encrypted to the source. Throws when anything fails: nothing is sent.
 */
export async function encryptTip(draft: TipDraft, newsroomKey: string, secret: string): Promise<EncryptedTip> {
  const pgp = await loadOpenPgp();
  const recipient = await pgp.readKey({ armoredKey: newsroomKey });
  const plaintext: TipPlaintext = {
    v: 1,
    name: pad(draft.name),
    email: pad(draft.email),
    message: pad(draft.message),
    attachments: metaOf(draft.files),
  };
  const message = await pgp.encrypt({
    message: await pgp.createMessage({ text: JSON.stringify(plaintext) }),
    encryptionKeys: recipient,
    format: 'armored',
  });
  const attachments = await encryptAttachments(draft.files, newsroomKey);
  const source = await pgp.generateKey({ type: 'curve25519', userIDs: [{ name: 'Source' }], passphrase: secret, format: 'armored' });
  return { message, attachments, sourcePublicKey: source.publicKey, sourcePrivateKey: source.privateKey };
}

/** Opens a passphrase-protected private key (the newsroom's with its passphrase, the source's with the receipt secret). */
export async function unlockPrivateKey(armored: string, passphrase: string): Promise<PrivateKey> {
  const pgp = await loadOpenPgp();
  return pgp.decryptKey({ privateKey: await pgp.readPrivateKey({ armoredKey: armored }), passphrase });
}

const trimPadding = (text: string): string => text.replace(/ +$/, '');

/** A tip's text, padding removed. */
export async function decryptTip(armored: string, key: PrivateKey): Promise<TipPlaintext> {
  const pgp = await loadOpenPgp();
  const { data } = await pgp.decrypt({ message: await pgp.readMessage({ armoredMessage: armored }), decryptionKeys: key });
  const parsed = JSON.parse(data) as TipPlaintext;
  return { ...parsed, name: trimPadding(parsed.name), email: trimPadding(parsed.email), message: trimPadding(parsed.message) };
}

/** An attachment's exact bytes, padding removed. */
export async function decryptAttachment(bytes: Uint8Array, key: PrivateKey): Promise<Uint8Array> {
  const pgp = await loadOpenPgp();
  const { data } = await pgp.decrypt({
    message: await pgp.readMessage({ binaryMessage: bytes }),
    decryptionKeys: key,
    format: 'binary',
  });
  return unpadAttachment(data);
}

/** A conversation message as read: its text and the files a source's follow-up carries (none for staff replies). */
export interface ConversationPlaintext {
  text: string;
  attachments: TipAttachmentMeta[];
}

/**
 * A reply or follow-up, encrypted to every key given (newsroom and source, so both sides can read it). `files` lists
 * the attachments sent with it (encrypted apart with encryptAttachments), in their order.
 */
export async function encryptConversationMessage(
  text: string,
  publicKeys: readonly string[],
  files: readonly TipFile[] = [],
): Promise<string> {
  const pgp = await loadOpenPgp();
  const encryptionKeys = await Promise.all(publicKeys.map((armoredKey) => pgp.readKey({ armoredKey })));
  const plaintext = { v: 1, text: pad(text), ...(files.length > 0 ? { attachments: metaOf(files) } : {}) };
  return pgp.encrypt({ message: await pgp.createMessage({ text: JSON.stringify(plaintext) }), encryptionKeys, format: 'armored' });
}

export async function readConversationMessage(armored: string, key: PrivateKey): Promise<ConversationPlaintext> {
  const pgp = await loadOpenPgp();
  const { data } = await pgp.decrypt({ message: await pgp.readMessage({ armoredMessage: armored }), decryptionKeys: key });
  const parsed = JSON.parse(data) as { text: string; attachments?: TipAttachmentMeta[] };
  return { text: trimPadding(parsed.text), attachments: parsed.attachments ?? [] };
}

/** A conversation message's text alone. */
export async function decryptConversationMessage(armored: string, key: PrivateKey): Promise<string> {
  return (await readConversationMessage(armored, key)).text;
}
