import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The printed admin code of local auth, single-use: its SHA-256 lives in <DATA_DIR>/admin-code until a
 * sign-in spends it (deleting the file). The server mints one at start; `npm run admin-code -w api`
 * mints another for the running server (same DATA_DIR), replacing any unspent one.
 */
export const ADMIN_CODE_FILE = 'admin-code';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** A code that is easy to type and hard to guess: 12 characters, ~60 bits. */
export function generateAdminCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = Array.from(randomBytes(12), (byte) => alphabet[byte % alphabet.length] ?? 'X');
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** Constant-time comparison (hashing first makes the lengths equal). */
export const sameCode = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

/** Writes a new code's hash (atomically, mode 0600) and returns the code, to be shown once. */
export function mintAdminCode(dataDir: string): string {
  const code = generateAdminCode();
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ADMIN_CODE_FILE);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, digest(code).toString('hex'), { mode: 0o600 });
  fs.renameSync(temp, file);
  return code;
}

/** true once per minted code: the matching sign-in deletes the file, and only one deletion can succeed. */
export function spendAdminCode(dataDir: string, code: string): boolean {
  const file = path.join(dataDir, ADMIN_CODE_FILE);
  let stored: Buffer;
  try {
    stored = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    return false;
  }
  const given = digest(code);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return false;
  try {
    fs.unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}
