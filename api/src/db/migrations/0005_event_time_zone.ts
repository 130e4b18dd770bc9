// Events told in their venue's time zone, with a status (cancelled, postponed from a former date) and a revision
// that calendar files carry as SEQUENCE. Events that predate zones take the organisation's (ORG_TIME_ZONE, which
// migrate() passes as the setting beacon.org_time_zone).
export const id = '0005_event_time_zone';

export const sql = `
ALTER TABLE events ADD COLUMN time_zone text;
UPDATE events SET time_zone = current_setting('beacon.org_time_zone');
ALTER TABLE events ALTER COLUMN time_zone SET NOT NULL;
ALTER TABLE events ADD COLUMN status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled', 'postponed'));
ALTER TABLE events ADD COLUMN previous_date timestamptz;
ALTER TABLE events ADD CONSTRAINT events_previous_date_postponed CHECK (previous_date IS NULL OR status = 'postponed');
ALTER TABLE events ADD COLUMN revision integer NOT NULL DEFAULT 0;
`;
