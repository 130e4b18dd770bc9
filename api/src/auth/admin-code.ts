import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminCode } from '../db/schema';

/**
 * The printed admin code of local auth, single-use. Only its SHA-256 is stored: in <DATA_DIR>/admin-code
 * with embedded PGlite (the admin-code command cannot open a database the API holds), or in the database's
 * `admin_code` row with PostgreSQL (every instance sees the same code, and spending it is one DELETE).
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

const matches = (stored: Buffer, code: string): boolean => {
  const given = digest(code);
  return stored.length === given.length && timingSafeEqual(stored, given);
};

export interface AdminCodeStore {
  /** A new code, replacing any unspent one (`npm run admin-code -w api`). */
  mint(): Promise<string>;
  /** A new code only when none is unspent (start-up: one printer per cluster); null when one is. */
  mintIfNone(): Promise<string | null>;
  /** true once per minted code. */
  spend(code: string): Promise<boolean>;
}

/** <DATA_DIR>/admin-code (mode 0600, written atomically); the matching sign-in deletes it. */
export function fileAdminCodes(dataDir: string): AdminCodeStore {
  const file = path.join(dataDir, ADMIN_CODE_FILE);
  const mint = async (): Promise<string> => {
    const code = generateAdminCode();
    fs.mkdirSync(dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(temp, digest(code).toString('hex'), { mode: 0o600 });
    fs.renameSync(temp, file);
    return code;
  };
  return {
    mint,
    // One process holds embedded PGlite, so its start-up is the only printer: it always mints.
    mintIfNone: mint,
    spend: async (code) => {
      let stored: Buffer;
      try {
        stored = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
      } catch {
        return false;
      }
      if (!matches(stored, code)) return false;
      try {
        // Only one deletion can succeed, so a code raced by several sign-ins opens one session.
        fs.unlinkSync(file);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The single-row `admin_code` table: every instance on the database shares the one unspent code. */
export function databaseAdminCodes(db: Db): AdminCodeStore {
  return {
    mint: async () => {
      const code = generateAdminCode();
      const codeHash = digest(code);
      await db
        .insert(adminCode)
        .values({ slot: true, codeHash })
        .onConflictDoUpdate({ target: adminCode.slot, set: { codeHash, createdAt: new Date() } });
      return code;
    },
    mintIfNone: async () => {
      const code = generateAdminCode();
      const inserted = await db
        .insert(adminCode)
        .values({ slot: true, codeHash: digest(code) })
        .onConflictDoNothing({ target: adminCode.slot })
        .returning({ slot: adminCode.slot });
      return inserted.length === 1 ? code : null;
    },
    spend: async (code) => {
      const [row] = await db.select({ codeHash: adminCode.codeHash }).from(adminCode);
      if (!row || !matches(row.codeHash, code)) return false;
      // Deleting that very hash spends it: of racing sign-ins (on any instance) one gets the row back.
      const spent = await db.delete(adminCode).where(eq(adminCode.codeHash, row.codeHash)).returning({ slot: adminCode.slot });
      return spent.length === 1;
    },
  };
}
