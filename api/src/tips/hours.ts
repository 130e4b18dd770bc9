export const HOUR_MS = 60 * 60 * 1000;

/** The start of the hour `at` falls in (UTC): how tips' arrival times are stored, and the staff notice's window. */
export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
