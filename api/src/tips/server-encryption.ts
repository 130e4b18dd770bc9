/**
 * The tip path without JavaScript: what the browser does on the scripted path, done here on arrival, in memory,
 * before anything is written or logged, with the same helpers (so the same padding: 512-character fields, the
 * attachments' size buckets, photo metadata removed). The source's private key is protected by the receipt secret,
 * which is made here, handed back once in the answer and never kept: a later request that brings the receipt
 * derives the key for that request only.
 */
import {
  encryptAttachments,
  encryptConversationMessage,
  encryptTip,
  formatReceipt,
  newReceiptSecret,
  parseReceipt,
  readConversationMessage,
  receiptToken,
  unlockPrivateKey,
  type TipFile,
} from '@beacon/shared/tips-crypto';
import type { TipConversation } from '@beacon/shared/schemas';
import type { NewsroomKey } from './keys';
import { hashAccessToken } from './receipt';
import type { TipsRepository } from './tips-repository';

export interface TipText {
  name: string;
  email: string;
  message: string;
}

/** A tip encrypted and stored; its receipt as the source is shown it (lookup id and secret, in groups of six). */
export async function sealAndStoreTip(
  key: NewsroomKey,
  repository: TipsRepository,
  text: TipText,
  files: readonly TipFile[],
): Promise<{ receipt: string; expiresAt: Date }> {
  const secret = newReceiptSecret();
  const sealed = await encryptTip({ ...text, files }, key.armored, secret);
  const receiptHash = await hashAccessToken(await receiptToken(secret));
  const created = await repository.create({
    receiptHash,
    message: sealed.message,
    sourcePublicKey: sealed.sourcePublicKey,
    sourcePrivateKey: sealed.sourcePrivateKey,
    attachments: sealed.attachments.map((bytes) => Buffer.from(bytes)),
  });
  return { receipt: formatReceipt(created.receiptId, secret), expiresAt: created.expiresAt };
}

/** What the API checks for a receipt: its lookup id and the hash the browser would send; null when it cannot be one. */
export async function proofOf(receipt: string): Promise<{ receiptId: string; token: string; secret: string } | null> {
  const parsed = parseReceipt(receipt);
  if (!parsed) return null;
  return { receiptId: parsed.receiptId, token: await receiptToken(parsed.secret), secret: parsed.secret };
}

export interface ReadMessage {
  from: 'source' | 'staff';
  at: string;
  text: string;
  files: string[];
}

/** The conversation in plain text, read with the source's key unlocked by the receipt secret (for this call only). */
export async function readConversation(
  conversation: Pick<TipConversation, 'sourcePrivateKey' | 'messages'>,
  secret: string,
): Promise<ReadMessage[]> {
  const key = await unlockPrivateKey(conversation.sourcePrivateKey, secret);
  return Promise.all(
    conversation.messages.map(async ({ from, at, body }) => {
      const { text, attachments } = await readConversationMessage(body, key);
      return { from, at, text, files: attachments.map((file) => file.name) };
    }),
  );
}

/** A source's answer encrypted to the newsroom and to the source (as the browser does), its files to the newsroom. */
export async function sealAnswer(
  key: NewsroomKey,
  sourcePublicKey: string,
  text: string,
  files: readonly TipFile[],
): Promise<{ body: string; attachments: Buffer[] }> {
  const body = await encryptConversationMessage(text, [key.armored, sourcePublicKey], files);
  const attachments = await encryptAttachments(files, key.armored);
  return { body, attachments: attachments.map((bytes) => Buffer.from(bytes)) };
}
