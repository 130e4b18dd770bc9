import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootPayloadFromEnv } from '../shared/src/config/runtimeConfig';
import { createPageComposer, type PageComposer } from './pageComposer';

/**
 * A stand-in for the host's server bundle: every `/events/:id` and `/video-reports/video/:id` URL is
 * a detail page, and the head it writes says only what the composer decided (title, robots).
 */
const RENDERER = `
const detailOf = (url) => {
  const [, kind, id] = /^\\/(events|video-reports\\/video)\\/([^/?]+)/.exec(url) ?? [];
  return kind ? { kind: kind === 'events' ? 'event' : 'video', id } : null;
};
exports.SLOT_MARKER = '<!--slot-->';
exports.renderShell = (url) => ({
  html: '<main>page</main>', slot: null, data: null, pattern: null, status: 200, detail: detailOf(url),
  head: { title: 'Generic', description: '', path: url, type: 'website', image: null, indexed: true, jsonLd: null },
});
exports.applyHead = (html, head) => html.replace('<title></title>', '<title>' + head.title + '</title>' + (head.indexed ? '' : '<meta name="robots" content="noindex">'));
exports.eventHead = (head, event) => ({ ...head, title: event.title });
exports.videoHead = (head, video) => ({ ...head, title: video.title });
exports.videoIdOf = (video) => new URL(video.videoUrl).searchParams.get('v');
exports.robotsTxt = () => '';
exports.sitemapXml = () => '';
`;
const TEMPLATE = '<html><head><title></title></head><body><div id="root"></div></body></html>';
const KNOWN = '6a0c3f54-1111-4222-8333-444455556666';
const MISSING = '6a0c3f54-0000-4000-8000-000000000000';

/** An API that knows one event and one video, fails on one id and never answers on another. */
function fakeApi(): http.Server {
  return http.createServer((request, response) => {
    const url = request.url ?? '';
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url === '/videos')
      return json(200, { videos: [{ title: 'Known video', videoUrl: 'https://www.youtube.com/watch?v=knownvideo1' }] });
    // Looked up by id: a video older than the lists show is still the catalogue's.
    if (url === '/videos/knownvideo1') return json(200, { title: 'Known video', videoUrl: 'https://www.youtube.com/watch?v=knownvideo1' });
    if (url === '/videos/oldervideo1') return json(200, { title: 'Older video', videoUrl: 'https://www.youtube.com/watch?v=oldervideo1' });
    if (url === `/events/${KNOWN}`) return json(200, { _id: KNOWN, title: 'Known event' });
    if (url === '/events/failing') return json(500, { error: 'Internal Server Error' });
    if (url === '/events/busy') return json(429, { error: 'Too Many Requests' });
    if (url === '/events/slow') return undefined; // never answers: the composer's timeout ends the wait
    if (url === '/events/not-a-uuid') return json(400, { error: 'Bad Request' });
    return json(404, { error: 'Not Found' });
  });
}

describe('the page composer, for a detail page', () => {
  const api = fakeApi();
  let dist = '';
  let composer: PageComposer;
  let downComposer: PageComposer;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-composer-'));
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'render.cjs'), RENDERER);
    const make = (apiUrl: string) => {
      const made = createPageComposer(dist, TEMPLATE, bootPayloadFromEnv({ API_URL: apiUrl, VIDEO_API_URL: apiUrl }), 'https://site.test');
      if (!made) throw new Error('no composer');
      return made;
    };
    composer = make(base);
    // A port that was just free and closed again: the API is down.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    downComposer = make(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves a known event's and video's page under their own head, indexed", async () => {
    for (const [url, title] of [
      [`/events/${KNOWN}`, 'Known event'],
      ['/video-reports/video/knownvideo1', 'Known video'],
      // Older than the lists show: the page server asks for the video by its id, not the latest list.
      ['/video-reports/video/oldervideo1', 'Older video'],
    ] as const) {
      const page = await composer.render(url);
      expect([url, page.status]).toEqual([url, 200]);
      expect(page.html).toContain(`<title>${title}</title>`);
      expect(page.html).not.toContain('noindex');
      expect(page.html).toContain('<main>page</main>');
    }
  });

  it.each([`/events/${MISSING}`, '/events/not-a-uuid', '/video-reports/video/unknownvid1'])(
    'answers %s, which the API says does not exist, with a 404 not indexed, still showing the page',
    async (url) => {
      const page = await composer.render(url);
      expect(page.status).toBe(404);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(page.html).toContain('<title>Generic</title>');
      expect(page.html).toContain('<main>page</main>');
    },
  );

  it.each(['/events/failing', '/events/busy', '/events/slow'])(
    'keeps %s a 200 with the generic head when the API does not answer',
    async (url) => {
      const page = await composer.render(url);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<title>Generic</title>');
      expect(page.html).not.toContain('noindex');
    },
  );

  it('keeps detail pages 200 when the API is down', async () => {
    for (const url of [`/events/${MISSING}`, '/video-reports/video/unknownvid1']) {
      const page = await downComposer.render(url);
      expect([url, page.status]).toEqual([url, 200]);
      expect(page.html).not.toContain('noindex');
    }
  });
});
