/** The multipart form `/tips` posts, as the cluster checks send it: a tip sealed in the "browser", its receipt token and the solved bot check. */
import type { encryptTip } from '../../shared/src/tips-crypto';
import { multipart } from './client';

export type SealedTip = Awaited<ReturnType<typeof encryptTip>>;

export function tipForm(sealed: SealedTip, receiptToken: string, captcha: string): ReturnType<typeof multipart> {
  return multipart(
    {
      message: sealed.message,
      sourcePublicKey: sealed.sourcePublicKey,
      sourcePrivateKey: sealed.sourcePrivateKey,
      receiptToken,
      captcha,
    },
    sealed.attachments.map((bytes, i) => ({
      field: 'attachment',
      name: `${i}`,
      type: 'application/octet-stream',
      data: Buffer.from(bytes),
    })),
  );
}
