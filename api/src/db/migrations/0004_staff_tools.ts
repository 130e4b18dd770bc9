// Staff tools: the audit log of admin writes, soft delete of bookings and events, and who signed each upload.
export const id = '0004_staff_tools';

export const sql = `
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id text,
  actor_name text,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb,
  request_id text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id DESC);

-- The log is append-only in the database itself, not only in the API's routes.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

ALTER TABLE bookings ADD COLUMN deleted_at timestamptz;
ALTER TABLE events ADD COLUMN deleted_at timestamptz;
CREATE INDEX bookings_deleted_at_idx ON bookings (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX events_deleted_at_idx ON events (deleted_at) WHERE deleted_at IS NOT NULL;

CREATE TABLE upload_signers (
  signature text PRIMARY KEY,
  actor_id text NOT NULL,
  actor_name text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX upload_signers_expires_at_idx ON upload_signers (expires_at);
`;
