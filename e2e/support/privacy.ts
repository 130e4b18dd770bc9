import type { Page } from '@playwright/test';
import { watchNetwork } from './fixtures';
import { E2E_PORTS } from './ports';

/**
 * The site's own origins in the browser tests: the host, every remote and the API (in the
 * production topology the proxy serves them all under the host's origin). Anything else a page
 * contacts is a third party.
 */
export const FIRST_PARTY_ORIGINS: ReadonlySet<string> = new Set(
  Object.values(E2E_PORTS).flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
);

/** What a visit to one route tells others about the visitor. */
export interface PrivacyReport {
  route: string;
  /** Origins outside the site's own that the page contacted (blocked or not), sorted. */
  thirdParties: string[];
  /** Names of the cookies the visit left in the browser. */
  cookies: string[];
  /** The referrer policy the document is served with: its `<meta name="referrer">`, else its header, else the browser's default. */
  referrerPolicy: string;
}

const originOf = (url: string): string | null => (url.startsWith('data:') || url.startsWith('blob:') ? null : new URL(url).origin);

/**
 * Opens `path` in a browser with no cookies and waits until its requests settle; `use` may then act
 * on the page (send a form), and what it does counts too.
 */
export async function measurePrivacy(page: Page, route: string, path: string, use?: () => Promise<void>): Promise<PrivacyReport> {
  await page.context().clearCookies();
  const origins = new Set<string>();
  const record = (request: { url: () => string }) => {
    const origin = originOf(request.url());
    if (origin && !FIRST_PARTY_ORIGINS.has(origin)) origins.add(origin);
  };
  page.on('request', record);
  try {
    const settled = watchNetwork(page);
    const response = await page.goto(path);
    await page.getByRole('banner').waitFor();
    await settled();
    if (use) await use();
    const meta = await page
      .locator('meta[name="referrer"]')
      .first()
      .getAttribute('content', { timeout: 1_000 })
      .catch(() => null);
    const header = response?.headers()['referrer-policy'];
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name).sort();
    return {
      route,
      thirdParties: [...origins].sort(),
      cookies,
      referrerPolicy: meta ? `${meta} (meta)` : header ? `${header} (header)` : 'browser default',
    };
  } finally {
    page.off('request', record);
  }
}

/** The reports as the table the test prints beside the performance budget's. */
export function privacyTable(reports: readonly PrivacyReport[]): string {
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');
  return [
    '| Route | Third-party origins | Cookies | Referrer policy |',
    '|---|---|---|---|',
    ...reports.map((r) => `| ${r.route} | ${list(r.thirdParties)} | ${list(r.cookies)} | ${r.referrerPolicy} |`),
  ].join('\n');
}
