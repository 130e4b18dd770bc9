import { APPS, apiPortOf, findApp, localAppOrigins, portOf, REMOTE_NAMES } from './apps';

describe('the app registry', () => {
  it('lists the host first and each remote once, with distinct ports and variables', () => {
    expect(APPS[0]?.name).toBe('host');
    expect(REMOTE_NAMES).toEqual(['mfe_media', 'mfe_engage', 'mfe_events', 'mfe_admin', 'mfe_landing']);
    expect(new Set(APPS.map((app) => app.defaultPort)).size).toBe(APPS.length);
    expect(new Set(APPS.map((app) => app.portVar)).size).toBe(APPS.length);
  });

  it('finds an app by folder or container name', () => {
    expect(findApp('mfe-events')?.name).toBe('mfe_events');
    expect(findApp('mfe_events')?.dir).toBe('mfe-events');
    expect(findApp('mfe-nope')).toBeUndefined();
  });

  it('moves a port with its variable and ignores a value that is not a port', () => {
    const events = findApp('mfe-events')!;
    expect(portOf(events, {})).toBe(3003);
    expect(portOf(events, { EVENTS_PORT: '3703' })).toBe(3703);
    expect(portOf(events, { EVENTS_PORT: 'abc' })).toBe(3003);
    expect(portOf(events, { EVENTS_PORT: '70000' })).toBe(3003);
    expect(apiPortOf({ API_PORT: '4700' })).toBe(4700);
  });

  it("derives the API's default browser origins from the same ports", () => {
    const origins = localAppOrigins({ HOST_PORT: '3700', LANDING_PORT: '3705' });
    expect(origins).toContain('http://localhost:3700');
    expect(origins).toContain('http://127.0.0.1:3705');
    expect(origins).toContain('http://localhost:3001');
    expect(origins).not.toContain('http://localhost:3000');
    expect(origins).toHaveLength(APPS.length * 2);
  });
});
