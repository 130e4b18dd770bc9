import type { onRequestAsyncHookHandler } from 'fastify';
import { adminGuard } from './auth/guard';
import { clerkAuthenticator } from './auth/clerk';
import { localAuthenticator } from './auth/local';
import { databaseAdminCodes, fileAdminCodes, type AdminCodeStore } from './auth/admin-code';
import { memoryFailureCounter, redisFailureCounter, type FailureCounter } from './auth/attempts';
import { signingSecret, type SecretName } from './auth/secrets';
import { formTokens, type FormTokens } from './tips/form-token';
import { sessionStore, type SessionStore } from './auth/sessions';
import type { Authenticator } from './auth/types';
import { altchaCaptcha, type AltchaCaptcha } from './captcha/altcha';
import { localCaptcha } from './captcha/local';
import { recaptcha } from './captcha/recaptcha';
import type { CaptchaVerifier } from './captcha/types';
import { LOCAL_UPLOAD_CLOUD_NAME } from '@beacon/shared/schemas';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SharedStore } from './db/redis';
import { responseCache, type ResponseCache } from './http/response-cache';
import { createMailingList, type MailingList } from './providers/mailing';
import { bookingsRepository, type BookingsRepository } from './plugins/app/bookings/bookings-repository';
import { eventsRepository, type EventsRepository } from './plugins/app/events/events-repository';
import { auditRepository, type AuditRepository } from './plugins/app/audit/audit-repository';
import { releasesRepository, type ReleasesRepository } from './plugins/app/releases/releases-repository';
import { createVideoProvider, type VideoProvider } from './providers/videos';
import { spentSignatures, type SpentSignatures } from './uploads/signature';
import { uploadStorage, type UploadStorage } from './uploads/storage';
import { cloudinaryImageRemover, localImageRemover, type ImageRemover } from './uploads/remove';
import { dailySaltedHash } from './tips/daily-salt';
import { tipLimits, type TipLimits } from './tips/limits';
import { loadNewsroomKey, type NewsroomKey } from './tips/keys';
import { staffNotices, type StaffNotices } from './tips/staff-notice';
import { tipsRepository, type TipsRepository } from './tips/tips-repository';
import { contentRepository, type ContentRepository } from './plugins/app/content/content-repository';
import { previewTokens, type PreviewTokens } from './plugins/app/content/preview-token';

export interface UploadTarget {
  /** `local`: this API signs and receives uploads; `cloudinary`: it only signs them for Cloudinary. */
  mode: 'local' | 'cloudinary';
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  storage: UploadStorage;
  /** Local image host: signatures already used (each stores one file), shared by every instance. */
  spent: SpentSignatures;
  /** Deletes an uploaded image (the local file, or the Cloudinary asset). */
  removeImage: ImageRemover;
}

export interface LocalAuth {
  secret: Buffer;
  sessions: SessionStore;
  /** Where the single-use admin code's hash lives (data directory or database). */
  adminCodes: AdminCodeStore;
  /**
   * The single-use code minted at start, shown once in the banner; null when DEV_ADMIN_CODE fixes the code
   * or when another start on this database already printed a code that is still unspent.
   */
  printedCode: string | null;
  /** Failed admin codes per address, counted apart from visitor sign-ins (in Redis when REDIS_URL is set). */
  adminFailures: FailureCounter;
}

/** Everything the routes need, built once per app from the config. */
export interface Services {
  config: Config;
  database: Database;
  /** Redis (REDIS_URL): rate-limit counters and the admin-code lock-out shared by every instance. */
  shared: SharedStore | null;
  db: Db;
  clock: () => Date;
  auth: Authenticator;
  requireAdmin: onRequestAsyncHookHandler;
  /** Local auth: the token secret, the open sessions, and admin sign-in state. */
  local: LocalAuth | null;
  captcha: CaptchaVerifier;
  /** The ALTCHA challenge issuer: the default bot check (null with reCAPTCHA or the local stand-in). */
  altcha: AltchaCaptcha | null;
  localCaptcha: ReturnType<typeof localCaptcha> | null;
  videos: VideoProvider;
  mailingList: MailingList;
  uploads: UploadTarget;
  eventsCache: ResponseCache;
  bookings: BookingsRepository;
  events: EventsRepository;
  /** The append-only log of admin writes. */
  audit: AuditRepository;
  /** The remotes' release registry: what is published, live and on canary, and each release's health. */
  releases: ReleasesRepository;
  /** Outbound HTTP (the providers' remote ends; tests pass a fake): Settings checks each service with it. */
  fetch: typeof fetch;
  tips: TipsServices;
  content: ContentServices;
}

