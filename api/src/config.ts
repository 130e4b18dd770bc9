import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localAppOrigins } from '@beacon/shared/apps';
import { runtimeConfigFromEnv } from '@beacon/shared/env';
import { isTimeZone } from '@beacon/shared/schemas/rules';
import { UPLOAD_FILE_MAX_BYTES } from './http/body-limits';
import { DEFAULT_MAX_HEAP_MB, type OverloadLimits } from './http/overload';
import type { TipLimitSettings } from './tips/limits';

/** Where the database lives: embedded PGlite (a directory, or memory) or a PostgreSQL server. */
export type DatabaseConfig =
  /** `initialData`: a dump of a freshly initialised cluster to start from instead of running initdb (tests). */
  { kind: 'pglite'; dataDir: string | null; initialData?: Blob } | { kind: 'postgres'; url: string; schema?: string };

export type AuthConfig =
  /** devAdminCode: an operator-chosen code usable any number of times (tests, harnesses); else printed single-use codes. */
  | { mode: 'local'; devAdminCode: string | null; tokenTtlSeconds: number; adminTokenTtlSeconds: number }
  | { mode: 'clerk'; jwtKey: string; authorizedParties: string[] };

export interface CloudinaryConfig {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * How long a connection may take, in milliseconds. Node checks the header and request limits every
 * `checkIntervalMs` (its own default is 30 s, which made a 10 s limit take up to 40 s).
 */
export interface ConnectionLimits {
  /** From the first byte (or the connection, for a silent one) until the request headers are complete. */
  headersTimeoutMs: number;
  /** For a whole request, body included. */
  requestTimeoutMs: number;
  /** Socket silence. */
  idleTimeoutMs: number;
  /** Between keep-alive requests. */
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
}

/**
 * Which peers may tell the API the visitor's address in X-Forwarded-For: none (`false`), the nearest
 * `n` hops, or the listed addresses / CIDR ranges (proxy-addr's names loopback, linklocal, uniquelocal too).
 */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  logLevel: string;
  /** Holds the PGlite data (and, with PGlite, the admin code file). */
  dataDir: string;
  database: DatabaseConfig;
  corsOrigins: string[];
  /** The API's own public base URL, used in the image URLs it returns. No trailing slash. */
  publicUrl: string;
  /** The public site's base URL, for links to its pages (calendar entries). No trailing slash. */
  siteUrl: string;
  /** HOAX_SLUG, as the page servers read it: the hoax investigation's page is `/<hoaxSlug>-hoax` (its preview links). */
  hoaxSlug: string;
  /** The organisation's name (ORG_NAME, as on the site): names the events calendar feed. */
  organisationName: string;
  /** ORG_TIME_ZONE: the IANA zone of an event created without one, and of the events that predate zones. */
  orgTimeZone: string;
  rateLimitMax: number;
  /** Requests per minute per address on each public read route (events, videos). */
  readRateLimitMax: number;
  /** New (uncached) video searches sent to YouTube per hour, across all clients: each costs API quota. */
  youtubeSearchesPerHour: number;
  /** Open connections at once; more are closed on arrival (a reverse proxy should limit them per address). */
  maxConnections: number;
  /** Open connections at once from one client address (trusted proxies exempt); more are closed on arrival. */
  maxConnectionsPerAddress: number;
  connectionLimits: ConnectionLimits;
  /** Past these, every request but /health/live is answered 503 with Retry-After (OVERLOAD_*). */
  overload: OverloadLimits;
  /** On SIGTERM, how long the instance reports not ready and closes connections before it stops accepting (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  trustProxy: TrustProxy;
  /** Redis for rate-limit counters and the failed-admin-code lock-out shared by every instance; null: in memory. */
  redisUrl: string | null;
  /** The cluster's Prometheus (PROMETHEUS_URL), which Site health reads; null: this process counts its own requests. */
  prometheusUrl: string | null;
  /**
   * Where the single-use admin code's hash lives: `data-dir` (a file, so the admin-code command works while
   * embedded PGlite holds the database) or `database` (with DATABASE_URL: one code for every instance).
   */
  adminCodes: 'data-dir' | 'database';
  auth: AuthConfig;
  allowDevAuth: boolean;
  youtube: { apiKey: string; channelId: string } | null;
  mailerliteApiKey: string | null;
  recaptchaSecret: string | null;
  /**
   * The bot check without reCAPTCHA: `altcha` (default), a proof-of-work challenge this API issues and
   * verifies; `local` (CAPTCHA_MODE=local), the checkbox stand-in whose token any script can ask for, for
   * offline test set-ups only.
   */
  captchaMode: 'altcha' | 'local';
  cloudinary: CloudinaryConfig | null;
  uploadFolders: string[];
  /** Largest accepted upload, in bytes. */
  uploadMaxBytes: number;
  /** Load the sample content into an empty database at start. */
  seed: boolean;
  /** When a candidate (or a live release with a healthy previous one) is rolled back by itself. */
  releaseFailures: { failureRate: number; minLoads: number; minVisitors: number };
  pageServers: PageServersConfig;
  tips: TipsConfig;
  /**
   * TOKEN_SECRET / TOKEN_SECRET_FILE (at least 32 random bytes): the signing secrets of session tokens, upload
   * signatures and bot-check challenges are derived from it. Null: they are generated and kept in the database
   * (development and tests only; production mode refuses to start without it).
   */
  tokenSecret: Buffer | null;
}

