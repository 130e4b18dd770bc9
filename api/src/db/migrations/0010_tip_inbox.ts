// Tips inbox: a tip staff replied to is "answered"; a source's follow-up may carry files (attachments then belong to
// that message); and the hours for which staff were told that something arrived, so that several API instances send
// one notice per hour between them (rows older than a day are deleted).
export const id = '0010_tip_inbox';

export const sql = `
ALTER TABLE tips DROP CONSTRAINT tips_status_check;
ALTER TABLE tips ADD CONSTRAINT tips_status_check CHECK (status IN ('new', 'read', 'answered', 'archived'));

ALTER TABLE tip_attachments ADD COLUMN message_id uuid REFERENCES tip_messages (id) ON DELETE CASCADE;
ALTER TABLE tip_attachments DROP CONSTRAINT tip_attachments_tip_id_position_key;
CREATE UNIQUE INDEX tip_attachments_tip_position_idx ON tip_attachments (tip_id, position) WHERE message_id IS NULL;
CREATE UNIQUE INDEX tip_attachments_message_position_idx ON tip_attachments (message_id, position) WHERE message_id IS NOT NULL;

CREATE TABLE tip_notices (
  hour timestamptz PRIMARY KEY CHECK (date_trunc('hour', hour) = hour)
);
`;
