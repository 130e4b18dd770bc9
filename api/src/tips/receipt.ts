import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { TIP_RECEIPT_ID_LENGTH } from '@beacon/shared/schemas';

/**
 * Receipts: the lookup id finds the row (it is random, but not secret); the access token the browser derives from
 * the receipt's secret is checked against a slow hash, so a copy of the database does not let anyone try tokens fast.
 */
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

const derive = (token: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(token, salt, KEY_LENGTH, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))));

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashAccessToken(token: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(token, salt);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash to check against when there is no row: the same work is done, so timing says nothing. */
let decoy: Promise<string> | null = null;

/** Whether `token` matches `stored`; with `stored` null the same work is done and the answer is false. */
export async function verifyAccessToken(token: string, stored: string | null): Promise<boolean> {
  decoy ??= hashAccessToken(randomBytes(32).toString('hex'));
  const [kind, n, r, p, salt, hash] = (stored ?? (await decoy)).split('$');
  if (kind !== 'scrypt' || salt === undefined || hash === undefined) return false;
  if (Number(n) !== SCRYPT.N || Number(r) !== SCRYPT.r || Number(p) !== SCRYPT.p) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(token, Buffer.from(salt, 'base64url'));
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A well-formed lookup id (whether or not a tip has it). */
export const RECEIPT_ID = new RegExp(`^[A-Z2-7]{${TIP_RECEIPT_ID_LENGTH}}$`);

/** A new lookup id: 10 base32 characters (50 random bits: unique among live tips, the secret part guards access). */
export function newReceiptId(): string {
  const bytes = randomBytes(TIP_RECEIPT_ID_LENGTH);
  return Array.from(bytes, (byte) => BASE32[byte & 31]).join('');
}