/** The host's page servers, as the release registry deals with them. */
export interface PageServersConfig {
  /**
   * PAGE_SERVER_SECRET, shared with every page server: it signs the report tokens they put in pages and
   * authenticates the internal calls both ways (warm-up, observed outcomes). null: neither is accepted.
   */
  secret: string | null;
  /** PAGE_SERVERS: their internal addresses; each must warm a release before it goes live or into a canary. */
  urls: string[];
  /** RELEASE_REPORTS_PER_ADDRESS: browser reports counted per address, per release and hour (1: one visitor). */
  reportsPerAddress: number;
}

export interface TipsConfig {
  /** The newsroom's armored public key (TIPS_PUBLIC_KEY or the file TIPS_PUBLIC_KEY_FILE); null: the development key pair. */
  publicKey: string | null;
  /** Receipts and their conversations are deleted this many days after the tip. */
  retentionDays: number;
  /** EMAILJS_PUBLIC_KEY names a real EmailJS account (the site then also mails each tip, as ciphertext). */
  realEmailJs: boolean;
  /** TIPS_EXACT_TIMES=1: store when a tip (or a source's message) arrived to the millisecond, not the hour. */
  exactTimes: boolean;
  /** TIPS_NOTIFY_EMAIL: where to say, once an hour at most, that something arrived; null (the default): no notice. */
  notify: TipsNotifyConfig | null;
  /** TIPS_CEILING_PER_MINUTE, TIPS_LOOKUPS_PER_RECEIPT, TIPS_POW_CALM_PER_MINUTE (tips/limits.ts). */
  limits: TipLimitSettings;
  /** TIPS_FORM_MIN_SECONDS: the form without JavaScript is refused when sent sooner than this after its page was served. */
  formMinSeconds: number;
}

/** How the hourly notice is sent: through EmailJS's REST API when it is configured, else into the local outbox. */
export interface TipsNotifyConfig {
  to: string;
  emailJs: { serviceId: string; templateId: string; publicKey: string; privateKey: string | null } | null;
}

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** The api/ folder, whichever file asks (src/, scripts/ or test/). */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** CAPTCHA_MODE: `altcha` unless `local` is asked for; anything else is refused rather than guessed. */
function captchaMode(env: Env): 'altcha' | 'local' {
  const mode = env.CAPTCHA_MODE?.trim() || 'altcha';
  if (mode !== 'altcha' && mode !== 'local') throw new ConfigError(`CAPTCHA_MODE must be altcha or local, not "${mode}"`);
  return mode;
}

const text = (env: Env, key: string): string | null => {
  const value = env[key]?.trim();
  return value ? value : null;
};

const list = (value: string | null): string[] =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0)
    : [];

function integer(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = text(env, key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

/** A share between 0 (exclusive) and 1 (inclusive), e.g. RELEASE_FAILURE_RATE=0.5. */
function share(env: Env, key: string, fallback: number): number {
  const raw = text(env, key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || !(value > 0 && value <= 1)) {
    throw new ConfigError(`${key} must be a number above 0 and at most 1 (got "${raw}")`);
  }
  return value;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || net.isIP(entry) !== 0) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || address === undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or 0 → off; a hop count; or a comma-separated list of addresses and CIDR ranges. */
/** PAGE_SERVER_SECRET and PAGE_SERVERS: a secret long enough not to be guessed, and http(s) addresses. */
function pageServers(env: Env): PageServersConfig {
  const secret = text(env, 'PAGE_SERVER_SECRET');
  if (secret !== null && secret.length < 32)
    throw new ConfigError('PAGE_SERVER_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)');
  const urls = list(text(env, 'PAGE_SERVERS')).map(noTrailingSlash);
  const bad = urls.filter((url) => !/^https?:\/\/[^/]+$/.test(url));
  if (bad.length > 0)
    throw new ConfigError(`PAGE_SERVERS must list http(s) origins, comma-separated (not ${bad.map((b) => `"${b}"`).join(', ')})`);
  if (urls.length > 0 && secret === null)
    throw new ConfigError('PAGE_SERVERS needs PAGE_SERVER_SECRET: the page servers accept only authenticated warm-ups');
  return { secret, urls, reportsPerAddress: integer(env, 'RELEASE_REPORTS_PER_ADDRESS', 1, 1, 1000) };
}

function trustProxy(env: Env): TrustProxy {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY hop count must be at most 10 (got "${raw}")`);
    return hops;
  }
  const entries = list(raw);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges (not ${bad.map((b) => `"${b}"`).join(', ')}): trusting every peer would let any client choose its address.`,
    );
  }
  return entries;
}

