import type { onRequestAsyncHookHandler } from 'fastify';
import { adminGuard } from './auth/guard';
import { clerkAuthenticator } from './auth/clerk';
import { localAuthenticator } from './auth/local';
import { deriveSecret, generateAdminCode, loadOrCreateSecret } from './auth/secrets';
import type { Authenticator } from './auth/types';
import { localCaptcha } from './captcha/local';
import { recaptcha } from './captcha/recaptcha';
import type { CaptchaVerifier } from './captcha/types';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { responseCache, type ResponseCache } from './http/response-cache';
import { createMailingList, type MailingList } from './providers/mailing';
import { createVideoProvider, type VideoProvider } from './providers/videos';
import { uploadStorage, type UploadStorage } from './uploads/storage';

export interface UploadTarget {
  /** `local`: this API signs and receives uploads; `cloudinary`: it only signs them for Cloudinary. */
  mode: 'local' | 'cloudinary';
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  storage: UploadStorage;
}

/** Everything the routes need, built once per app from the config. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  clock: () => Date;
  auth: Authenticator;
  requireAdmin: onRequestAsyncHookHandler;
  /** Local auth: the secret signing session tokens, and the code that unlocks admin sessions. */
  local: { secret: Buffer; adminCode: string } | null;
  captcha: CaptchaVerifier;
  localCaptcha: ReturnType<typeof localCaptcha> | null;
  videos: VideoProvider;
  mailingList: MailingList;
  uploads: UploadTarget;
  eventsCache: ResponseCache;
}

/** The cloud name local uploads answer to: `POST /uploads/beacon-local/image/upload`. */
export const LOCAL_CLOUD_NAME = 'beacon-local';

export function createServices(config: Config, database: Database, fetchImpl: typeof fetch, clock: () => Date): Services {
  const db = database.db;
  // The secret file lives in the data directory even in Clerk mode: it also keys local upload signatures.
  const secret = loadOrCreateSecret(config.dataDir);
  const auth =
    config.auth.mode === 'clerk'
      ? clerkAuthenticator(config.auth.jwtKey, config.auth.authorizedParties)
      : localAuthenticator(secret, clock);
  const local = config.auth.mode === 'local' ? { secret, adminCode: config.auth.devAdminCode ?? generateAdminCode() } : null;
  const offlineCaptcha = config.recaptchaSecret ? null : localCaptcha(db, clock);
  const storage = uploadStorage(config.dataDir);
  return {
    config,
    database,
    db,
    clock,
    auth,
    requireAdmin: adminGuard(auth),
    local,
    captcha: offlineCaptcha ?? recaptcha(config.recaptchaSecret ?? '', fetchImpl),
    localCaptcha: offlineCaptcha,
    videos: createVideoProvider(config, db, fetchImpl, clock),
    mailingList: createMailingList(config, db, fetchImpl),
    uploads: config.cloudinary
      ? { mode: 'cloudinary', ...config.cloudinary, storage }
      : { mode: 'local', cloudName: LOCAL_CLOUD_NAME, apiKey: 'beacon-local-key', apiSecret: deriveSecret(secret, 'uploads'), storage },
    eventsCache: responseCache(1000, clock),
  };
}
