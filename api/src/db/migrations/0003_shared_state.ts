// State that every API instance on one database must share: local sessions, the signing secrets, spent
// upload signatures, the local image host's files and the printed admin code.
export const id = '0003_shared_state';

export const sql = `
CREATE TABLE sessions (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE secrets (
  name text PRIMARY KEY,
  value bytea NOT NULL CHECK (octet_length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE spent_upload_signatures (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_upload_signatures_expires_at_idx ON spent_upload_signatures (expires_at);

CREATE TABLE uploaded_images (
  public_id text PRIMARY KEY,
  format text NOT NULL CHECK (format IN ('png', 'jpg', 'gif', 'webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_code (
  slot boolean PRIMARY KEY DEFAULT true CHECK (slot),
  code_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
