import { createPublicKey } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { IntegrationCheck, IntegrationProvider, IntegrationService, IntegrationStatus } from '@beacon/shared/schemas';
import type { Db } from '../../../db/client';
import { captchaTokens, outbox, sessions, spentCaptchaChallenges, subscribers, uploadedImages, videos } from '../../../db/schema';
import type { Services } from '../../../services';

/** A remote check waits this long at most: Settings must answer even when a service does not. */
const REMOTE_TIMEOUT_MS = 3000;

/** A check's verdict; latency and time are added by `timed`. */
interface Verdict {
  ok: boolean;
  detail: string;
}

async function timed(check: () => Promise<Verdict>, clock: () => Date): Promise<IntegrationCheck> {
  const started = performance.now();
  let verdict: Verdict;
  try {
    verdict = await check();
  } catch (error) {
    verdict = {
      ok: false,
      detail: error instanceof Error && error.name === 'TimeoutError' ? 'No answer in 3 s.' : 'Could not be reached.',
    };
  }
  return { ...verdict, latencyMs: Math.max(0, Math.round(performance.now() - started)), checkedAt: clock().toISOString() };
}

/** Local stand-ins keep their state in the database: counting their table is a cheap, real query. */
const rowCount = (db: Db, table: PgTable, describe: (n: number) => string) => async (): Promise<Verdict> => {
  const [row] = await db.select({ n: count() }).from(table);
  return { ok: true, detail: describe(row?.n ?? 0) };
};

/** A remote call with the short timeout; secrets go in headers or bodies, never into the detail text. */
const call = (fetchImpl: typeof fetch, url: string, init: RequestInit = {}): Promise<Response> =>
  fetchImpl(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });

const answered = (response: Response, service: string): string => `${service} answered ${response.status}.`;

interface Plan {
  service: IntegrationService;
  provider: IntegrationProvider;
  label: string;
  check: () => Promise<Verdict>;
}

