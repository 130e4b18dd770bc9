import { test as base, expect, type Page, type Request, type Route } from '@playwright/test';
import { API_URL, DEV_ADMIN_CODE, HOST_URL } from './ports';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLocal = (url: string) => url.startsWith('data:') || url.startsWith('blob:') || LOCAL_HOSTS.has(new URL(url).hostname);

export interface BeaconFixtures {
  /** Requests that tried to leave localhost: aborted, and the test fails if there are any. */
  offsite: string[];
  /** Offsite hosts a test expects to be attempted (and aborted), e.g. a hosted provider that must fail. */
  expectedOffsite: RegExp | null;
}

export const test = base.extend<BeaconFixtures>({
  expectedOffsite: [null, { option: true }],
  offsite: async ({ context, expectedOffsite }, use) => {
    const offsite: string[] = [];
    await context.route(
      (url) => !isLocal(url.href),
      (route) => {
        const url = route.request().url();
        if (!expectedOffsite?.test(url)) offsite.push(url);
        return route.abort('blockedbyclient');
      },
    );
    await use(offsite);
    expect(offsite, 'requests that tried to leave localhost').toEqual([]);
  },
  page: async ({ page, offsite: _offsite }, use) => {
    await use(page);
  },
});

export { expect };

/**
 * Waits until the served page is live: the remote's own page has hydrated (or replaced) the served
 * copy. Until then a link navigates natively, reloading the document.
 */
export async function pageIsLive(page: Page, message?: string): Promise<void> {
  await expect(page.locator('[data-remote-slot]'), message).toHaveCount(0);
}

/**
 * Resolves once the page's main thread has run nothing for `quietMs` in a row, read from back-to-back idle
 * callbacks: what the page put off until the browser was idle has run by then, and whatever that started too.
 */
export async function mainThreadQuiet(page: Page, quietMs = 300): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        // Idle periods last 50 ms at most: a longer gap between two callbacks means the page ran something.
        let last = performance.now();
        let quietSince = last;
        const check = () => {
          const now = performance.now();
          if (now - last > 60) quietSince = now;
          last = now;
          if (now - quietSince >= quiet) resolve();
          else requestIdleCallback(check);
        };
        requestIdleCallback(check);
      }),
    quietMs,
  );
}

/** Every URL the page requests from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Starts watching the page's own requests; the returned function resolves once none has been in flight for half a
 * second. Unlike Playwright's `networkidle` it ignores media streams (Chromium may hold a looping hero video's open
 * indefinitely) and embedded frames (the video embeds point at a stand-in host that is down in tests).
 */
export function watchNetwork(page: Page, quietMs = 500, timeoutMs = 20_000): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || request.frame() !== page.mainFrame()) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`requests still in flight: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * Signs in through the development provider with a stored session (the UI flow has its own test):
 * a real session from the API, since the site drops tokens the API does not honour.
 */
export async function storeDevSession(page: Page, role: 'visitor' | 'admin'): Promise<void> {
  const name = role === 'admin' ? 'Ada Admin' : 'Vic Visitor';
  const response = await fetch(`${API_URL}/auth/dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(role === 'admin' ? { role, name, code: DEV_ADMIN_CODE } : { role, name }),
  });
  if (!response.ok) throw new Error(`development sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: string; name: string; role: string }; expiresAt: string };
  const session = { token: body.token, user: { ...body.user, imageUrl: null }, expiresAt: body.expiresAt };
  await page.addInitScript((value) => localStorage.setItem('beacon.devSession', value), JSON.stringify(session));
}

/**
 * Holds back the shell's code (every script of the host but its entry) until the returned function
 * is called: the served page is on screen but not yet live, as on a slow phone. Open the page with
 * `waitUntil: 'domcontentloaded'`, since the held scripts keep it from finishing loading.
 */
export async function holdShellCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const shellCode = (url: URL) => url.origin === HOST_URL && /^\/(?!main\.)[^/]+\.js$/.test(url.pathname);
  await page.route(shellCode, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
