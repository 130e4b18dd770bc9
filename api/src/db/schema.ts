// Drizzle table definitions. They mirror the SQL in ./migrations, which is the source of truth for the
// database itself (test/schema.test.ts checks the two agree).
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
});

export const events = pgTable('events', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
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

export const tables = { bookings, bookingIdempotencyKeys, events, subscribers, outbox, videos, captchaTokens, appMeta };
