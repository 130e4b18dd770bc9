import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SharedStore } from '../db/redis';
import { HttpError } from '../http/errors';
import type { SaltedHash } from './daily-salt';
import { RECEIPT_ID } from './receipt';
import { windowCounter } from './window-counter';

/**
 * What a tip-line route costs, instead of a count per address (a Tor exit or an office network is many sources):
 * 'challenge' issues proof of work whose size rises with the site's load, 'submit' spends it, 'lookup' opens a
 * conversation with a receipt. Every kind has a site-wide ceiling; look-ups are also counted per receipt.
 */
export type TipLimitKind = 'submit' | 'challenge' | 'lookup';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The tip-line limits this route is under (tips/limits.ts). */
    tipLimit?: TipLimitKind;
  }
}

export interface TipLimitSettings {
  /** Tips (and, apart, receipt look-ups) accepted per minute by all instances together; challenges: 10 times it. */
  ceilingPerMinute: number;
  /** Look-ups of one receipt per hour, counted by a salted hash of its id. */
  lookupsPerReceiptPerHour: number;
  /** Tips per minute (site-wide) the base proof of work holds for; each further such number adds the base once more. */
  powCalmPerMinute: number;
}

/** The most work a challenge asks: 16 times the base (seconds in a browser instead of a fraction of one; the widget gives up after 90 s). */
export const POW_MAX_FACTOR = 16;
/** Challenges cost the API one hash each; the ceiling stops only a flood. */
const CHALLENGE_CEILING_FACTOR = 10;

const MINUTE = { ms: 60_000, buckets: 6 };
const HOUR = { ms: 60 * 60_000, buckets: 6 };

export interface TipLimits {
  /**
   * Counts a request against its kind's site-wide ceiling; past it, 429 with Retry-After. Not 503: the proxy takes an
   * instance that answers 503 out of rotation (nginx.conf.template proxy_next_upstream), so a flood at the ceiling
   * would take the whole API down with it.
   */
  admit(kind: TipLimitKind): Promise<void>;
  /** Counts one look-up of a well-formed receipt id (once per request); past the receipt's limit, 429 with Retry-After. */
  lookup(request: FastifyRequest, receiptId: string): Promise<void>;
  /** How many times the base proof of work a challenge issued now asks: 1 when calm, up to POW_MAX_FACTOR. */
  workFactor(): Promise<number>;
}

export function tipLimits(settings: TipLimitSettings, shared: SharedStore | null, clock: () => Date, hash: SaltedHash): TipLimits {
  const perMinute = windowCounter(shared, MINUTE, clock);
  const perHour = windowCounter(shared, HOUR, clock);
  const counted = new WeakSet<FastifyRequest>();
  const ceilings: Record<TipLimitKind, number> = {
    submit: settings.ceilingPerMinute,
    lookup: settings.ceilingPerMinute,
    challenge: settings.ceilingPerMinute * CHALLENGE_CEILING_FACTOR,
  };
  return {
    admit: async (kind) => {
      const { taken, retryAfterSeconds } = await perMinute.take(`ceiling:${kind}`, ceilings[kind]);
      if (!taken)
        throw new HttpError(429, 'The tip line is busy: try again in a moment.', undefined, { 'Retry-After': String(retryAfterSeconds) });
    },
    lookup: async (request, receiptId) => {
      if (counted.has(request) || !RECEIPT_ID.test(receiptId)) return;
      counted.add(request);
      const { taken, retryAfterSeconds } = await perHour.take(`receipt:${await hash(receiptId)}`, settings.lookupsPerReceiptPerHour);
      // Unknown and known receipts are counted and refused alike, so the refusal tells nothing either.
      if (!taken)
        throw new HttpError(429, 'This receipt was used too often: try again later.', undefined, {
          'Retry-After': String(retryAfterSeconds),
        });
    },
    workFactor: async () => {
      const load = await perMinute.count('ceiling:submit');
      return Math.min(POW_MAX_FACTOR, Math.max(1, Math.ceil(load / settings.powCalmPerMinute)));
    },
  };
}

const receiptIdOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'receiptId' in body && typeof body.receiptId === 'string' ? body.receiptId : null;

/**
 * Puts every route with `config.tipLimit` under the limits, whichever plugin registers it: the ceiling before the
 * body is read, and for look-ups with the receipt id in a parsed body (JSON, a plain form) its count before the
 * handler runs. Routes that read a multipart body count the receipt when they open it (routes/tips.ts openReceipt).
 */
export function registerTipLimits(app: FastifyInstance, limits: TipLimits): void {
  app.addHook('onRequest', async (request) => {
    const kind = request.routeOptions.config.tipLimit;
    if (kind) await limits.admit(kind);
  });
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.tipLimit !== 'lookup') return;
    const receiptId = receiptIdOf(request.body);
    if (receiptId) await limits.lookup(request, receiptId);
  });
}
