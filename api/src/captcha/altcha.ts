import type { AltchaChallenge } from '@beacon/shared/schemas';
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { spentCaptchaChallenges } from '../db/schema';
import type { CaptchaVerifier } from './types';

/** How long a challenge can be solved and sent, like the other captcha tokens. */
export const ALTCHA_TTL_MS = 2 * 60 * 1000;
/** A solved challenge as the widget sends it: base64 of a small JSON object; anything longer is refused unread. */
const MAX_PAYLOAD_LENGTH = 4000;
/**
 * The base work asked of a browser: it tries counters from 0 until one gives the signed key, so the count
 * is the number of SHA-256 rounds (times `COST`) a solve takes: a fraction of a second for a person,
 * a real cost for a script sending thousands. Under load the range is multiplied (tips/limits.ts workFactor).
 */
const COUNTER_RANGE = [10_000, 30_000] as const;
const COST = 1;

export type AltchaCaptcha = CaptchaVerifier & {
  /** A challenge asking `work` times the base work (1 when the site is calm). */
  issue(work?: number): Promise<AltchaChallenge>;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's payload, or null when it is not one: shape only, the signature is checked after. */
function parsePayload(token: string): Payload | null {
  if (token.length > MAX_PAYLOAD_LENGTH) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution)) return null;
  const { challenge, solution } = decoded;
  if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return decoded as unknown as Payload;
}

/**
 * ALTCHA, the bot check with no third party: this API signs a proof-of-work challenge (HMAC with a
 * secret kept in the database, so every instance verifies alike), the browser solves it, and the
 * solution is accepted once, before the challenge's expiry. The spent list is a table whose primary
 * key lets exactly one request win, on whichever instance it arrives.
 */
export function altchaCaptcha(db: Db, clock: () => Date, secret: string): AltchaCaptcha {
  // One secret signs the challenge, a second (derived) one the key the solution must reach.
  const keySecret = `${secret}:key`;
  return {
    mode: 'altcha',
    issue: async (work = 1) => {
      const { parameters, signature } = await createChallenge({
        algorithm: 'SHA-256',
        cost: COST,
        counter: randomInt(COUNTER_RANGE[1] * work, COUNTER_RANGE[0] * work),
        deriveKey,
        expiresAt: new Date(clock().getTime() + ALTCHA_TTL_MS),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      // Given a secret and an expiry, the library always signs and dates the challenge.
      if (signature === undefined || parameters.expiresAt === undefined) throw new Error('ALTCHA challenge left unsigned');
      return { parameters: { ...parameters, expiresAt: parameters.expiresAt }, signature };
    },
    verify: async (token) => {
      const payload = parsePayload(token);
      if (!payload?.challenge.signature) return false;
      const expiresAt = payload.challenge.parameters.expiresAt;
      // Every challenge this API issues expires; the expiry is signed, so it cannot be moved.
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= clock().getTime()) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      // Spent only once verified, so a forged payload writes nothing.
      await db.delete(spentCaptchaChallenges).where(lte(spentCaptchaChallenges.expiresAt, clock()));
      const spent = await db
        .insert(spentCaptchaChallenges)
        .values({ signature: payload.challenge.signature.toLowerCase(), expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing({ target: spentCaptchaChallenges.signature })
        .returning({ signature: spentCaptchaChallenges.signature });
      return spent.length === 1;
    },
  };
}
