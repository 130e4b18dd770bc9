import { defaultTimeZone, LAST_TIME_ZONE_KEY, rememberTimeZone, timeZoneLabel, timeZoneNames } from './timeZones';

afterEach(() => window.localStorage.clear());

describe('the time zones an event can take', () => {
  it('lists every zone the runtime knows, UTC included, sorted', () => {
    const names = timeZoneNames();
    expect(names).toEqual(expect.arrayContaining(['America/Phoenix', 'America/New_York', 'Europe/London', 'UTC']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(names).size).toBe(names.length);
  });

  it('adds an event’s own zone when the list lacks it (an old alias), not a name no runtime knows', () => {
    expect(timeZoneNames(['Asia/Calcutta'])).toContain('Asia/Calcutta');
    expect(timeZoneNames(['Mars/Olympus'])).not.toContain('Mars/Olympus');
  });

  it('labels a zone with its name and its English name, which daylight saving does not change', () => {
    expect(timeZoneLabel('America/Phoenix')).toBe('America/Phoenix (Mountain Standard Time)');
    expect(timeZoneLabel('America/New_York')).toBe('America/New York (Eastern Time)');
    expect(timeZoneLabel('UTC')).toMatch(/^UTC\b/);
  });

  it('starts a new event in the zone last saved here, else the browser’s; a stored name no runtime knows is ignored', () => {
    const browsers = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(defaultTimeZone()).toBe(browsers);
    rememberTimeZone('Asia/Tokyo');
    expect(window.localStorage.getItem(LAST_TIME_ZONE_KEY)).toBe('Asia/Tokyo');
    expect(defaultTimeZone()).toBe('Asia/Tokyo');
    window.localStorage.setItem(LAST_TIME_ZONE_KEY, 'Nowhere/Special');
    expect(defaultTimeZone()).toBe(browsers);
  });
});
