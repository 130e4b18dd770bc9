// Release health that an outsider cannot forge: the page servers' own render outcomes per release and minute
// (counted apart from browsers' reports), and who has reported on a release already, so each visitor counts once.
export const id = '0011_release_signals';

export const sql = `
ALTER TABLE release_health ADD COLUMN served integer NOT NULL DEFAULT 0;
ALTER TABLE release_health ADD COLUMN server_failures integer NOT NULL DEFAULT 0;

-- One row per release, what was counted (a load or a failure), visitor (a keyed hash of the address, never the
-- address) and slot (always '' unless RELEASE_REPORTS_PER_ADDRESS allows more than one per address). Kept an hour.
CREATE TABLE release_report_visitors (
  remote text NOT NULL,
  release_id text NOT NULL,
  counted text NOT NULL,
  visitor text NOT NULL,
  slot text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (remote, release_id, counted, visitor, slot)
);
CREATE INDEX release_report_visitors_expires_at_idx ON release_report_visitors (expires_at);
`;
