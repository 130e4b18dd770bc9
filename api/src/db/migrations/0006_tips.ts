// Tips: stored as the browser encrypted them (OpenPGP ciphertext only), with the source's receipt kept as a slow hash
// and nothing about the sender (no address, no browser details). Rows go when they expire.
export const id = '0006_tips';

export const sql = `
CREATE TABLE tips (
  id uuid PRIMARY KEY,
  receipt_id text NOT NULL UNIQUE,
  receipt_hash text NOT NULL,
  received_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'archived')),
  message text NOT NULL,
  source_public_key text NOT NULL,
  source_private_key text NOT NULL
);
CREATE INDEX tips_received_at_idx ON tips (received_at DESC);
CREATE INDEX tips_expires_at_idx ON tips (expires_at);

CREATE TABLE tip_attachments (
  id uuid PRIMARY KEY,
  tip_id uuid NOT NULL REFERENCES tips (id) ON DELETE CASCADE,
  position integer NOT NULL,
  ciphertext bytea NOT NULL,
  UNIQUE (tip_id, position)
);

CREATE TABLE tip_messages (
  id uuid PRIMARY KEY,
  tip_id uuid NOT NULL REFERENCES tips (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('source', 'staff')),
  at timestamptz NOT NULL,
  body text NOT NULL
);
CREATE INDEX tip_messages_tip_idx ON tip_messages (tip_id, at);
`;
