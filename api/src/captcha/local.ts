import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchaTokens } from '../db/schema';
import type { CaptchaVerifier } from './types';

export const LOCAL_CAPTCHA_TTL_MS = 2 * 60 * 1000;

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The offline captcha: the frontends' stand-in widget asks for a token, the relay spends it. Tokens live
 * in the database (hashed) so every API instance sees them, and a DELETE … RETURNING makes spending atomic.
 */
export function localCaptcha(db: Db, clock: () => Date) {
  const verifier: CaptchaVerifier & { issue(): Promise<{ token: string; expiresAt: Date }> } = {
    mode: 'local',
    issue: async () => {
      const now = clock();
      const token = `local.${randomBytes(24).toString('base64url')}`;
      const expiresAt = new Date(now.getTime() + LOCAL_CAPTCHA_TTL_MS);
      await db.delete(captchaTokens).where(lt(captchaTokens.expiresAt, now));
      await db.insert(captchaTokens).values({ tokenHash: hash(token), expiresAt });
      return { token, expiresAt };
    },
    verify: async (token) => {
      if (token.length > 200) return false;
      const spent = await db
        .delete(captchaTokens)
        .where(and(eq(captchaTokens.tokenHash, hash(token)), gt(captchaTokens.expiresAt, clock())))
        .returning({ tokenHash: captchaTokens.tokenHash });
      return spent.length === 1;
    },
  };
  return verifier;
}
