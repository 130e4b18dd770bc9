import { ownTimeZone } from '@beacon/shared/time';

/** Where the zone of the last event saved here is kept, so the next new event starts in it. */
export const LAST_TIME_ZONE_KEY = 'beacon.admin.lastEventTimeZone';

/** Whether the runtime knows the zone (an IANA name it can format in). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Every zone the runtime knows, with 'UTC' (which `Intl.supportedValuesOf` leaves out), sorted, plus `extra` when it is missing. */
export function timeZoneNames(extra: readonly string[] = []): string[] {
  const names = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  for (const name of extra) if (name && isKnownTimeZone(name)) names.add(name);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * 'America/New York (Eastern Time)': the name, and the zone's English name, the same in summer and in
 * winter (the abbreviation changes), so "New York", "Eastern" or "Mountain" find it.
 */
export function timeZoneLabel(timeZone: string): string {
  const generic = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone.replaceAll('_', ' ');
  return generic ? `${name} (${generic})` : name;
}

export function readLastTimeZone(): string | null {
  try {
    const saved = window.localStorage.getItem(LAST_TIME_ZONE_KEY);
    return saved && isKnownTimeZone(saved) ? saved : null;
  } catch {
    // Storage refused (private mode, a policy): the default is then the browser's zone.
    return null;
  }
}

export function rememberTimeZone(timeZone: string): void {
  try {
    window.localStorage.setItem(LAST_TIME_ZONE_KEY, timeZone);
  } catch {
    // Nothing to keep it in: the next new event starts from the browser's zone.
  }
}

/**
 * A new event's zone: the one of the last event saved here, else the browser's. (The site's config
 * does not carry the organisation's zone; the API applies it only to events sent without one.)
 */
export const defaultTimeZone = (): string => readLastTimeZone() ?? ownTimeZone();
