// Remote releases: the registry of published builds, what is live for each remote (with its canary), the history of
// those changes, and load/failure counts per release per minute (the only thing kept from visitors' reports).
export const id = '0008_releases';

export const sql = `
CREATE TABLE releases (
  remote text NOT NULL,
  id text NOT NULL CHECK (id ~ '^[0-9a-f]{12}$'),
  version text NOT NULL,
  shared_range text NOT NULL,
  built_at timestamptz NOT NULL,
  manifest_url text NOT NULL,
  published_by_id text NOT NULL,
  published_by_name text NOT NULL,
  published_at timestamptz NOT NULL,
  -- The release that was live when this one was last promoted: where a rollback from this one goes.
  replaced_id text,
  PRIMARY KEY (remote, id)
);
CREATE INDEX releases_published_idx ON releases (remote, published_at DESC);

-- One row per remote that has a release; every change is one conditional UPDATE of this row.
CREATE TABLE release_channels (
  remote text PRIMARY KEY,
  live_id text,
  previous_id text,
  candidate_id text,
  candidate_percent integer NOT NULL DEFAULT 0 CHECK (candidate_percent BETWEEN 0 AND 99),
  live_since timestamptz,
  candidate_since timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK ((candidate_id IS NULL) = (candidate_percent = 0)),
  FOREIGN KEY (remote, live_id) REFERENCES releases (remote, id),
  FOREIGN KEY (remote, previous_id) REFERENCES releases (remote, id),
  FOREIGN KEY (remote, candidate_id) REFERENCES releases (remote, id)
);

CREATE TABLE release_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  remote text NOT NULL,
  action text NOT NULL,
  release_id text,
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  actor_id text,
  actor_name text,
  reason text
);
CREATE INDEX release_history_remote_idx ON release_history (remote, id DESC);

-- Counts only: which release, which minute, how many loads and failures. Nothing about who loaded it.
CREATE TABLE release_health (
  remote text NOT NULL,
  release_id text NOT NULL,
  minute timestamptz NOT NULL,
  loads integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, release_id, minute)
);
CREATE INDEX release_health_minute_idx ON release_health (minute);
`;
