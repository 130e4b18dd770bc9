/**
 * `npm run bench:web`: builds what is stale, serves the site like `npm start` (own ports, fresh
 * database) and prints, for every public route and the standalone landing page: the first visit's
 * JavaScript (gzip as transferred, and raw, counted by the browser), its request count,
 * Lighthouse's mobile performance score (median of runs), LCP, TBT and CLS, each run scored at the CPU
 * slowdown calibrated to its host (bench/hostCpu.ts), with TBT at Lighthouse's default 4× beside them,
 * whether the LCP element and the page's heading are in the served HTML; then the size of every remote's
 * remoteEntry.js. It checks all of it against `BUDGET` and exits non-zero when anything is over.
 *
 * `BENCH_ROUTES=/events,/tips` limits the routes (`/events/:id`, `/video-reports/video/:id`,
 * `/investigations/:id` (an investigation the bench publishes) and `standalone` name the others), `BENCH_RUNS=1` runs Lighthouse once per route, `BENCH_PORT_SHIFT`
 * moves the ports (default: 300 above `npm start`'s), `BENCH_REPORTS=dir` keeps every Lighthouse
 * report there as JSON (where the main thread's time went: bootup-time, long-tasks, …; `*.default-slowdown.json`
 * is the same load scored at 4×). Each row also shows the host's CPU as Lighthouse measured it before each run,
 * and the slowdowns that made of it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type * as LH from 'lighthouse';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import * as chromeLauncher from 'chrome-launcher';
import { API_SERVICE, REMOTE_APPS } from '../shared/src/config/apps';
import { ROUTES } from '../shared/src/routes';
import type { EventList } from '../shared/src/schemas/event';
import { APPS, ROOT } from './apps';
import { calibratedSlowdown, DEFAULT_SLOWDOWN, hostCpuNote, indexRange, slowdownRange } from './bench/hostCpu';

/** What every public route, the standalone landing page and every remote entry must stay within. */
export const BUDGET = {
  publicRoute: { jsGzipKb: 200, minScore: 90, maxLcpMs: 2500, maxTbtMs: 200, maxCls: 0.05 },
  standaloneLanding: { jsGzipKb: 100, minScore: 95, maxLcpMs: 2500, maxTbtMs: 200, maxCls: 0.05 },
  remoteEntryGzipKb: 12,
} as const;

type RouteBudget = (typeof BUDGET)['publicRoute' | 'standaloneLanding'];

/** The budget as the Markdown table docs/performance.md quotes. */
export function budgetMarkdown(): string {
  const row = (label: string, b: RouteBudget) =>
    `| ${label} | ≤ ${b.jsGzipKb} KB | ≥ ${b.minScore} | ≤ ${b.maxLcpMs / 1000} s | ≤ ${b.maxTbtMs} ms | ≤ ${b.maxCls} | yes |`;
  return [
    '| Budget | JS gzip (first visit) | Lighthouse mobile | LCP | TBT | CLS | Heading in the served HTML |',
    '|---|---:|---:|---:|---:|---:|---|',
    row('every public route', BUDGET.publicRoute),
    row('standalone landing page', BUDGET.standaloneLanding),
    `| every remote's remoteEntry.js | ≤ ${BUDGET.remoteEntryGzipKb} KB | | | | | |`,
  ].join('\n');
}

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
const PORT_SHIFT = Number(process.env.BENCH_PORT_SHIFT) || 300;
const PORTS: Record<string, number> = Object.fromEntries([...APPS, API_SERVICE].map((app) => [app.portVar, app.defaultPort + PORT_SHIFT]));
const urlOf = (portVar: string) => `http://localhost:${PORTS[portVar]}`;
const HOST = urlOf('HOST_PORT');
const API = urlOf('API_PORT');
const LANDING = urlOf(REMOTE_APPS.find((app) => app.name === 'mfe_landing')?.portVar ?? 'LANDING_PORT');
const HOAX_SLUG = process.env.HOAX_SLUG?.trim() || 'riverside';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const BENCH_ADMIN_CODE = 'bench-admin-code';
const REPORTS = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : null;

interface Target {
  /** How BENCH_ROUTES names it. */
  key: string;
  /** What the table shows. */
  label: string;
  url: string;
  budget: RouteBudget;
}

