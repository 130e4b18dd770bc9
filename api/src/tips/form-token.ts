/**
 * The bot check of the tips form without JavaScript, a time-and-token scheme with no third party and nothing for a
 * person to solve: the page server puts a token from `issue()` in every /tips page it serves (a hidden field); the
 * tip is accepted only with such a token, sent no sooner than `minAgeMs` after it was issued (a script posting at
 * once is refused), before it expires, and once (the spent list is shared by every instance).
 */
import crypto from 'node:crypto';
import type { SpentSignatures } from '../uploads/signature';

/** How long a served form stays usable: time to write a tip, not to keep a page open for days. */
export const FORM_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export interface FormTokens {
  issue(): string;
  /** Whether a token is well-formed, ours, old enough and not expired: a read, nothing is spent. */
  check(token: string): boolean;
  /** Spends a checked token: false when it was spent before (here or on another instance). */
  spend(token: string): Promise<boolean>;
}

const TOKEN = /^([0-9a-f]{32})\.(\d{10,13})\.([A-Za-z0-9_-]{43})$/;

export function formTokens(secret: Buffer, spent: SpentSignatures, clock: () => Date, minAgeMs: number): FormTokens {
  const sign = (nonce: string, issuedAt: string): string =>
    crypto.createHmac('sha256', secret).update(`${nonce}.${issuedAt}`).digest('base64url');
  const parse = (token: string): { issuedAt: number; signature: string } | null => {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, nonce = '', issuedAt = '', signature = ''] = match;
    const expected = Buffer.from(sign(nonce, issuedAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    return { issuedAt: Number(issuedAt), signature };
  };
  const check = (token: string): boolean => {
    const parsed = parse(token);
    if (!parsed) return false;
    const age = clock().getTime() - parsed.issuedAt;
    return age >= minAgeMs && age < FORM_TOKEN_TTL_MS;
  };
  return {
    issue: () => {
      const nonce = crypto.randomBytes(16).toString('hex');
      const issuedAt = String(clock().getTime());
      return `${nonce}.${issuedAt}.${sign(nonce, issuedAt)}`;
    },
    check,
    spend: async (token) => {
      const parsed = parse(token);
      if (!parsed || !check(token)) return false;
      return spent.spend(`tips-form:${parsed.signature}`, new Date(parsed.issuedAt + FORM_TOKEN_TTL_MS));
    },
  };
}
