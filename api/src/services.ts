import type { onRequestAsyncHookHandler } from 'fastify';
import { adminGuard } from './auth/guard';
import { clerkAuthenticator } from './auth/clerk';
import { localAuthenticator } from './auth/local';
import { mintAdminCode } from './auth/admin-code';
import { failureCounter } from './auth/attempts';
import { deriveSecret, loadOrCreateSecret } from './auth/secrets';
import { sessionStore, type SessionStore } from './auth/sessions';
import type { Authenticator } from './auth/types';
import { localCaptcha } from './captcha/local';
import { recaptcha } from './captcha/recaptcha';
import type { CaptchaVerifier } from './captcha/types';
import { LOCAL_UPLOAD_CLOUD_NAME } from '@beacon/shared/schemas';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { responseCache, type ResponseCache } from './http/response-cache';
import { createMailingList, type MailingList } from './providers/mailing';
import { bookingsRepository, type BookingsRepository } from './plugins/app/bookings/bookings-repository';
import { eventsRepository, type EventsRepository } from './plugins/app/events/events-repository';
import { createVideoProvider, type VideoProvider } from './providers/videos';
import { spentSignatures, type SpentSignatures } from './uploads/signature';
import { uploadStorage, type UploadStorage } from './uploads/storage';
import { cloudinaryImageRemover, localImageRemover, type ImageRemover } from './uploads/remove';

export interface UploadTarget {
  /** `local`: this API signs and receives uploads; `cloudinary`: it only signs them for Cloudinary. */
  mode: 'local' | 'cloudinary';
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  storage: UploadStorage;
  /** Local image host: signatures already used (each stores one file). */
  spent: SpentSignatures;
  /** Deletes an uploaded image (the local file, or the Cloudinary asset). */
  removeImage: ImageRemover;
}

export interface LocalAuth {
  secret: Buffer;
  sessions: SessionStore;
  /** The single-use code minted at start (null when DEV_ADMIN_CODE fixes the code): shown once in the banner. */
  printedCode: string | null;
  /** Failed admin codes per address, counted apart from visitor sign-ins. */
  adminFailures: ReturnType<typeof failureCounter>;
}

/** Everything the routes need, built once per app from the config. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  clock: () => Date;
  auth: Authenticator;
  requireAdmin: onRequestAsyncHookHandler;
  /** Local auth: the token secret, the open sessions, and admin sign-in state. */
  local: LocalAuth | null;
  captcha: CaptchaVerifier;
  localCaptcha: ReturnType<typeof localCaptcha> | null;
  videos: VideoProvider;
  mailingList: MailingList;
  uploads: UploadTarget;
  eventsCache: ResponseCache;
  bookings: BookingsRepository;
  events: EventsRepository;
}

/** The cloud name local uploads answer to: `POST /uploads/beacon-local/image/upload`. */
export const LOCAL_CLOUD_NAME = LOCAL_UPLOAD_CLOUD_NAME;

export function createServices(config: Config, database: Database, fetchImpl: typeof fetch, clock: () => Date): Services {
  const db = database.db;
  // The secret file lives in the data directory even in Clerk mode: it also keys local upload signatures.
  const secret = loadOrCreateSecret(config.dataDir);
  const sessions = sessionStore(clock);
  const local: LocalAuth | null =
    config.auth.mode === 'local'
      ? {
          secret,
          sessions,
          printedCode: config.auth.devAdminCode ? null : mintAdminCode(config.dataDir),
          adminFailures: failureCounter(config.rateLimitMax, 60_000, clock),
        }
      : null;
  const auth =
    config.auth.mode === 'clerk'
      ? clerkAuthenticator(config.auth.jwtKey, config.auth.authorizedParties)
      : localAuthenticator(secret, clock, sessions);
  const offlineCaptcha = config.recaptchaSecret ? null : localCaptcha(db, clock);
  const storage = uploadStorage(config.dataDir);
  const spent = spentSignatures(clock);
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
      ? {
          mode: 'cloudinary',
          ...config.cloudinary,
          storage,
          spent,
          removeImage: cloudinaryImageRemover(config.cloudinary, fetchImpl, clock),
        }
      : {
          mode: 'local',
          cloudName: LOCAL_CLOUD_NAME,
          apiKey: 'beacon-local-key',
          apiSecret: deriveSecret(secret, 'uploads'),
          storage,
          spent,
          removeImage: localImageRemover(storage),
        },
    eventsCache: responseCache(1000, clock),
    bookings: bookingsRepository(db, clock),
    events: eventsRepository(db, clock, () => config.publicUrl),
  };
}
