// The first schema. Migrations are append-only: change the schema with a new file, never by editing this one.
export const id = '0001_initial';

export const sql = `
CREATE TABLE bookings (
  id uuid PRIMARY KEY,
  requester_name text NOT NULL,
  requester_email text NOT NULL,
  event_name text NOT NULL,
  event_date date NOT NULL,
  event_location text NOT NULL,
  event_details text NOT NULL DEFAULT '',
  is_confirmed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_created_at_idx ON bookings (created_at DESC);

CREATE TABLE events (
  id uuid PRIMARY KEY,
  title text NOT NULL,
  description text,
  date timestamptz NOT NULL,
  location text NOT NULL,
  category text NOT NULL,
  created_by text,
  is_focused boolean NOT NULL DEFAULT false,
  is_completed boolean NOT NULL DEFAULT false,
  image_url text,
  image_public_id text,
  attendees integer CHECK (attendees IS NULL OR attendees >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_date_idx ON events (date);

CREATE TABLE subscribers (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  service_id text NOT NULL,
  template_id text NOT NULL,
  user_id text NOT NULL,
  lib_version text,
  template_params jsonb NOT NULL,
  via text NOT NULL CHECK (via IN ('json', 'form')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_created_at_idx ON outbox (created_at DESC);

CREATE TABLE videos (
  id text PRIMARY KEY,
  playlist_id text NOT NULL,
  title text NOT NULL,
  published_at timestamptz NOT NULL,
  thumbnail_url text NOT NULL,
  views integer NOT NULL CHECK (views >= 0),
  channel_name text NOT NULL,
  channel_avatar_url text NOT NULL
);
CREATE INDEX videos_playlist_published_idx ON videos (playlist_id, published_at DESC);

CREATE TABLE captcha_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
`;
