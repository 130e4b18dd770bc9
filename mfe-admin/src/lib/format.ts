/** Dates as staff read them, in the browser's locale. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
// A booking's event date is a calendar day (YYYY-MM-DD): formatted in UTC so it never shifts a day.
const calendarDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

export const formatDateTime = (iso: string | null | undefined): string => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateTime.format(date) : '—';
};

/** null when there is no (valid) day. */
export const formatDay = (day: string | null | undefined): string | null => {
  const date = day ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? calendarDay.format(date) : null;
};

/** Case-insensitive "contains" for the tables' search boxes. */
export const matchesSearch = (query: string, ...texts: (string | null | undefined)[]): boolean => {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || texts.some((text) => (text ?? '').toLocaleLowerCase().includes(needle));
};
