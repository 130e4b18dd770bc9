// Drizzle table definitions. They mirror the SQL in ./migrations, which is the source of truth for the
// database itself (test/schema.test.ts checks the two agree).
import { bigint, boolean, customType, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTENT_KINDS, CONTENT_REVISION_ORIGINS, EVENT_STATUSES, type ContentBody } from '@beacon/shared/schemas';

/** Binary values: node-postgres reads them as Buffer, PGlite as Uint8Array; both come back as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const bookings = pgTable('bookings', {
  id: uuid('id').primaryKey(),
  requesterName: text('requester_name').notNull(),
  requesterEmail: text('requester_email').notNull(),
  eventName: text('event_name').notNull(),
  eventDate: date('event_date', { mode: 'string' }).notNull(),
  eventLocation: text('event_location').notNull(),
  eventDetails: text('event_details').notNull(),
  isConfirmed: boolean('is_confirmed').notNull().default(false),
  ...timestamps,
  /** Set while the booking is in "Recently deleted"; every other read leaves such rows out. */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

export const events = pgTable('events', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
  /** When it ends, after `date`; null: two hours after the start. */
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
  /** The venue's IANA zone: the event's times are told in it. */
  timeZone: text('time_zone').notNull(),
  status: text('status', { enum: EVENT_STATUSES }).notNull().default('scheduled'),
  /** A postponed event's former date (it moved to `date`). */
  previousDate: timestamp('previous_date', { withTimezone: true, mode: 'date' }),
  /** Increases with every edit: the SEQUENCE calendar apps compare to update what they imported. */
  revision: integer('revision').notNull().default(0),
  location: text('location').notNull(),
  category: text('category').notNull(),
  createdBy: text('created_by'),
  isFocused: boolean('is_focused').notNull().default(false),
  isCompleted: boolean('is_completed').notNull().default(false),
  /** Absolute URL, or a path starting with /media/ for images the API serves itself. */
  imageUrl: text('image_url'),
  imagePublicId: text('image_public_id'),
  attendees: integer('attendees'),
  ...timestamps,
  /** Set while the event is in "Recently deleted" (its image kept); every other read leaves such rows out. */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

export const subscribers = pgTable('subscribers', {
  id: uuid('id').primaryKey(),
  /** Stored lower-cased: one subscription per address. */
  email: text('email').notNull().unique(),
  ...timestamps,
});

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey(),
  serviceId: text('service_id').notNull(),
  templateId: text('template_id').notNull(),
  userId: text('user_id').notNull(),
  libVersion: text('lib_version'),
  templateParams: jsonb('template_params').$type<Record<string, string | number | boolean | null>>().notNull(),
  via: text('via').$type<'json' | 'form'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const videos = pgTable('videos', {
  /** The 11-character video id of the watch URL. */
  id: text('id').primaryKey(),
  playlistId: text('playlist_id').notNull(),
  title: text('title').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Absolute URL, or a /media/ path served by the API. */
  thumbnailUrl: text('thumbnail_url').notNull(),
  views: integer('views').notNull(),
  channelName: text('channel_name').notNull(),
  channelAvatarUrl: text('channel_avatar_url').notNull(),
});

export const captchaTokens = pgTable('captcha_tokens', {
  /** SHA-256 of the token: a database leak does not hand out usable tokens. */
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The Idempotency-Key of a booking request; removed with its booking. */
export const bookingIdempotencyKeys = pgTable('booking_idempotency_keys', {
  key: text('key').primaryKey(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** SHA-256 of the request body: the same key with another request is refused. */
  requestHash: text('request_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Open local sessions: a local token counts only while its record is here and unexpired (every instance sees it). */
export const sessions = pgTable('sessions', {
  /** The token's subject (`local:<uuid>`). */
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Random keys created once per database (local session tokens, local upload signatures). */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: bytea('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Upload signatures already used (each stores one file), kept until they would have expired anyway. */
export const spentUploadSignatures = pgTable('spent_upload_signatures', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** ALTCHA challenges already solved once (each admits one request), kept until they would have expired anyway. */
export const spentCaptchaChallenges = pgTable('spent_captcha_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The local image host's files, served at /media/uploads/<public_id>.<format>. */
export const uploadedImages = pgTable('uploaded_images', {
  /** `<folder>/<random name>`, as the image host's public id. */
  publicId: text('public_id').primaryKey(),
  format: text('format').$type<'png' | 'jpg' | 'gif' | 'webp'>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The one unspent printed admin code (SHA-256), when admin codes live in the database (DATABASE_URL). */
export const adminCode = pgTable('admin_code', {
  slot: boolean('slot').primaryKey().default(true),
  codeHash: bytea('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Admin writes, append-only (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  /** null for the API's own actions (the purge). */
  actorId: text('actor_id'),
  actorName: text('actor_name'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  requestId: text('request_id'),
});

/** Who asked for each local upload signature: the upload itself carries no bearer token. */
export const uploadSigners = pgTable('upload_signers', {
  signature: text('signature').primaryKey(),
  actorId: text('actor_id').notNull(),
  actorName: text('actor_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Published builds of the remotes, immutable once registered. */
export const releases = pgTable(
  'releases',
  {
    remote: text('remote').notNull(),
    id: text('id').notNull(),
    version: text('version').notNull(),
    sharedRange: text('shared_range').notNull(),
    builtAt: moment('built_at').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    publishedById: text('published_by_id').notNull(),
    publishedByName: text('published_by_name').notNull(),
    publishedAt: moment('published_at').notNull(),
    /** The release that was live when this one was last promoted: where a rollback from it goes. */
    replacedId: text('replaced_id'),
  },
  (table) => [primaryKey({ columns: [table.remote, table.id] })],
);

/** What is live for each remote, and its canary (candidate_percent 0: none). */
export const releaseChannels = pgTable('release_channels', {
  remote: text('remote').primaryKey(),
  liveId: text('live_id'),
  previousId: text('previous_id'),
  candidateId: text('candidate_id'),
  candidatePercent: integer('candidate_percent').notNull().default(0),
  liveSince: moment('live_since'),
  candidateSince: moment('candidate_since'),
  updatedAt: moment('updated_at').notNull(),
});

/** Every change of a channel, with the channel before and after. actor null: the API itself. */
export const releaseHistory = pgTable('release_history', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  at: moment('at').notNull(),
  remote: text('remote').notNull(),
  action: text('action').notNull(),
  releaseId: text('release_id'),
  before: jsonb('before').$type<Record<string, unknown>>().notNull(),
  after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  actorId: text('actor_id'),
  actorName: text('actor_name'),
  reason: text('reason'),
});

/** Loads and failures per release per minute, from the browsers' reports (counts only). */
export const releaseHealth = pgTable(
  'release_health',
  {
    remote: text('remote').notNull(),
    releaseId: text('release_id').notNull(),
    minute: moment('minute').notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    /** Pages the page servers composed with the release, and those it failed (their own observation). */
    served: integer('served').notNull().default(0),
    serverFailures: integer('server_failures').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.remote, table.releaseId, table.minute] })],
);

/** Who reported on a release already (a keyed hash of the address), so a visitor counts once an hour. */
export const releaseReportVisitors = pgTable(
  'release_report_visitors',
  {
    remote: text('remote').notNull(),
    releaseId: text('release_id').notNull(),
    counted: text('counted').notNull(),
    visitor: text('visitor').notNull(),
    slot: text('slot').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.releaseId, table.counted, table.visitor, table.slot] })],
);

/** A tip as the browser encrypted it; the receipt only as a slow hash. Nothing about who sent it. */
export const tips = pgTable('tips', {
  id: uuid('id').primaryKey(),
  receiptId: text('receipt_id').notNull().unique(),
  receiptHash: text('receipt_hash').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  status: text('status', { enum: ['new', 'read', 'answered', 'archived'] })
    .notNull()
    .default('new'),
  /** Armored OpenPGP message to the newsroom key. */
  message: text('message').notNull(),
  sourcePublicKey: text('source_public_key').notNull(),
  /** Armored, protected by the receipt's secret (which the API never receives). */
  sourcePrivateKey: text('source_private_key').notNull(),
});

/**
 * Encrypted files (binary OpenPGP messages) of a tip, or of a source's follow-up when messageId is set, in the order
 * that message lists them.
 */
export const tipAttachments = pgTable('tip_attachments', {
  id: uuid('id').primaryKey(),
  tipId: uuid('tip_id').notNull(),
  messageId: uuid('message_id'),
  position: integer('position').notNull(),
  ciphertext: bytea('ciphertext').notNull(),
});

/** Hours for which staff were told that something arrived on the tip line (kept a day). */
export const tipNotices = pgTable('tip_notices', {
  hour: timestamp('hour', { withTimezone: true, mode: 'date' }).primaryKey(),
});

/** The conversation after a tip: armored messages from the source or staff. */
export const tipMessages = pgTable('tip_messages', {
  id: uuid('id').primaryKey(),
  tipId: uuid('tip_id').notNull(),
  author: text('author', { enum: ['source', 'staff'] }).notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  body: text('body').notNull(),
});

/**
 * A content record staff edit (an investigation, the teaser): which revision visitors see, the latest one (the
 * draft the editor continues from), and when the latest is scheduled to be published. `updatedAt` is its version.
 */
export const contentRecords = pgTable(
  'content_records',
  {
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    slug: text('slug').notNull(),
    latestRevision: integer('latest_revision').notNull(),
    /** The revision published last: visitors see it while `isPublished`. */
    publishedRevision: integer('published_revision'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: moment('published_at'),
    /** Orders the published investigations (the menu, the sitemap): a republication keeps its place. */
    firstPublishedAt: moment('first_published_at'),
    scheduledAt: moment('scheduled_at'),
    ...timestamps,
    updatedById: text('updated_by_id'),
    updatedByName: text('updated_by_name'),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
);

/** Every saved version of a record's body, numbered per record (1, 2, …); never changed once written. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    slug: text('slug').notNull(),
    number: integer('number').notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    origin: text('origin', { enum: CONTENT_REVISION_ORIGINS }).notNull(),
    restoredFrom: integer('restored_from'),
    authorId: text('author_id'),
    authorName: text('author_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug, table.number] })],
);

export const tables = {
  bookings,
  bookingIdempotencyKeys,
  events,
  subscribers,
  outbox,
  videos,
  captchaTokens,
  appMeta,
  sessions,
  secrets,
  spentUploadSignatures,
  spentCaptchaChallenges,
  uploadedImages,
  adminCode,
  auditLog,
  uploadSigners,
  releases,
  releaseChannels,
  releaseHistory,
  releaseHealth,
  releaseReportVisitors,
  tips,
  tipAttachments,
  tipMessages,
  contentRecords,
  contentRevisions,
};
