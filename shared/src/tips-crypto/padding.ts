/**
 * Attachments are padded before encryption so their ciphertext's size tells only a size bucket, not the file's
 * size. The plaintext of an encrypted attachment is a padded container:
 *   8 bytes "BCNPAD01" · the file's length (4 bytes, big-endian) · the file's bytes · zero bytes up to the bucket.
 * Buckets: 16 KiB, 32 KiB, 64 KiB … 8 MiB (powers of two), then one last bucket for every file up to the 10 MB cap.
 * OpenPGP messages here are not compressed, so the zeros stay in the ciphertext's length.
 */
import { TIP_ATTACHMENT_MAX_BYTES } from './limits';

const MAGIC = new TextEncoder().encode('BCNPAD01');
const HEADER_BYTES = MAGIC.length + 4;

/** The smallest bucket. */
export const TIP_ATTACHMENT_MIN_BUCKET = 16 * 1024;
/** The last bucket: room for the largest file the form accepts and the header. */
export const TIP_ATTACHMENT_LAST_BUCKET = TIP_ATTACHMENT_MAX_BYTES + HEADER_BYTES;

/** The size, in bytes, of the padded container of a file of `length` bytes. */
export function attachmentBucket(length: number): number {
  const needed = length + HEADER_BYTES;
  if (length > TIP_ATTACHMENT_MAX_BYTES) throw new RangeError(`A file may be at most ${TIP_ATTACHMENT_MAX_BYTES} bytes.`);
  let bucket = TIP_ATTACHMENT_MIN_BUCKET;
  while (bucket < needed && bucket * 2 < TIP_ATTACHMENT_LAST_BUCKET) bucket *= 2;
  return bucket >= needed ? bucket : TIP_ATTACHMENT_LAST_BUCKET;
}

/** `bytes` in its padded container (refuses a file over the cap rather than cutting it). */
export function padAttachment(bytes: Uint8Array): Uint8Array {
  const padded = new Uint8Array(attachmentBucket(bytes.length));
  padded.set(MAGIC, 0);
  new DataView(padded.buffer).setUint32(MAGIC.length, bytes.length);
  padded.set(bytes, HEADER_BYTES);
  return padded;
}

const hasMagic = (bytes: Uint8Array): boolean => bytes.length >= HEADER_BYTES && MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * The file's exact bytes out of a padded container. A file sent before attachments were padded is its own
 * plaintext, and comes back as it is.
 */
export function unpadAttachment(plaintext: Uint8Array): Uint8Array {
  if (!hasMagic(plaintext)) return plaintext;
  const length = new DataView(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength).getUint32(MAGIC.length);
  if (HEADER_BYTES + length > plaintext.length) throw new Error('The attachment is damaged: it is shorter than it says.');
  return plaintext.slice(HEADER_BYTES, HEADER_BYTES + length);
}
