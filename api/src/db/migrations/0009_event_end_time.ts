// An event's optional end. Without one, calendars and the site take two hours after the start. An end at or
// before the start is refused here as by the API.
export const id = '0009_event_end_time';

export const sql = `
ALTER TABLE events ADD COLUMN end_date timestamptz;
ALTER TABLE events ADD CONSTRAINT events_end_after_start CHECK (end_date IS NULL OR end_date > date);
`;
