import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eEnv, HOST_URL, API_URL } from './support/ports';

const ROOT = path.resolve(__dirname, '..');
// A fresh embedded database for every run (the API seeds it on first start). Every worker reads
// this file again: the folder is made once by the runner, passed on in the environment, and
// removed when the runner exits (after the web server has stopped).
if (!process.env.E2E_DATA_DIR) {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-e2e-'));
  process.env.E2E_DATA_DIR = made;
  process.on('exit', () => fs.rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
const apiExists = fs.existsSync(path.join(ROOT, 'api/src/server.ts'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: HOST_URL,
    // A trace records every action of every test, which costs about a sixth of the suite's time; CI
    // prints each failure's error context instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Exactly what `npm start` runs, on the test ports.
    command: `node --import tsx ${path.join(ROOT, 'scripts/start.ts')}`,
    cwd: ROOT,
    url: apiExists ? `${API_URL}/health` : HOST_URL,
    // Not production mode: the tests sign admins in with a fixed code (DEV_ADMIN_CODE) and read tips with the
    // development key pair's private key, both of which a production API refuses. The page servers serve the
    // same production builds whatever NODE_ENV says (the builds set their own).
    env: { ...e2eEnv(dataDir), NODE_ENV: 'test' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