export interface ContentServices {
  /** The content records (investigations, the teaser), their revisions and publication. */
  repository: ContentRepository;
  /** Signs and checks preview links (one page, one hour). */
  previews: PreviewTokens;
  /** Published pages as served, kept 1 s and dropped on every write through this instance. */
  cache: ResponseCache;
}

export interface TipsServices {
  /** The newsroom public key tips are encrypted to (the API never holds a usable private key). */
  key: NewsroomKey;
  repository: TipsRepository;
  /** The tip line's limits: site-wide ceilings, look-ups per receipt (by a salted hash), proof of work rising with load. */
  limits: TipLimits;
  /** The hourly "something arrived" notice to staff; null unless TIPS_NOTIFY_EMAIL is set. */
  notices: StaffNotices | null;
  /** The bot check of the form without JavaScript: a signed, timed, single-use token in the served form. */
  formTokens: FormTokens;
}

/** The cloud name local uploads answer to: `POST /uploads/beacon-local/image/upload`. */
export const LOCAL_CLOUD_NAME = LOCAL_UPLOAD_CLOUD_NAME;

export async function createServices(
  config: Config,
  database: Database,
  shared: SharedStore | null,
  fetchImpl: typeof fetch,
  clock: () => Date,
): Promise<Services> {
  const db = database.db;
  // Derived from TOKEN_SECRET, or kept in the database without it: either way every instance signs and verifies
  // alike. The upload secret is needed in Clerk mode too: without Cloudinary this API is still the image host.
  const secretFor = (name: SecretName) => signingSecret(db, config.tokenSecret, name);
  const tokenSecret = await secretFor('session-tokens');
  const uploadSecret = (await secretFor('upload-signatures')).toString('hex');
  const sessions = sessionStore(db, clock);
  let local: LocalAuth | null = null;
  if (config.auth.mode === 'local') {
    const adminCodes = config.adminCodes === 'database' ? databaseAdminCodes(db) : fileAdminCodes(config.dataDir);
    const inMemory = memoryFailureCounter(config.rateLimitMax, 60_000, clock);
    local = {
      secret: tokenSecret,
      sessions,
      adminCodes,
      printedCode: config.auth.devAdminCode ? null : await adminCodes.mintIfNone(),
      adminFailures: shared ? redisFailureCounter(shared.redis, config.rateLimitMax, 60_000, inMemory, shared.warn) : inMemory,
    };
  }
  const auth =
    config.auth.mode === 'clerk'
      ? clerkAuthenticator(config.auth.jwtKey, config.auth.authorizedParties)
      : localAuthenticator(tokenSecret, clock, sessions);
  const offlineCaptcha = !config.recaptchaSecret && config.captchaMode === 'local' ? localCaptcha(db, clock) : null;
  const altcha =
    !config.recaptchaSecret && config.captchaMode === 'altcha'
      ? altchaCaptcha(db, clock, (await secretFor('captcha-challenges')).toString('hex'))
      : null;
  const storage = uploadStorage(db);
  const spent = spentSignatures(db, clock);
  return {
    config,
    database,
    shared,
    db,
    clock,
    auth,
    requireAdmin: adminGuard(auth),
    local,
    captcha: altcha ?? offlineCaptcha ?? recaptcha(config.recaptchaSecret ?? '', fetchImpl),
    altcha,
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
          apiSecret: uploadSecret,
          storage,
          spent,
          removeImage: localImageRemover(storage),
        },
    eventsCache: responseCache(1000, clock),
    bookings: bookingsRepository(db, clock),
    events: eventsRepository(db, clock, () => config.publicUrl, config.orgTimeZone),
    audit: auditRepository(db, clock),
    releases: releasesRepository(db, clock),
    fetch: fetchImpl,
    content: {
      repository: contentRepository(db, clock),
      previews: previewTokens(await secretFor('content-previews'), clock),
      cache: responseCache(1000, clock),
    },
    tips: {
      key: await loadNewsroomKey(config.tips.publicKey, db, config.dataDir, config.organisationName),
      repository: tipsRepository(
        db,
        clock,
        () => config.tips.retentionDays,
        () => config.tips.exactTimes,
      ),
      limits: tipLimits(config.tips.limits, shared, clock, dailySaltedHash(shared, clock)),
      notices: staffNotices(db, config, fetchImpl),
      formTokens: formTokens(await secretFor('tips-form-tokens'), spent, clock, config.tips.formMinSeconds * 1000),
    },
  };
}
