import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { test, expect } from '../support/fixtures';
import { AppServer } from '../support/appServers';
import { API_URL, extraSitePort } from '../support/ports';

const ROOT = path.resolve(__dirname, '../..');
const RSPACK_CLI = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
const siteEnv = { API_URL, VIDEO_EMBED_URL: 'http://localhost:3999/embed' };

const sharedVersion = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }).version;
const [major, minor, patch] = sharedVersion.split('.').map(Number) as [number, number, number];

/** A production build of mfe-events made as if against another release of @beacon/shared. */
function buildEventsAgainst(version: string): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `beacon-skew-${version}-`));
  execFileSync(process.execPath, [RSPACK_CLI, 'build', '--output-path', out], {
    cwd: path.join(ROOT, 'mfe-events'),
    env: { ...process.env, NODE_ENV: 'production', BEACON_SHARED_VERSION: version },
    stdio: 'pipe',
  });
  return out;
}

test.describe('a remote built against another @beacon/shared than the running host', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  const builds: Record<'newerMinor' | 'newerPatch', string> = { newerMinor: '', newerPatch: '' };

  test.beforeAll(() => {
    builds.newerMinor = buildEventsAgainst(`${major}.${minor + 1}.0`);
    builds.newerPatch = buildEventsAgainst(`${major}.${minor}.${patch + 1}`);
  });
  test.afterAll(() => {
    for (const dir of Object.values(builds)) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function openEventsWith(page: import('@playwright/test').Page, distDir: string, port: number): Promise<() => Promise<void>> {
    const remote = new AppServer('mfe-events', port + 1, { DIST_DIR: distDir });
    const host = new AppServer('host', port, { ...siteEnv, MFE_EVENTS_URL: remote.url });
    await Promise.all([remote.start(), host.start()]);
    await page.goto(`${host.url}/events`);
    return async () => {
      await Promise.all([remote.stop(), host.stop()]);
    };
  }

  test('needing a newer minor than the host provides: the section shows its fallback, the shell stays', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const stop = await openEventsWith(page, builds.newerMinor, extraSitePort(14));
    try {
      await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('Join Us at Events');
      expect(errors, 'uncaught errors').toEqual([]);
    } finally {
      await stop();
    }
  });

  test('a newer patch of the same minor works with the older host', async ({ page }) => {
    const stop = await openEventsWith(page, builds.newerPatch, extraSitePort(16));
    try {
      await expect(page.getByRole('main')).toContainText('Join Us at Events');
      await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
    } finally {
      await stop();
    }
  });
});
