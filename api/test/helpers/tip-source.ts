import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { InjectOptions } from 'fastify';
import type { TipsKey } from '@beacon/shared/schemas';
import { encryptTip, newReceiptSecret, receiptToken, type TipDraft } from '@beacon/shared/tips-crypto';
import type { BeaconApp } from '../../src/app';
import { multipart } from './multipart';

/** Which instance a request goes to, and from where (address, headers) it seems to come. */
export interface Sender {
  app: BeaconApp;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export const send = (sender: Sender, request: InjectOptions) =>
  sender.app.inject({ ...request, remoteAddress: sender.remoteAddress, headers: { ...sender.headers, ...request.headers } });

/** What the ALTCHA widget sends once it has done the work: the challenge and its solution, in base64. */
export async function solvedChallenge(challenge: Challenge): Promise<{ payload: string; counter: number }> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), counter: solution.counter };
}

/**
 * POST /tips as the form sends it: the draft encrypted with the shared helpers, as a browser would, its files as
 * attachments; `captcha` is the bot check's token (overrides replace any field).
 */
export async function postTip(sender: Sender, draft: TipDraft, captcha: string, overrides: Record<string, string> = {}) {
  const key = (await send(sender, { method: 'GET', url: '/tips/key' })).json() as TipsKey;
  const secret = newReceiptSecret();
  const sealed = await encryptTip(draft, key.publicKey, secret);
  const token = await receiptToken(secret);
  const body = multipart(
    {
      message: sealed.message,
      sourcePublicKey: sealed.sourcePublicKey,
      sourcePrivateKey: sealed.sourcePrivateKey,
      receiptToken: token,
      captcha,
      ...overrides,
    },
    sealed.attachments.map((bytes) => ({
      field: 'attachment',
      filename: 'blob',
      contentType: 'application/octet-stream',
      data: Buffer.from(bytes),
    })),
  );
  const response = await send(sender, { method: 'POST', url: '/tips', ...body });
  return { response, secret, token, sealed };
}
