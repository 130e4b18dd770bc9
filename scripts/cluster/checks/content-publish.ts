/**
 * The cluster test's checks of what staff publish: an investigation created and published through the
 * API as an admin, then edited and published again, then unpublished; each time the time until every
 * page server (both directly and through nginx, whose micro-cache keeps a page 1 s) serves the change is
 * measured, and must stay within PUBLISH_BUDGET_MS. A preview link's page goes through nginx uncached,
 * `no-store` and `noindex`.
 */
import { randomBytes } from 'node:crypto';
import { request, type Answer } from '../client';
import { sleep } from '../supervisor';
import type { ClusterCheckContext } from './context';

/** A publication must be on every page server within this long. */
const PUBLISH_BUDGET_MS = 10_000;
/** How often each page server is asked while waiting. */
const POLL_MS = 100;

/** An investigation's body as the editor saves it (no exhibits or actions: the page shows its hero and headings). */
const investigationBody = (label: string, title: string) => ({
  menuLabel: label,
  label,
  title,
  intro: `${title}: what the cluster check published.`,
  hero: { webm: null, mp4: null, poster: 'bundled:election-hero-poster.webp' },
  exhibitsHeading: 'The Exhibits',
  exhibits: [],
  actionsHeading: 'What Can I Do?',
  actionsIntro: '',
  actions: [],
});

export async function contentPublishChecks(context: ClusterCheckContext): Promise<void> {
  const { layout, check, token } = context;
  const expect: ClusterCheckContext['expect'] = context.expect;
  const SITE = `http://127.0.0.1:${layout.sitePort}`;
  const API = `http://127.0.0.1:${layout.apiPort}`;
  const servers = {
    nginx: SITE,
    'host-1': `http://127.0.0.1:${layout.vars.HOST_1_PORT}`,
    'host-2': `http://127.0.0.1:${layout.vars.HOST_2_PORT}`,
  };
  const from = '127.0.0.70';
  const admin = { authorization: `Bearer ${token}` };
  const slug = `cluster-${randomBytes(4).toString('hex')}`;
  const item = `${API}/admin/content/investigation/${slug}`;
  let version = '';

  /** An admin write; the record's new version is kept for the next one. */
  const write = async (method: string, url: string, body: object): Promise<Answer> => {
    const answer = await request(url, { method, from, headers: { ...admin, ...(version ? { 'if-match': `"${version}"` } : {}) }, body });
    expect(answer.status === 200 || answer.status === 201, `${method} ${url.slice(API.length)} → ${answer.status} ${answer.text()}`);
    version = answer.json<{ version: string }>().version;
    return answer;
  };

  /**
   * The time from `started` (the publication) until every server answers `path` as `served` says, each
   * asked every POLL_MS; fails past the budget, naming the servers that did not.
   */
  const untilEveryServer = async (path: string, served: (page: Answer) => boolean, started: number): Promise<number> => {
    const pending = new Set(Object.keys(servers) as (keyof typeof servers)[]);
    while (pending.size > 0 && performance.now() - started < PUBLISH_BUDGET_MS * 2) {
      for (const name of [...pending]) {
        const page = await request(`${servers[name]}${path}`, { from }).catch(() => null);
        if (page && served(page)) pending.delete(name);
      }
      if (pending.size > 0) await sleep(POLL_MS);
    }
    const elapsed = Math.round(performance.now() - started);
    expect(pending.size === 0, `${[...pending].join(', ')} did not serve the change of ${path} within ${elapsed} ms`);
    expect(
      elapsed <= PUBLISH_BUDGET_MS,
      `the change of ${path} took ${elapsed} ms to reach every page server (budget ${PUBLISH_BUDGET_MS} ms)`,
    );
    return elapsed;
  };
  const shows = (text: string) => (page: Answer) => page.status === 200 && page.text().includes(text);
  const inMenu = (label: string) => (page: Answer) => page.status === 200 && page.text().includes(`"menuLabel":"${label}"`);

  await check('a new investigation published through the API is served by every page server within seconds', async () => {
    const first = `Cluster ${slug}`;
    await write('POST', `${API}/admin/content/investigation`, { slug, body: investigationBody(first, `${first} headline`) });
    const before = await request(`${SITE}/investigations/${slug}`, { from });
    expect(before.status === 404, `an unpublished investigation's page → ${before.status}`);
    const published = performance.now();
    await write('POST', `${item}/publish`, {});
    const page = await untilEveryServer(`/investigations/${slug}`, shows(`<title>${first} · `), published);
    const menu = await untilEveryServer('/events', inMenu(first), published);
    const sitemap = await untilEveryServer('/sitemap.xml', shows(`/investigations/${slug}</loc>`), published);
    return `after the publish call: its page in ${page} ms, the menu in ${menu} ms, the sitemap in ${sitemap} ms on nginx, host-1 and host-2`;
  });

  await check('an edit published again reaches every page server (head and page) within seconds', async () => {
    const edited = `Cluster ${slug} edited`;
    await write('PUT', `${item}/draft`, { body: investigationBody(edited, `${edited} headline`) });
    const published = performance.now();
    await write('POST', `${item}/publish`, {});
    const head = await untilEveryServer(`/investigations/${slug}`, shows(`<title>${edited} · `), published);
    const body = await untilEveryServer(`/investigations/${slug}`, shows(`${edited} headline</h1>`), published);
    return `after the publish call: its head in ${head} ms, its text in ${body} ms on nginx, host-1 and host-2`;
  });

  await check('a preview link through nginx: the draft, never cached, no-store and noindex', async () => {
    const draft = `Cluster ${slug} draft`;
    await write('PUT', `${item}/draft`, { body: investigationBody(draft, `${draft} headline`) });
    const link = await request(`${item}/preview`, { method: 'POST', from, headers: admin, body: {} });
    expect(link.status === 200 || link.status === 201, `POST …/preview → ${link.status} ${link.text()}`);
    const { pathname, search } = new URL(link.json<{ url: string }>().url);
    for (let i = 0; i < 2; i++) {
      const page = await request(`${SITE}${pathname}${search}`, { from });
      const header = (name: string) => String(page.headers[name] ?? '');
      expect(page.status === 200 && page.text().includes(`${draft} headline`), `the preview link → ${page.status}, without the draft`);
      expect(header('x-cache-status') === 'BYPASS', `the preview link went through the cache: ${header('x-cache-status')}`);
      expect(header('cache-control') === 'no-store', `the preview link's Cache-Control: ${header('cache-control')}`);
      expect(header('x-robots-tag') === 'noindex', `the preview link's X-Robots-Tag: ${header('x-robots-tag')}`);
      expect(page.text().includes('<meta name="robots" content="noindex">'), 'the preview page has no robots noindex');
    }
    const published = await request(`${SITE}/investigations/${slug}`, { from });
    expect(!published.text().includes(`${draft} headline`), 'a visitor without the link sees the draft');
    return 'BYPASS twice, the published page unchanged for visitors';
  });

  await check('an unpublished investigation is a 404 on every page server within seconds', async () => {
    const unpublished = performance.now();
    await write('POST', `${item}/unpublish`, {});
    const gone = await untilEveryServer(`/investigations/${slug}`, (page) => page.status === 404, unpublished);
    return `404 on nginx, host-1 and host-2 ${gone} ms after the unpublish call`;
  });
}
