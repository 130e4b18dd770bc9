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

/**
 * A new event's zone: the organisation's (the runtime config's, from ORG_TIME_ZONE, which the API also
 * applies to an event sent without one), so a venue time typed without touching the zone lands where
 * the organisation's events are; UTC if this browser does not know that zone.
 */
export const defaultTimeZone = (organisationZone: string): string => (isKnownTimeZone(organisationZone) ? organisationZone : 'UTC');