interface Row extends Target {
  jsRaw: number;
  jsGzip: number;
  requests: number;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpInHtml: boolean | null;
  headingInHtml: boolean;
  /** Lighthouse's BenchmarkIndex of the host, one per run. */
  hostIndexes: number[];
  /** The CPU slowdown of each run (see `calibratedSlowdown`). */
  slowdowns: number[];
  /** TBT at Lighthouse's default slowdown (median), shown for comparison. */
  defaultTbtMs: number;
}

async function startSite(): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-bench-'));
  const origins = Object.entries(PORTS)
    .filter(([variable]) => variable !== 'API_PORT')
    .map(([, port]) => `http://localhost:${port}`)
    .join(',');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      CORS_ORIGINS: origins,
      // The bench publishes an investigation as an admin (a fixed code: this site is its own, and gone after).
      DEV_ADMIN_CODE: BENCH_ADMIN_CODE,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Beacon is running') && resolve());
    child.on('exit', (code) => reject(new Error(`npm start exited (${code})`)));
  });
  // Let the API finish its first start (migrations, seed) before measuring.
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`${API}/health`).then(
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

/**
 * An investigation published as staff publish one: the seeded election investigation's texts under a slug
 * of its own, at `/investigations/<slug>`. Its slug, or null when the API refused (said on stderr).
 */
async function publishInvestigation(): Promise<string | null> {
  const slug = 'bench-investigation';
  const call = async (method: string, pathname: string, body: object, headers: Record<string, string> = {}) => {
    const response = await fetch(`${API}${pathname}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  try {
    const { token } = (await call('POST', '/auth/dev/session', { role: 'admin', name: 'Bench', code: BENCH_ADMIN_CODE })) as {
      token: string;
    };
    const admin = { Authorization: `Bearer ${token}` };
    const election = (await (await fetch(`${API}/content/investigation/election`)).json()) as { body: Record<string, unknown> };
    const created = await call('POST', '/admin/content/investigation', { slug, body: { ...election.body, menuLabel: 'Bench' } }, admin);
    await call('POST', `/admin/content/investigation/${slug}/publish`, {}, { ...admin, 'If-Match': `"${String(created.version)}"` });
    return slug;
  } catch (error) {
    console.error(`no published investigation: /investigations/:id is not measured (${error instanceof Error ? error.message : error})`);
    return null;
  }
}

/** Every public route, with ids the seeded database has (and an investigation the bench publishes). */
async function targets(): Promise<Target[]> {
  const investigation = await publishInvestigation();
  const events = (await (await fetch(`${API}/events`)).json()) as EventList;
  const videos = (await (await fetch(`${API}/video-api/videos`)).json()) as { videos: { videoUrl: string }[] };
  const videoId = new URL(videos.videos[0]?.videoUrl ?? 'https://example.invalid/?v=').searchParams.get('v');
  const eventId = events[0]?._id;
  const route = (key: string, pagePath: string): Target => ({
    key,
    label: pagePath,
    url: `${HOST}${pagePath}`,
    budget: BUDGET.publicRoute,
  });
  const site = { hoaxSlug: HOAX_SLUG };
  // Every public page of the route manifest; a detail page with the first seeded video or event, or the investigation.
  const ids = { video: videoId, event: eventId, investigation };
  const all: (Target | null)[] = [
    ...ROUTES.filter((page) => page.public).map((page) => {
      const pattern = page.pattern(site);
      const id = page.detail ? ids[page.detail] : null;
      const link = page.link(site) ?? (id ? pattern.replace(':id', encodeURIComponent(id)) : null);
      return link ? route(pattern, link) : null;
    }),
    { key: 'standalone', label: 'landing, standalone (its own root)', url: `${LANDING}/`, budget: BUDGET.standaloneLanding },
  ];
  if (!videoId) console.error('no seeded video: /video-reports/video/:id is not measured');
  if (!eventId) console.error('no seeded event: /events/:id is not measured');
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return all.filter((t): t is Target => t !== null && (!wanted?.length || wanted.includes(t.key) || wanted.includes(t.label)));
}

/** The page's largest contentful paint as the browser reported it: an image's URL, or the element's text. */
interface LcpElement {
  url: string;
  text: string;
}

/** Records the last `largest-contentful-paint` entry (a string: the page runs it as it is, untranspiled). */
const RECORD_LCP = `new PerformanceObserver((list) => {
  const entry = list.getEntries().at(-1);
  window.__beaconLcp = { url: entry.url || '', text: (entry.element && entry.element.textContent) || '' };
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/** The first visit as a phone makes it: scripts (gzip as transferred, and decoded), requests and the LCP element. */
async function measureDownloads(url: string): Promise<Pick<Row, 'jsRaw' | 'jsGzip' | 'requests'> & { lcp: LcpElement | null }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      // The budget is in gzip: ask for it rather than Brotli.
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
    });
    const page = await context.newPage();
    await page.route(
      (u) => u.hostname !== 'localhost',
      (r) => r.abort(),
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
    await page.addInitScript({ content: RECORD_LCP });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const sizes = await Promise.all(scripts);
    const lcp = await page.evaluate(() => (window as Window & { __beaconLcp?: LcpElement }).__beaconLcp ?? null);
    return {
      jsRaw: sizes.reduce((sum, s) => sum + s.raw, 0),
      jsGzip: sizes.reduce((sum, s) => sum + s.transferred, 0),
      requests,
      lcp,
    };
  } finally {
    await browser.close();
  }
}

interface Metrics {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseRun extends Metrics {
  benchmarkIndex: number;
  /** The CPU slowdown the run is scored at (`calibratedSlowdown` of its host; Lighthouse's default where there is none). */
  slowdown: number;
  /** TBT at Lighthouse's default slowdown, for comparison. */
  defaultTbtMs: number;
}

const metricsOf = (lhr: LH.Result): Metrics => ({
  score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
});

/** One page load as Lighthouse gathered it, before any audit. */
type Gathered = Awaited<ReturnType<typeof navigationGather>>;

/**
 * Lighthouse's report of one gathered load at a CPU slowdown. Its throttling is simulated from the one load
 * (each task's time × the slowdown), so one load scores at any slowdown; Lighthouse refuses artifacts whose
 * settings differ from the audit's, so both say the same.
 */
async function auditAt(gathered: Gathered, slowdown: number): Promise<LH.Result> {
  const { artifacts, runnerOptions } = gathered;
  const settings = { ...runnerOptions.resolvedConfig.settings };
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: slowdown };
  const result = await Runner.audit(
    { ...artifacts, settings },
    { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() },
  );
  if (!result) throw new Error('Lighthouse returned no report');
  return result.lhr;
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const gathered = await navigationGather(undefined, url, {
      flags: { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    });
    const benchmarkIndex = gathered.artifacts.BenchmarkIndex;
    const slowdown = calibratedSlowdown(benchmarkIndex) ?? DEFAULT_SLOWDOWN;
    const lhr = await auditAt(gathered, slowdown);
    const atDefault = await auditAt(gathered, DEFAULT_SLOWDOWN);
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}`;
      fs.writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(lhr));
      fs.writeFileSync(path.join(REPORTS, `${name}.default-slowdown.json`), JSON.stringify(atDefault));
    }
    return { ...metricsOf(lhr), benchmarkIndex, slowdown, defaultTbtMs: metricsOf(atDefault).tbtMs };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The visible text of an HTML fragment, whitespace collapsed. */
const textOf = (html: string) =>
  squash(
    decode(
      html
        .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' '),
    ),
  );

/** Whether the served HTML already holds the LCP element: its image's URL, or its text. */
export function lcpElementInHtml(html: string, lcp: LcpElement | null): boolean | null {
  if (!lcp) return null;
  if (lcp.url) return html.includes(lcp.url);
  const text = squash(lcp.text);
  return text ? textOf(html).includes(text) : null;
}

/** Whether the served HTML has a non-empty `h1` (the page's heading, readable without JavaScript). */
export function headingInHtml(html: string): boolean {
  const body = html.slice(html.search(/<body[\s>]/i));
  return [...body.matchAll(/<h1[\s>][\s\S]*?<\/h1>/gi)].some((match) => textOf(match[0]).length > 0);
}

async function measure(target: Target): Promise<Row> {
  const html = await (await fetch(target.url)).text();
  const { lcp, ...downloads } = await measureDownloads(target.url);
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(target.url));
  return {
    ...target,
    ...downloads,
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    lcpInHtml: lcpElementInHtml(html, lcp),
    headingInHtml: headingInHtml(html),
    // An old report's environment says 0: not measured.
    hostIndexes: runs.map((r) => r.benchmarkIndex).filter((index) => index > 0),
    slowdowns: runs.map((r) => r.slowdown),
    defaultTbtMs: median(runs.map((r) => r.defaultTbtMs)),
  };
}

/** Bytes of a file as the server sends it gzip-compressed (not decoded, unlike fetch). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

interface EntryRow {
  remote: string;
  gzip: number;
}

async function measureRemoteEntries(): Promise<EntryRow[]> {
  const rows: EntryRow[] = [];
  for (const app of REMOTE_APPS) {
    const base = urlOf(app.portVar);
    const manifest = (await (await fetch(`${base}/mf-manifest.json`)).json()) as {
      metaData: { remoteEntry: { name: string; path: string } };
    };
    const { name, path: dir } = manifest.metaData.remoteEntry;
    rows.push({ remote: app.dir, gzip: await gzipBytes(`${base}/${dir ? `${dir}/` : ''}${name}`) });
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const yesNo = (value: boolean | null) => (value === null ? 'n/a' : value ? 'yes' : 'no');

/** What a route's numbers break of its budget (empty when within it). */
export function overBudget(row: Row): string[] {
  const b = row.budget;
  const over: string[] = [];
  if (row.jsGzip > b.jsGzipKb * 1024) over.push(`JS ${kb(row.jsGzip)} > ${b.jsGzipKb} KB`);
  if (row.score < b.minScore) over.push(`score ${row.score} < ${b.minScore}`);
  if (row.lcpMs > b.maxLcpMs) over.push(`LCP ${(row.lcpMs / 1000).toFixed(1)} s > ${b.maxLcpMs / 1000} s`);
  if (row.tbtMs > b.maxTbtMs) over.push(`TBT ${row.tbtMs} ms > ${b.maxTbtMs} ms`);
  if (row.cls > b.maxCls) over.push(`CLS ${row.cls.toFixed(3)} > ${b.maxCls}`);
  if (!row.headingInHtml) over.push('no heading in the served HTML');
  return over;
}

/** Serves the site, measures every target and every remote entry, stops the site. */
async function collect(): Promise<{ rows: Row[]; entries: EntryRow[] }> {
  const stop = await startSite();
  try {
    const rows: Row[] = [];
    for (const target of await targets()) {
      rows.push(await measure(target));
      console.error(`measured ${target.label}`);
    }
    return { rows, entries: await measureRemoteEntries() };
  } finally {
    stop();
  }
}

async function main(): Promise<void> {
  const { rows, entries } = await collect();
  const failures: string[] = [];
  console.log(
    `| Page | JS gzip (transferred) | JS raw | Requests | Lighthouse mobile (median of ${RUNS}) | LCP | TBT | TBT at ${DEFAULT_SLOWDOWN}× | CLS | LCP element in HTML | Heading in HTML | Host CPU (BenchmarkIndex) | CPU slowdown | Budget |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---:|---|');
  for (const row of rows) {
    const over = overBudget(row);
    failures.push(...over.map((o) => `${row.label}: ${o}`));
    console.log(
      `| ${row.label} | ${kb(row.jsGzip)} | ${kb(row.jsRaw)} | ${row.requests} | ${row.score} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs} ms | ${row.defaultTbtMs} ms | ${row.cls.toFixed(3)} | ${yesNo(row.lcpInHtml)} | ${yesNo(row.headingInHtml)} | ${indexRange(row.hostIndexes)} | ${slowdownRange(row.slowdowns)} | ${over.length ? 'over' : 'within'} |`,
    );
  }
  console.log(`\n${hostCpuNote(rows.flatMap((row) => row.hostIndexes))}`);
  console.log('\n| Remote | remoteEntry.js gzip | Budget |\n|---|---:|---|');
  for (const entry of entries) {
    const over = entry.gzip > BUDGET.remoteEntryGzipKb * 1024;
    if (over) failures.push(`${entry.remote}: remoteEntry.js ${kb(entry.gzip)} > ${BUDGET.remoteEntryGzipKb} KB`);
    console.log(`| ${entry.remote} | ${kb(entry.gzip)} | ${over ? 'over' : 'within'} |`);
  }
  console.log(`\n${budgetMarkdown()}\n`);
  if (failures.length) {
    console.log(`Over budget:\n${failures.map((f) => `- ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Every page is within the budget.');
  process.exit(0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
