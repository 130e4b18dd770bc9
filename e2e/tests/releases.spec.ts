import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { test, expect, recordRequests } from '../support/fixtures';
import { AppServer } from '../support/appServers';
import { extraSitePort } from '../support/ports';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/**
 * A site of its own, on its own API and registry (so no other test sees its releases): the host and
 * mfe-events, with no MFE_*_URL override, so the host takes mfe-events from the registry.
 */
const HOST_PORT = extraSitePort(26);
const EVENTS_PORT = extraSitePort(27);
const API_PORT = extraSitePort(28);
const ADMIN_PORT = extraSitePort(29);
const API = `http://localhost:${API_PORT}`;
const ADMIN_CODE = 'e2e-release-code';
const HOST = `http://localhost:${HOST_PORT}`;
const NOWHERE = String(extraSitePort(30));

const OLD_TITLE = 'Join Us at Events';
const NEW_TITLE = 'Meet Us at Events';
const FALLBACK = 'This section is temporarily unavailable';

/** A copy of the mfe-events build with `change` applied to its files (never to source maps), without the stale compressed copies. */
function variantOfBuild(name: string, change: (file: string, text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `beacon-release-${name}-`));
  fs.cpSync(path.join(ROOT, 'mfe-events/dist'), dir, { recursive: true });
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) {
    const full = path.join(dir, file);
    // By name first: a compressed copy listed here may be gone by now (dropped below).
    if (file.endsWith('.map') || !/\.(js|cjs|json)$/.test(file) || !fs.statSync(full).isFile()) continue;
    const text = fs.readFileSync(full, 'utf8');
    const changed = change(file, text);
    if (changed === text) continue;
    fs.writeFileSync(full, changed);
    // The build's compressed copies hold the file as built: dropped, so the server compresses the new one as it sends it.
    for (const copy of [`${full}.br`, `${full}.gz`]) fs.rmSync(copy, { force: true });
  }
  return dir;
}

/** Runs `npm run release -- mfe-events …` as a pipeline would, against this site's API; its stdout. */
async function release(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/release.ts'), 'mfe-events', ...args], {
    cwd: ROOT,
    env: { ...process.env, API_URL: API, BEACON_ADMIN_CODE: ADMIN_CODE, EVENTS_PORT: String(EVENTS_PORT), DATA_DIR: dataDir },
  });
  return stdout.trim();
}

/** What the registry serves now (as the host's page server reads it). */
async function liveOfEvents(): Promise<{ live: { id: string } | null; candidate: { id: string; percent: number } | null }> {
  const answer = (await (await fetch(`${API}/releases/live`)).json()) as {
    remotes: Record<string, { live: { id: string } | null; candidate: { id: string; percent: number } | null }>;
  };
  return answer.remotes.mfe_events ?? { live: null, candidate: null };
}

/** Whether the host's page server now serves /events to a visitor in `bucket` with the release `id`. */
async function servesRelease(bucket: number, id: string): Promise<boolean> {
  const html = await (await fetch(`${HOST}/events`, { headers: { cookie: `beacon_release=${bucket}` } })).text();
  return html.includes(`/releases/${id}/mf-manifest.json`);
}

