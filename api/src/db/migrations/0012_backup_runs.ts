// The backups made and verified (npm run backup, npm run backup -- --verify): the admin's Site health card
// shows the last verified one, and the metrics expose their times for the "backup too old" alert.
export const id = '0012_backup_runs';

export const sql = `
CREATE TABLE backup_runs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('full', 'differential', 'verify')),
  ok boolean NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX backup_runs_kind_finished_idx ON backup_runs (kind, finished_at DESC) WHERE ok;
`;
