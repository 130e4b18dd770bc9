/**
 * `npm run bench:web`: builds what is stale, serves the site like `npm start` (own ports, fresh
 * database) and prints, per page, the first visit's JavaScript (raw and gzip as transferred,
 * counted by the browser), its request count, and Lighthouse's mobile performance score, LCP and TBT.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from './apps';

const PAGES = ['/', '/video-reports', '/events', '/speaking', '/launch', 'landing standalone'];
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PORTS = {
  HOST_PORT: 3300,
  MEDIA_PORT: 3301,
  ENGAGE_PORT: 3302,
  EVENTS_PORT: 3303,
  ADMIN_PORT: 3304,
  LANDING_PORT: 3305,
  API_PORT: 4300,
};
const BASE = `http://localhost:${PORTS.HOST_PORT}`;
/** A page's URL: a path of the host, or the landing remote's own deployment at its root. */
const urlOf = (page: string): string => (page === 'landing standalone' ? `http://localhost:${PORTS.LANDING_PORT}/` : `${BASE}${page}`);

interface Row {
  page: string;
  jsRaw: number;
  jsGzip: number;
  requests: number;
  score: number;
  lcpMs: number;
  tbtMs: number;
}

async function startSite(): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
  const env = {
    ...process.env,
    ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
  };
  const origins = Object.values(PORTS)
    .map((port) => `http://localhost:${port}`)
    .join(',');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: { ...env, CORS_ORIGINS: origins },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Beacon is running') && resolve());
    child.on('exit', (code) => reject(new Error(`npm start exited (${code})`)));
  });
  // Let the API finish its first start (migrations, seed) before measuring.
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`http://localhost:${PORTS.API_PORT}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function measureDownloads(pagePath: string): Promise<Pick<Row, 'jsRaw' | 'jsGzip' | 'requests'>> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const scripts: Promise<{ raw: number; transferred: number }>[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const [sizes, body] = await Promise.all([request.sizes(), response?.body().catch(() => Buffer.alloc(0))]);
        return { raw: body?.length ?? 0, transferred: sizes.responseBodySize };
      })(),
    );
  });
  await page.goto(urlOf(pagePath), { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sizes = await Promise.all(scripts);
  await browser.close();
  return {
    jsRaw: sizes.reduce((sum, s) => sum + s.raw, 0),
    jsGzip: sizes.reduce((sum, s) => sum + s.transferred, 0),
    requests,
  };
}

async function runLighthouse(pagePath: string): Promise<Pick<Row, 'score' | 'lcpMs' | 'tbtMs'>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(urlOf(pagePath), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const stop = await startSite();
  const rows: Row[] = [];
  try {
    // `npm run bench:web -- /launch` measures only the pages named.
    const only = process.argv.slice(2);
    for (const page of only.length > 0 ? PAGES.filter((p) => only.includes(p)) : PAGES) {
      const downloads = await measureDownloads(page);
      const lh = await runLighthouse(page);
      rows.push({ page, ...downloads, ...lh });
      console.error(`measured ${page}`);
    }
  } finally {
    stop();
  }
  console.log('| Page | JS raw | JS gzip (transferred) | Requests | Lighthouse mobile | LCP | TBT |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${kb(row.jsRaw)} | ${kb(row.jsGzip)} | ${row.requests} | ${row.score} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs} ms |`,
    );
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
