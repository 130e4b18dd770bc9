import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '../..');

/** Only the port variables the README lists: no CORS list, no admin code, nothing else. */
const PORTS = {
  HOST_PORT: 3240,
  MEDIA_PORT: 3241,
  ENGAGE_PORT: 3242,
  EVENTS_PORT: 3243,
  ADMIN_PORT: 3244,
  LANDING_PORT: 3245,
  API_PORT: 4240,
};

/** Runs `npm start`'s script; `ready` resolves with what it printed once it says the site is running. */
function startSite(env: Record<string, string>): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Beacon is running at .*\n(.*\n)*.*admin code/i.test(output)) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return { child, ready };
}

test('npm start on other ports, set by the README variables alone: the API answers the site and an admin signs in', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-ports-'));
  const env = Object.fromEntries(Object.entries(PORTS).map(([key, value]) => [key, String(value)]));
  const { child, ready } = startSite({ ...env, DATA_DIR: dataDir, VIDEO_EMBED_URL: 'http://localhost:3999/embed' });
  try {
    const output = await ready;
    const code = output.match(/admin code[^:\n]*:\s*(\S+)/i)?.[1];
    expect(code, `the admin code in:\n${output}`).toBeTruthy();
    expect(output).toContain(`Beacon is running at http://localhost:${PORTS.HOST_PORT}`);

    // The archive's videos come from the API on its own port: CORS lets the site in.
    await page.goto(`http://localhost:${PORTS.HOST_PORT}/video-reports`);
    await expect(page.locator('.media-grid > li').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No videos available at this time.')).toHaveCount(0);

    await page.goto(`http://localhost:${PORTS.HOST_PORT}/admin/users`);
    const form = page.getByRole('form', { name: 'Development sign-in' });
    await form.getByLabel('Admin code (admins only)').fill(code as string);
    await form.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(page.getByRole('main')).toContainText('Invite, search, and manage roles.');
  } finally {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