/** A new visitor: a fresh browser profile, kept on this machine like the test's own page. */
async function newVisitor(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** Opens /events and answers which release's page the visitor got (its title, once the page is live). */
async function eventsTitle(page: Page): Promise<string> {
  await page.goto(`${HOST}/events`);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(new RegExp(`${OLD_TITLE}|${NEW_TITLE}`));
  await expect(page.locator('[data-remote-slot]')).toHaveCount(0);
  return (await heading.textContent()) ?? '';
}

/** Signs the page in as an admin of this site's API (the development sign-in, as the admin gate does). */
async function signInAsAdmin(page: Page): Promise<void> {
  const response = await fetch(`${API}/auth/dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ role: 'admin', name: 'Ada Admin', code: ADMIN_CODE }),
  });
  const body = (await response.json()) as { token: string; user: Record<string, unknown>; expiresAt: string };
  const session = JSON.stringify({ token: body.token, user: { ...body.user, imageUrl: null }, expiresAt: body.expiresAt });
  await page.addInitScript((value) => localStorage.setItem('beacon.devSession', value), session);
}

let dataDir = '';
let api: ChildProcess | null = null;
let events: AppServer | null = null;
let host: AppServer | null = null;
let admin: AppServer | null = null;
const builds = { changed: '', throwing: '' };
const ids = { first: '', second: '', throwing: '' };

test.describe('remote releases: publish, promote, roll back and canary, with the host untouched', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-releases-e2e-'));
    const siteEnv = {
      API_URL: API,
      DATA_DIR: dataDir,
      VIDEO_EMBED_URL: 'http://localhost:3999/embed',
      HOST_PORT: String(HOST_PORT),
      EVENTS_PORT: String(EVENTS_PORT),
      MEDIA_PORT: NOWHERE,
      ENGAGE_PORT: NOWHERE,
      ADMIN_PORT: String(ADMIN_PORT),
      LANDING_PORT: NOWHERE,
      // The host's page server and the API share it: report tokens in pages, warm-up before a switch.
      PAGE_SERVER_SECRET: 'e2e-page-server-secret-of-at-least-32-characters',
    };
    events = new AppServer('mfe-events', EVENTS_PORT, siteEnv);
    host = new AppServer('host', HOST_PORT, siteEnv);
    admin = new AppServer('mfe-admin', ADMIN_PORT, siteEnv);
    api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        ...siteEnv,
        API_PORT: String(API_PORT),
        // A fixed admin code: test mode, as for the main site of the browser tests (playwright.config.ts).
        NODE_ENV: 'test',
        DEV_ADMIN_CODE: ADMIN_CODE,
        CORS_ORIGINS: `${HOST},http://127.0.0.1:${HOST_PORT}`,
        RATE_LIMIT_MAX: '10000',
        LOG_LEVEL: 'warn',
        // Automatic rollback after three loads (half of them failing), to keep the test short.
        RELEASE_MIN_LOADS: '3',
        RELEASE_MIN_VISITORS: '3',
        PAGE_SERVERS: HOST,
        // Every visitor of this test comes from this machine's one address.
        RELEASE_REPORTS_PER_ADDRESS: '20',
      },
      stdio: 'ignore',
    });
    // A release with a visible change, and one whose page throws as soon as its code is loaded.
    builds.changed = variantOfBuild('changed', (_file, text) => text.replaceAll(OLD_TITLE, NEW_TITLE));
    builds.throwing = variantOfBuild('throwing', (file, text) =>
      file.startsWith('__federation_expose_EventsPage.') ? `throw new Error('a release that throws');\n${text}` : text,
    );
    await Promise.all([events.start(), host.start(), admin.start()]);
    await expect.poll(async () => (await fetch(`${API}/health`).catch(() => null))?.ok ?? false, { timeout: 60_000 }).toBe(true);
  });

  test.afterAll(async () => {
    await Promise.all([events?.stop(), host?.stop(), admin?.stop()]);
    api?.kill('SIGTERM');
    for (const dir of [dataDir, builds.changed, builds.throwing]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a promoted release reaches a new visit within seconds, a visitor on the old one keeps working, staff roll back in admin', async ({
    page,
    browser,
  }) => {
    const hostPid = host?.pid;
    expect(hostPid).toBeDefined();
    ids.first = await release('publish');
    await release('promote', ids.first);
    await expect.poll(() => servesRelease(0, ids.first), { timeout: 15_000 }).toBe(true);

    // A visitor opens the events page on the first release, from its versioned address.
    const requests = recordRequests(page);
    await expect.poll(() => eventsTitle(page), { timeout: 15_000 }).toBe(OLD_TITLE);
    expect(requests.some((url) => url.startsWith(`http://localhost:${EVENTS_PORT}/releases/${ids.first}/`))).toBe(true);

    ids.second = await release('publish', '--dist', builds.changed);
    expect(ids.second).not.toBe(ids.first);
    await release('promote', ids.second);

    // A new visit gets the new release within seconds: the host's page server was not restarted.
    const visitor = await newVisitor(browser);
    const fresh = await visitor.newPage();
    await expect.poll(() => eventsTitle(fresh), { timeout: 20_000 }).toBe(NEW_TITLE);
    await visitor.close();
    // The served HTML is the new release's own render of the page (its server bundle, per request).
    const served = await (await fetch(`${HOST}/events`)).text();
    expect(served).toContain(NEW_TITLE);
    expect(served).toContain(`/releases/${ids.second}/mf-manifest.json`);
    expect(host?.pid).toBe(hostPid);

    // The first visitor, still on the first release, opens an event: its chunks are still served.
    const before = requests.length;
    await page.locator('main a[href^="/events/"]').first().click();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    const later = requests.slice(before).filter((url) => url.startsWith(`http://localhost:${EVENTS_PORT}/`));
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((url) => url.includes(`/releases/${ids.first}/`))).toBe(true);

    // Staff see the releases and their health in admin Settings, and roll back from there.
    const staff = await (await newVisitor(browser)).newPage();
    await signInAsAdmin(staff);
    await staff.goto(`${HOST}/admin/settings`);
    const section = staff.getByRole('region', { name: 'mfe_events' });
    await expect(section.getByRole('row').filter({ hasText: ids.second })).toContainText('Live');
    await expect(section.getByRole('row').filter({ hasText: ids.first })).toContainText('Previous');
    await expectAccessible(staff, 'the Releases card with a live and a previous release');
    await section.getByRole('button', { name: 'Roll back' }).click();
    // It asks first, offering the releases that were live before (the previous one chosen).
    const confirm = staff.getByRole('dialog', { name: 'Roll back mfe_events?' });
    await expect(confirm.getByRole('radio', { name: new RegExp(ids.first) })).toBeChecked();
    await expectAccessible(staff, 'the rollback confirmation');
    await confirm.getByRole('button', { name: 'Roll back' }).click();
    await expect(staff.getByText('Done. New visits get the change within seconds.')).toBeVisible();
    await expect(section.getByRole('row').filter({ hasText: ids.first })).toContainText('Live');
    const back = await (await newVisitor(browser)).newPage();
    await expect.poll(() => eventsTitle(back), { timeout: 20_000 }).toBe(OLD_TITLE);
    expect(host?.pid).toBe(hostPid);

    // With a live release and a published one, every action lies inside the screen: a laptop's table, a phone's cards.
    await staff.setViewportSize({ width: 1366, height: 900 });
    const published = section.getByRole('row').filter({ hasText: ids.second });
    for (const name of ['Promote', 'Canary']) {
      const button = published.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await staff.setViewportSize({ width: 412, height: 915 });
    const card = staff.getByRole('list', { name: 'Releases of mfe_events' }).getByRole('listitem').filter({ hasText: ids.second });
    for (const name of ['Promote', 'Canary']) {
      const button = card.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await expectAccessible(staff, 'the Releases cards with a live and a published release at 412 px');
  });

  test('a 50 % canary serves both releases across visitors, and the same one to a visitor across reloads', async ({ browser }) => {
    await release('canary', '50', ids.second);
    await expect.poll(async () => (await liveOfEvents()).candidate?.percent).toBe(50);
    const seen = new Set<string>();
    for (let visit = 0; visit < 14 && seen.size < 2; visit += 1) {
      const visitor = await newVisitor(browser);
      const page = await visitor.newPage();
      const title = await eventsTitle(page);
      // Before the page server has read the canary, visitors get no cookie; from then on, each one.
      const cookie = (await visitor.cookies(HOST)).find((entry) => entry.name === 'beacon_release');
      if (cookie) {
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 });
        seen.add(title);
        for (let reload = 0; reload < 2; reload += 1) expect(await eventsTitle(page)).toBe(title);
      }
      await visitor.close();
    }
    expect([...seen].sort()).toEqual([NEW_TITLE, OLD_TITLE].sort());
    await release('canary', '0');
  });

  test('a release that throws when loaded, under canary, is stopped by itself; its visitors get the live release, Retry included', async ({
    browser,
  }) => {
    ids.throwing = await release('publish', '--dist', builds.throwing);
    await release('canary', '50', ids.throwing);
    // The host's page server reads the registry again within five seconds.
    await expect.poll(() => servesRelease(7, ids.throwing), { timeout: 15_000 }).toBe(true);

    // Visitors in the canary's half (a bucket below 50, as the page server would have given them).
    const canaryVisitor = async () => {
      const context = await newVisitor(browser);
      await context.addCookies([{ name: 'beacon_release', value: '7', url: HOST }]);
      return context;
    };
    // Its first visitors see the section's fallback, and their browsers report the failure.
    let failed = 0;
    const visitors: BrowserContext[] = [];
    let stranded: Page | null = null;
    for (let visit = 0; visit < 8 && (await liveOfEvents()).candidate; visit += 1) {
      const visitor = await canaryVisitor();
      visitors.push(visitor);
      const page = await visitor.newPage();
      const reported = page.waitForResponse(
        (response) => response.url() === `${API}/releases/reports` && response.request().method() === 'POST',
      );
      await page.goto(`${HOST}/events`);
      const report = await reported;
      expect(report.request().postDataJSON()).toEqual({
        remote: 'mfe_events',
        release: ids.throwing,
        kind: 'load-error',
        token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      });
      expect(report.status()).toBe(204);
      await expect(page.getByText(FALLBACK)).toBeVisible();
      failed += 1;
      stranded = page;
    }
    expect(failed).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await liveOfEvents()).candidate, { timeout: 10_000 }).toBeNull();
    expect((await liveOfEvents()).live?.id).toBe(ids.first);

    // Within seconds the host's page server serves the same visitors the live release: the page, and then its code.
    await expect.poll(() => servesRelease(7, ids.first), { timeout: 15_000 }).toBe(true);
    const visitor = await canaryVisitor();
    const page = await visitor.newPage();
    expect(await eventsTitle(page)).toBe(OLD_TITLE);
    await expect(page.getByText(FALLBACK)).toHaveCount(0);

    // A visitor who got the fallback gets the live release with Retry, without reloading the page.
    const last = stranded as Page | null;
    if (!last) throw new Error('no visitor saw the failing release');
    await last.evaluate(() => ((window as unknown as { marker: number }).marker = 9));
    await last.getByRole('button', { name: 'Retry' }).click();
    await expect(last.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(OLD_TITLE);
    expect(await last.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(9);
    await Promise.all([visitor, ...visitors].map((context) => context.close()));
  });
});