function plans(services: Services): Plan[] {
  const { config, db, fetch: fetchImpl } = services;
  const signIn: Plan =
    config.auth.mode === 'clerk'
      ? {
          service: 'sign-in',
          provider: 'clerk',
          label: 'Clerk',
          check: async () => {
            // Tokens are verified offline with the configured key; the request shows Clerk itself is up.
            createPublicKey(config.auth.mode === 'clerk' ? config.auth.jwtKey : '');
            const response = await call(fetchImpl, 'https://api.clerk.com/v1/jwks', { method: 'GET' });
            return { ok: response.status < 500, detail: `JWT key loaded; ${answered(response, 'Clerk')}` };
          },
        }
      : {
          service: 'sign-in',
          provider: 'local',
          label: 'Local sign-in (admin code)',
          check: rowCount(db, sessions, (n) => `${n} session record${n === 1 ? '' : 's'} in the database.`),
        };
  const secret = config.recaptchaSecret;
  const captcha: Plan = secret
    ? {
        service: 'captcha',
        provider: 'recaptcha',
        label: 'Google reCAPTCHA',
        check: async () => {
          // Without a response token siteverify still checks the secret: "invalid-input-secret" means it is wrong.
          const response = await call(fetchImpl, 'https://www.google.com/recaptcha/api/siteverify', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ secret }).toString(),
          });
          const body = (await response.json().catch(() => ({}))) as { 'error-codes'?: unknown };
          const codes = Array.isArray(body['error-codes']) ? body['error-codes'] : [];
          if (!response.ok) return { ok: false, detail: answered(response, 'reCAPTCHA') };
          if (codes.includes('invalid-input-secret')) return { ok: false, detail: 'reCAPTCHA refused the secret key.' };
          return { ok: true, detail: 'reCAPTCHA accepted the secret key.' };
        },
      }
    : config.captchaMode === 'altcha'
      ? {
          service: 'captcha',
          provider: 'local',
          label: 'ALTCHA (proof of work, checked by this API)',
          check: rowCount(db, spentCaptchaChallenges, (n) => `${n} solved challenge${n === 1 ? '' : 's'} on the spent list.`),
        }
      : {
          service: 'captcha',
          provider: 'local',
          label: 'Local captcha (checkbox stand-in)',
          check: rowCount(db, captchaTokens, (n) => `${n} unspent captcha token${n === 1 ? '' : 's'}.`),
        };
  const email: Plan = {
    service: 'email',
    provider: 'local',
    label: 'Outbox (this API keeps the messages)',
    check: rowCount(db, outbox, (n) => `${n} message${n === 1 ? '' : 's'} in the outbox.`),
  };
  const mailerliteKey = config.mailerliteApiKey;
  const mailingList: Plan = mailerliteKey
    ? {
        service: 'mailing-list',
        provider: 'mailerlite',
        label: 'MailerLite',
        check: async () => {
          const response = await call(fetchImpl, 'https://connect.mailerlite.com/api/subscribers?limit=1', {
            headers: { accept: 'application/json', authorization: `Bearer ${mailerliteKey}` },
          });
          return {
            ok: response.ok,
            detail: response.status === 401 ? 'MailerLite refused the API key.' : answered(response, 'MailerLite'),
          };
        },
      }
    : {
        service: 'mailing-list',
        provider: 'local',
        label: 'Local mailing list',
        check: rowCount(db, subscribers, (n) => `${n} subscriber${n === 1 ? '' : 's'}.`),
      };
  const cloudinary = config.cloudinary;
  const imageHost: Plan = cloudinary
    ? {
        service: 'image-host',
        provider: 'cloudinary',
        label: `Cloudinary (${cloudinary.cloudName})`,
        check: async () => {
          const credentials = Buffer.from(`${cloudinary.apiKey}:${cloudinary.apiSecret}`).toString('base64');
          const response = await call(fetchImpl, `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudinary.cloudName)}/ping`, {
            headers: { authorization: `Basic ${credentials}` },
          });
          return {
            ok: response.ok,
            detail: response.status === 401 ? 'Cloudinary refused the credentials.' : answered(response, 'Cloudinary'),
          };
        },
      }
    : {
        service: 'image-host',
        provider: 'local',
        label: 'This API (images in the database)',
        check: rowCount(db, uploadedImages, (n) => `${n} uploaded image${n === 1 ? '' : 's'}.`),
      };
  const youtube = config.youtube;
  const videoCatalogue: Plan = youtube
    ? {
        service: 'video-catalogue',
        provider: 'youtube',
        label: 'YouTube Data API',
        check: async () => {
          const url = `https://www.googleapis.com/youtube/v3/channels?part=id&id=${encodeURIComponent(youtube.channelId)}&key=${encodeURIComponent(youtube.apiKey)}`;
          const response = await call(fetchImpl, url, { headers: { accept: 'application/json' } });
          if (!response.ok) return { ok: false, detail: answered(response, 'YouTube') };
          const body = (await response.json().catch(() => ({}))) as { items?: unknown };
          const found = Array.isArray(body.items) && body.items.length > 0;
          return { ok: found, detail: found ? 'YouTube found the channel.' : 'YouTube does not know the configured channel.' };
        },
      }
    : {
        service: 'video-catalogue',
        provider: 'local',
        label: 'Local catalogue',
        check: rowCount(db, videos, (n) => `${n} video${n === 1 ? '' : 's'} in the catalogue.`),
      };
  return [signIn, captcha, email, mailingList, imageHost, videoCatalogue];
}

/** Each service's provider and a live check of it, all checks at once. */
export const checkIntegrations = (services: Services): Promise<IntegrationStatus[]> =>
  Promise.all(
    plans(services).map(async ({ service, provider, label, check }) => ({
      service,
      provider,
      remote: provider !== 'local',
      label,
      check: await timed(check, services.clock),
    })),
  );