/** Where the organisation (and its sample events) is. */
export const DEFAULT_ORG_TIME_ZONE = 'America/Phoenix';

const noTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Reads the environment (documented variable by variable in api/README.md). Throws ConfigError on nonsense. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'API_PORT', 4000, 0, 65535);
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const dataDir = path.resolve(API_ROOT, text(env, 'DATA_DIR') ?? '.data');
  const databaseUrl = text(env, 'DATABASE_URL');

  const clerkJwtKey = text(env, 'CLERK_JWT_KEY');
  const clerkParties = list(text(env, 'CLERK_AUTHORIZED_PARTIES'));
  if ((clerkJwtKey === null) !== (clerkParties.length === 0)) {
    throw new ConfigError('Clerk mode needs both CLERK_JWT_KEY and CLERK_AUTHORIZED_PARTIES (or neither, for local auth).');
  }
  const auth: AuthConfig =
    clerkJwtKey !== null
      ? { mode: 'clerk', jwtKey: clerkJwtKey.replace(/\\n/g, '\n'), authorizedParties: clerkParties }
      : { mode: 'local', devAdminCode: text(env, 'DEV_ADMIN_CODE'), tokenTtlSeconds: 4 * 60 * 60, adminTokenTtlSeconds: 60 * 60 };

  const youtubeKey = text(env, 'YOUTUBE_API_KEY');
  const youtubeChannel = text(env, 'YOUTUBE_CHANNEL_ID');
  if (youtubeKey !== null && youtubeChannel === null) {
    throw new ConfigError('YOUTUBE_API_KEY is set but YOUTUBE_CHANNEL_ID is not.');
  }

  const cloudName = text(env, 'CLOUDINARY_CLOUD_NAME');
  const cloudKey = text(env, 'CLOUDINARY_API_KEY');
  const cloudSecret = text(env, 'CLOUDINARY_API_SECRET');
  const cloudinaryParts = [cloudName, cloudKey, cloudSecret].filter((part) => part !== null).length;
  if (cloudinaryParts !== 0 && cloudinaryParts !== 3) {
    throw new ConfigError('Set all three of CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET, or none.');
  }

  const uploadFolders = list(text(env, 'UPLOAD_FOLDERS'));
  for (const folder of uploadFolders) {
    if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(folder)) throw new ConfigError(`UPLOAD_FOLDERS: "${folder}" is not a valid folder name`);
  }

  const redisUrl = text(env, 'REDIS_URL');
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0');
  }

  const prometheusUrl = text(env, 'PROMETHEUS_URL');
  if (prometheusUrl !== null && !/^https?:\/\/[^\s]+$/.test(prometheusUrl)) {
    throw new ConfigError('PROMETHEUS_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:9090');
  }

  const tipsKeyText = text(env, 'TIPS_PUBLIC_KEY');
  const tipsKeyFile = text(env, 'TIPS_PUBLIC_KEY_FILE');
  if (tipsKeyText !== null && tipsKeyFile !== null) throw new ConfigError('Set TIPS_PUBLIC_KEY or TIPS_PUBLIC_KEY_FILE, not both.');
  const tipsPublicKey = tipsKeyFile !== null ? readKeyFile(tipsKeyFile) : (tipsKeyText?.replace(/\\n/g, '\n') ?? null);
  if (tipsPublicKey !== null && !tipsPublicKey.startsWith('-----BEGIN PGP PUBLIC KEY BLOCK-----')) {
    throw new ConfigError('The tips public key must be an armored OpenPGP public key (-----BEGIN PGP PUBLIC KEY BLOCK-----).');
  }
  const emailJsKey = text(env, 'EMAILJS_PUBLIC_KEY');
  const tipsNotify = tipsNotifyConfig(env, emailJsKey);

  const corsOrigins = list(text(env, 'CORS_ORIGINS')).map(noTrailingSlash);

  const orgTimeZone = text(env, 'ORG_TIME_ZONE') ?? DEFAULT_ORG_TIME_ZONE;
  if (!isTimeZone(orgTimeZone)) {
    throw new ConfigError(`ORG_TIME_ZONE must be an IANA time-zone name, e.g. America/Phoenix (got "${orgTimeZone}")`);
  }

  return {
    port,
    host: text(env, 'API_HOST') ?? '127.0.0.1',
    nodeEnv,
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    dataDir,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    // By default every app of the registry on this machine, on the ports the same variables set.
    corsOrigins: corsOrigins.length > 0 ? corsOrigins : localAppOrigins(env),
    publicUrl: noTrailingSlash(text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`),
    // The host shell on this machine by default (the first origin of the registry, on the port HOST_PORT sets).
    siteUrl: noTrailingSlash(text(env, 'SITE_URL') ?? localAppOrigins(env)[0] ?? 'http://localhost:3000'),
    hoaxSlug: runtimeConfigFromEnv(env).site.hoaxSlug,
    organisationName: text(env, 'ORG_NAME') ?? 'Beacon Media',
    orgTimeZone,
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 10, 1, 1_000_000),
    readRateLimitMax: integer(env, 'READ_RATE_LIMIT_MAX', 1000, 1, 10_000_000),
    youtubeSearchesPerHour: integer(env, 'YOUTUBE_SEARCHES_PER_HOUR', 60, 1, 1_000_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    maxConnectionsPerAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', 100, 1, 1_000_000),
    connectionLimits: DEFAULT_CONNECTION_LIMITS,
    // In production only by default: one developer's machine under load is no reason to refuse them.
    overload: {
      maxEventLoopDelayMs: integer(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', nodeEnv === 'production' ? 1000 : 0, 0, 60_000),
      maxHeapUsedBytes: integer(env, 'OVERLOAD_HEAP_MB', nodeEnv === 'production' ? DEFAULT_MAX_HEAP_MB : 0, 0, 1_000_000) * 1024 * 1024,
      sampleIntervalMs: 1000,
    },
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 60_000),
    trustProxy: trustProxy(env),
    redisUrl,
    prometheusUrl,
    adminCodes: databaseUrl ? 'database' : 'data-dir',
    auth,
    allowDevAuth: text(env, 'ALLOW_DEV_AUTH') === '1',
    youtube: youtubeKey !== null && youtubeChannel !== null ? { apiKey: youtubeKey, channelId: youtubeChannel } : null,
    mailerliteApiKey: text(env, 'MAILERLITE_API_KEY'),
    recaptchaSecret: text(env, 'RECAPTCHA_SECRET'),
    captchaMode: captchaMode(env),
    cloudinary: cloudName && cloudKey && cloudSecret ? { cloudName, apiKey: cloudKey, apiSecret: cloudSecret } : null,
    uploadFolders: uploadFolders.length > 0 ? uploadFolders : ['events', 'content'],
    uploadMaxBytes: UPLOAD_FILE_MAX_BYTES,
    seed: true,
    releaseFailures: {
      failureRate: share(env, 'RELEASE_FAILURE_RATE', 0.5),
      minLoads: integer(env, 'RELEASE_MIN_LOADS', 5, 1, 1_000_000),
      minVisitors: integer(env, 'RELEASE_MIN_VISITORS', 50, 1, 1_000_000),
    },
    pageServers: pageServers(env),
    tips: {
      publicKey: tipsPublicKey,
      retentionDays: integer(env, 'TIPS_RETENTION_DAYS', 90, 1, 3650),
      realEmailJs: emailJsKey !== null && emailJsKey !== 'local-public-key',
      exactTimes: text(env, 'TIPS_EXACT_TIMES') === '1',
      notify: tipsNotify,
      limits: {
        ceilingPerMinute: integer(env, 'TIPS_CEILING_PER_MINUTE', 600, 1, 1_000_000),
        lookupsPerReceiptPerHour: integer(env, 'TIPS_LOOKUPS_PER_RECEIPT', 20, 1, 10_000),
        powCalmPerMinute: integer(env, 'TIPS_POW_CALM_PER_MINUTE', 10, 1, 1_000_000),
      },
      formMinSeconds: integer(env, 'TIPS_FORM_MIN_SECONDS', 3, 0, 60),
    },
    tokenSecret: tokenSecret(env),
  };
}

/** TIPS_NOTIFY_EMAIL, checked; EmailJS when EMAILJS_PUBLIC_KEY names a real account (with its service and template). */
function tipsNotifyConfig(env: Env, emailJsKey: string | null): TipsNotifyConfig | null {
  const to = text(env, 'TIPS_NOTIFY_EMAIL');
  if (to === null) return null;
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(to))
    throw new ConfigError(`TIPS_NOTIFY_EMAIL must be one e-mail address (got "${to}")`);
  if (emailJsKey === null || emailJsKey === 'local-public-key') return { to, emailJs: null };
  const serviceId = text(env, 'EMAILJS_SERVICE_ID');
  const templateId = text(env, 'EMAILJS_TEMPLATE_ID');
  if (serviceId === null || templateId === null) {
    throw new ConfigError('TIPS_NOTIFY_EMAIL with a real EmailJS account needs EMAILJS_SERVICE_ID and EMAILJS_TEMPLATE_ID.');
  }
  return { to, emailJs: { serviceId, templateId, publicKey: emailJsKey, privateKey: text(env, 'EMAILJS_PRIVATE_KEY') } };
}

function readKeyFile(file: string, variable = 'TIPS_PUBLIC_KEY_FILE'): string {
  try {
    return fs.readFileSync(path.resolve(API_ROOT, file), 'utf8').trim();
  } catch (error) {
    throw new ConfigError(`${variable} cannot be read: ${(error as Error).message}`);
  }
}

const MAKE_TOKEN_SECRET = '`openssl rand -hex 32 > token-secret` (a file readable by the API only)';

/**
 * TOKEN_SECRET (a value) or TOKEN_SECRET_FILE (a file): at least 32 random bytes, as hex (64 or more characters)
 * or base64 (43 or more). Anything shorter or of another form is refused, never padded or hashed into shape.
 */
function tokenSecret(env: Env): Buffer | null {
  const value = text(env, 'TOKEN_SECRET');
  const file = text(env, 'TOKEN_SECRET_FILE');
  if (value !== null && file !== null) throw new ConfigError('Set TOKEN_SECRET or TOKEN_SECRET_FILE, not both.');
  const variable = file !== null ? 'TOKEN_SECRET_FILE' : 'TOKEN_SECRET';
  const raw = file !== null ? readKeyFile(file, variable) : value;
  if (raw === null) return null;
  const bytes = /^[0-9a-fA-F]+$/.test(raw)
    ? raw.length % 2 === 0
      ? Buffer.from(raw, 'hex')
      : null
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) && raw.length >= 43
      ? Buffer.from(raw, 'base64')
      : null;
  if (bytes === null || bytes.length < 32) {
    throw new ConfigError(
      `${variable} must hold at least 32 random bytes as hex (64 or more characters) or base64 (43 or more); make one with ${MAKE_TOKEN_SECRET}.`,
    );
  }
  return bytes;
}

/**
 * Local auth mints admin tokens from a printed code: never silently in production. Production mode
 * (NODE_ENV=production) also refuses every development secret, naming what to set instead.
 */
export function assertSafeForEnvironment(config: Config): void {
  if (config.nodeEnv !== 'production') return;
  const problems: string[] = [];
  if (config.auth.mode === 'local' && !config.allowDevAuth) {
    problems.push(
      'NODE_ENV=production with local (development) auth: configure Clerk (CLERK_JWT_KEY, CLERK_AUTHORIZED_PARTIES) or set ALLOW_DEV_AUTH=1 deliberately.',
    );
  }
  if (config.tips.publicKey === null) {
    problems.push(
      "NODE_ENV=production needs the newsroom's tips key: set TIPS_PUBLIC_KEY_FILE to its public key file (or TIPS_PUBLIC_KEY to the key's text). Make the key pair with `npm run tips-key -w api` and keep the private key with the newsroom; without it the API would use its development key pair, whose private key is in the database.",
    );
  }
  if (config.auth.mode === 'local' && config.auth.devAdminCode !== null) {
    problems.push(
      'NODE_ENV=production refuses DEV_ADMIN_CODE (a fixed admin code that works any number of times): unset DEV_ADMIN_CODE; admins sign in with the single-use code the API prints (`npm run admin-code -w api` prints another) or through Clerk.',
    );
  }
  if (config.tokenSecret === null) {
    problems.push(
      `NODE_ENV=production needs a token secret: set TOKEN_SECRET_FILE to a file of at least 32 random bytes as hex or base64, made with ${MAKE_TOKEN_SECRET}, or TOKEN_SECRET to such a value; give every instance of the site the same one. Without it the API would generate the secrets that sign sessions, uploads and bot checks and keep them in the database.`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
}
