import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { findApp, type AppEntry } from '@beacon/shared/apps';
import { buildAppServer } from '../server/appServer';
import { rawRequest } from '../testing/rawRequest';
import { makeBuild, MAP, SERVER_FILE, spellingsOf } from '../testing/testBuild';

const OLD = 'a1b2c3d4e5f6';
const NEW = '0123456789ab';
const LATE = 'fedcba987654';
const SECRETS = /MAP-SECRET|SERVER-SECRET|STAMP-SECRET|DOT-SECRET|OUTSIDE-SECRET/;

/** A release's server bundle: renders its data pages saying which release it is. */
const renderingBundle = (release: string) => `
exports.renderForAddress = async (expose, { url }) => ({ html: '<main>${release} rendered ' + expose + ' for ' + url + '</main>', data: { at: 1, answers: [] } });
// SERVER-SECRET
`;

const events = findApp('mfe-events') as AppEntry;

describe("a remote's page server serving its releases", () => {
  let base = '';
  let releases = '';
  let server: FastifyInstance;
  let port = 0;

  /** Copies a build as the release command does: finished in a dot-folder, then renamed into place. */
  const publish = (id: string, chunkText: string, bundle: string | null) => {
    const { root } = makeBuild();
    fs.writeFileSync(path.join(root, 'main.abcdef0123.js'), chunkText);
    if (bundle === null) fs.rmSync(path.join(root, 'server'), { recursive: true });
    else fs.writeFileSync(path.join(root, SERVER_FILE), bundle);
    fs.rmSync(path.join(root, 'linked.txt'));
    const folder = path.join(releases, 'mfe_events');
    fs.mkdirSync(folder, { recursive: true });
    fs.cpSync(root, path.join(folder, `.${id}.tmp`), { recursive: true });
    fs.renameSync(path.join(folder, `.${id}.tmp`), path.join(folder, id));
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  };

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-releases-'));
    releases = path.join(base, 'releases');
    publish(OLD, 'console.log("old release");', renderingBundle('old'));
    publish(NEW, 'console.log("new release");', null);
    const { root } = makeBuild();
    server = await buildAppServer({ app: events, distDir: root, env: { RELEASES_DIR: releases } });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('serves each release’s files at /releases/<id>/, cached for good and readable cross-origin', async () => {
    for (const [id, text] of [
      [OLD, 'old release'],
      [NEW, 'new release'],
    ] as const) {
      const chunk = await server.inject({ url: `/releases/${id}/main.abcdef0123.js` });
      expect([id, chunk.statusCode]).toEqual([id, 200]);
      expect(chunk.body).toContain(text);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
      // Even the manifest: a release's address names its content.
      const manifest = await server.inject({ url: `/releases/${id}/mf-manifest.json` });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The build the server was started with is still served as before.
    expect((await server.inject({ url: '/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves a release published after it started, and nothing of one still being copied', async () => {
    const folder = path.join(releases, 'mfe_events');
    fs.mkdirSync(path.join(folder, `.${LATE}.tmp`), { recursive: true });
    fs.writeFileSync(path.join(folder, `.${LATE}.tmp`, 'mf-manifest.json'), '{}');
    expect((await server.inject({ url: `/releases/${LATE}/mf-manifest.json` })).statusCode).toBe(404);
    expect((await server.inject({ url: `/releases/.${LATE}.tmp/mf-manifest.json` })).statusCode).toBe(404);
    publish(LATE, 'console.log("late release");', null);
    const chunk = await server.inject({ url: `/releases/${LATE}/main.abcdef0123.js` });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toContain('late release');
  });

  it('answers 404 for an unknown release, an id that is not one, and a release’s template', async () => {
    for (const url of [
      '/releases/ffffffffffff/mf-manifest.json',
      '/releases/A1B2C3D4E5F6/mf-manifest.json',
      `/releases/${OLD}/`,
      `/releases/${OLD}/index.html`,
      `/releases/${OLD}/events`,
    ]) {
      expect([url, (await server.inject({ url })).statusCode]).toEqual([url, 404]);
    }
  });

  it('never sends a release’s private files, under any spelling', async () => {
    let tried = 0;
    for (const file of [MAP, SERVER_FILE, '.build-stamp', '.git/config', 'assets/hero.0123456789.mp4.map']) {
      for (const spelling of spellingsOf(file)) {
        for (const target of [`/releases/${OLD}${spelling}`, `/releases/%61${OLD.slice(1)}${spelling}`]) {
          const { status, body } = await rawRequest(port, 'GET', target);
          tried += 1;
          expect([target, status]).toEqual([target, 404]);
          expect(body).not.toMatch(SECRETS);
        }
      }
    }
    for (const target of [
      `/releases/${OLD}/../../../releases/mfe_events/${OLD}/server/render.cjs`,
      `/releases/${OLD}/..%2f..%2fouter.txt`,
    ]) {
      const { status, body } = await rawRequest(port, 'GET', target);
      expect([target, status]).toEqual([target, 404]);
      expect(body).not.toMatch(SECRETS);
    }
    expect(tried).toBeGreaterThan(250);
  });

  it('renders a data page with the release’s own server bundle, and says 404 for a release without one', async () => {
    const query = new URLSearchParams({ expose: './EventsPage', pattern: '/events', url: '/events' });
    const rendered = await server.inject({ url: `/releases/${OLD}/render.json?${query}` });
    expect(rendered.statusCode).toBe(200);
    expect(rendered.json()).toEqual({ html: '<main>old rendered ./EventsPage for /events</main>', data: { at: 1, answers: [] } });
    expect(rendered.headers['cache-control']).toBe('no-cache');
    expect((await server.inject({ url: `/releases/${NEW}/render.json?${query}` })).statusCode).toBe(404);
    expect((await server.inject({ url: `/releases/${OLD}/render.json?expose=x` })).statusCode).toBe(400);
  });
});
