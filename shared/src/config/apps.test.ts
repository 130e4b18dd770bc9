import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES as ROUTED_REMOTES } from '../routes/manifest';
import { APPS, apiPortOf, exposesOf, findApp, localAppOrigins, portOf, REMOTE_NAMES } from './apps';

const REPO = path.resolve(__dirname, '../../..');

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

describe("each app's exposes", () => {
  it('are the remotes the route manifest names', () => {
    expect(REMOTE_NAMES).toEqual(ROUTED_REMOTES);
  });

  it('map every module the manifest names for a remote to one source file of its folder', () => {
    for (const app of APPS) {
      const exposes = exposesOf(app, path.join(REPO, app.dir));
      for (const source of Object.values(exposes)) expect(fs.existsSync(path.join(REPO, app.dir, source))).toBe(true);
    }
    expect(exposesOf(findApp('mfe_engage')!, path.join(REPO, 'mfe-engage'))).toEqual({
      './TipsPage': './src/features/tips/TipsPage.tsx',
      './SpeakingPage': './src/features/speaking/SpeakingPage.tsx',
      './PrivacyPage': './src/features/privacy/PrivacyPage.tsx',
    });
    expect(exposesOf(findApp('mfe_admin')!, path.join(REPO, 'mfe-admin'))).toEqual({ './AdminApp': './src/app/AdminApp.tsx' });
    expect(exposesOf(findApp('host')!, path.join(REPO, 'host'))).toEqual({});
  });

  it('refuses a module with no source file', () => {
    expect(() => exposesOf(findApp('mfe_events')!, path.join(REPO, 'mfe-engage'))).toThrow(/EventsPage/);
  });
});
