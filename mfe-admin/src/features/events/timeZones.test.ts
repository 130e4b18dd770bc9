import { defaultTimeZone, timeZoneLabel, timeZoneNames } from './timeZones';

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

  it('starts a new event in the organisation’s zone; UTC when this browser does not know it', () => {
    expect(defaultTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(defaultTimeZone('Nowhere/Special')).toBe('UTC');
  });
});
