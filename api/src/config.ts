import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localAppOrigins } from '@beacon/shared/apps';

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

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  logLevel: string;
  /** Holds the PGlite data, uploaded files and the generated token secret. */
  dataDir: string;
  database: DatabaseConfig;
  corsOrigins: string[];
  /** The API's own public base URL, used in the image URLs it returns. No trailing slash. */
  publicUrl: string;
  /** The public site's base URL, for links to its pages (calendar entries). No trailing slash. */
  siteUrl: string;
  /** The organisation's name (ORG_NAME, as on the site): names the events calendar feed. */
  organisationName: string;
  rateLimitMax: number;
  /** Requests per minute per address on each public read route (events, videos). */
  readRateLimitMax: number;
  /** New (uncached) video searches sent to YouTube per hour, across all clients: each costs API quota. */
  youtubeSearchesPerHour: number;
  /** Open connections at once; more are closed on arrival (a reverse proxy should limit them per address). */
  maxConnections: number;
  auth: AuthConfig;
  allowDevAuth: boolean;
  youtube: { apiKey: string; channelId: string } | null;
  mailerliteApiKey: string | null;
  recaptchaSecret: string | null;
  cloudinary: CloudinaryConfig | null;
  uploadFolders: string[];
  /** Largest accepted upload, in bytes. */
  uploadMaxBytes: number;
  /** Load the sample content into an empty database at start. */
  seed: boolean;
}

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** The api/ folder, whichever file asks (src/, scripts/ or test/). */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

  const corsOrigins = list(text(env, 'CORS_ORIGINS')).map(noTrailingSlash);

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
    organisationName: text(env, 'ORG_NAME') ?? 'Beacon Media',
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 10, 1, 1_000_000),
    readRateLimitMax: integer(env, 'READ_RATE_LIMIT_MAX', 1000, 1, 10_000_000),
    youtubeSearchesPerHour: integer(env, 'YOUTUBE_SEARCHES_PER_HOUR', 60, 1, 1_000_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    auth,
    allowDevAuth: text(env, 'ALLOW_DEV_AUTH') === '1',
    youtube: youtubeKey !== null && youtubeChannel !== null ? { apiKey: youtubeKey, channelId: youtubeChannel } : null,
    mailerliteApiKey: text(env, 'MAILERLITE_API_KEY'),
    recaptchaSecret: text(env, 'RECAPTCHA_SECRET'),
    cloudinary: cloudName && cloudKey && cloudSecret ? { cloudName, apiKey: cloudKey, apiSecret: cloudSecret } : null,
    uploadFolders: uploadFolders.length > 0 ? uploadFolders : ['events'],
    uploadMaxBytes: 5 * 1024 * 1024,
    seed: true,
  };
}

/** Local auth mints admin tokens from a printed code: never silently in production. */
export function assertSafeForEnvironment(config: Config): void {
  if (config.auth.mode === 'local' && config.nodeEnv === 'production' && !config.allowDevAuth) {
    throw new ConfigError(
      'NODE_ENV=production with local (development) auth: configure Clerk (CLERK_JWT_KEY, CLERK_AUTHORIZED_PARTIES) or set ALLOW_DEV_AUTH=1 deliberately.',
    );
  }
}
