import type { Browser, Page } from '@playwright/test';
import { HOST_URL } from './ports';

/**
 * A page whose browser runs none of the site's scripts: what it shows is the served HTML. Its own context, so
 * as every browser test it is kept on this machine (a request off localhost is aborted).
 */
export async function withScriptsBlocked<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: HOST_URL });
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}
