// The release command against a real API (in-memory database, listening on a free port): publish copies and
// registers, the changes go through the admin routes with the live release read first, refusals carry the API's reason.
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ADMIN_CODE, createTestContext, type TestContext } from '../../api/test/helpers/context';
import { PAGE_SERVER_SECRET, reportToken } from '../../api/test/helpers/release-tokens';
import { parseReleaseArgs } from './args';
import { releaseFiles, releaseId } from './bundle';
import { runRelease, type ReleaseIo } from './run';

// Opening and migrating a database takes seconds on a busy machine.
jest.setTimeout(60_000);

let ctx: TestContext;
let apiUrl: string;
let root: string;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    // Five visitors' failure reports (signed as a page server signs its pages' tokens) fail a release here.
    releaseFailures: { failureRate: 0.5, minLoads: 5, minVisitors: 5 },
    pageServers: { secret: PAGE_SERVER_SECRET, urls: [], reportsPerAddress: 1 },
  });
  apiUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-release-run-'));
});
afterAll(async () => {
  await ctx?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

function build(name: string, entry: string): string {
  const dist = path.join(root, name);
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.0.0' } }, shared: [{ name: '@beacon/shared', requiredVersion: '^1.4.0' }] }),
  );
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
  fs.writeFileSync(path.join(dist, 'server', 'render.cjs'), 'module.exports = {};');
  return dist;
}

/** Runs the command as a pipeline would; its stdout lines, or the error it failed with. */
async function release(argv: string[], env: Record<string, string> = {}): Promise<{ out: string[]; error: Error | null }> {
  const out: string[] = [];
  const io: ReleaseIo = {
    env: { API_URL: apiUrl, BEACON_ADMIN_CODE: ADMIN_CODE, RELEASES_DIR: path.join(root, 'releases'), EVENTS_PORT: '3703', ...env },
    fetch,
    out: (line) => out.push(line),
    err: () => undefined,
  };
  try {
    await runRelease(parseReleaseArgs(argv), io);
    return { out, error: null };
  } catch (error) {
    return { out, error: error as Error };
  }
}

const idOf = (dist: string): string => releaseId(dist, releaseFiles(dist));

test('publish prints the id, copies the files into RELEASES_DIR/<remote>/<id>/ and registers the release', async () => {
  const dist = build('one', 'var one;');
  const { out, error } = await release(['mfe-events', 'publish', '--dist', dist]);
  expect(error).toBeNull();
  expect(out).toEqual([idOf(dist)]);
  expect(fs.readdirSync(path.join(root, 'releases', 'mfe_events', idOf(dist))).sort()).toEqual([
    'mf-manifest.json',
    'remoteEntry.js',
    'server',
  ]);
  const listed = await ctx.app.inject({
    method: 'GET',
    url: '/releases?remote=mfe_events',
    headers: { authorization: `Bearer ${await ctx.adminToken()}` },
  });
  expect(listed.json()).toMatchObject({
    data: [
      {
        id: idOf(dist),
        version: '1.0.0',
        sharedRange: '^1.4.0',
        manifestUrl: `http://localhost:3703/releases/${idOf(dist)}/mf-manifest.json`,
        publishedBy: { name: 'Release command' },
        state: 'available',
      },
    ],
  });
  // Published again (a retried pipeline): the same id, nothing new.
  expect((await release(['mfe_events', '--dist', dist])).out).toEqual([idOf(dist)]);
});

test('publish refuses a build whose compressed copy no longer holds its file, and copies nothing', async () => {
  const dist = build('edited', 'var edited;');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.br'), zlib.brotliCompressSync('var edited;'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.gz'), zlib.gzipSync('var edited;'));
  // Changed after the build: a browser asking for Brotli would still get the build's entry.
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var edited = 2;');
  const { error } = await release(['mfe-events', 'publish', '--dist', dist]);
  expect(error?.message).toBe(
    `remoteEntry.js.br, remoteEntry.js.gz in ${dist} no longer hold the files beside them: build mfe-events again.`,
  );
  expect(fs.existsSync(path.join(root, 'releases', 'mfe_events', idOf(dist)))).toBe(false);
});

test('promote (the build’s id by default), canary and rollback, each decided on the live release it read', async () => {
  const one = path.join(root, 'one');
  const two = build('two', 'var two;');
  const cdn = await release(['mfe-events', 'publish', '--dist', two, '--cdn', 'https://cdn.example.org/beacon', '--json']);
  expect(JSON.parse(cdn.out[0] ?? '{}')).toMatchObject({
    manifestUrl: `https://cdn.example.org/beacon/mfe_events/${idOf(two)}/mf-manifest.json`,
  });

  expect((await release(['mfe-events', 'promote', '--dist', one])).out).toEqual([`live ${idOf(one)}, previous none, canary none`]);
  expect((await release(['mfe-events', 'canary', '25', '--dist', two, '--json'])).out.map((line) => JSON.parse(line))).toEqual([
    { remote: 'mfe_events', live: idOf(one), previous: null, candidate: { id: idOf(two), percent: 25 } },
  ]);
  const stale = await release(['mfe-events', 'promote', idOf(two), '--expect', 'none']);
  expect(stale.error?.message).toMatch(new RegExp(`live release is ${idOf(one)}`));
  expect((await release(['mfe-events', 'promote', idOf(two)])).out).toEqual([`live ${idOf(two)}, previous ${idOf(one)}, canary none`]);
  const status = await release(['mfe-events', 'status']);
  expect(status.out.map((line) => line.split(/\s+/).slice(0, 2))).toEqual([
    [idOf(two), 'live'],
    [idOf(one), 'previous'],
  ]);
  expect((await release(['mfe-events', 'rollback'])).out).toEqual([`live ${idOf(one)}, previous none, canary none`]);
  expect((await release(['mfe-events', 'rollback'])).error?.message).toMatch(/no previous release/);
});

test('a release the API rolled back reads as failing; promoting it needs --accept-failing; rollback goes to any earlier live release', async () => {
  const one = path.join(root, 'one');
  const three = build('three', 'var three;');
  await release(['mfe-events', 'publish', '--dist', three]);
  expect((await release(['mfe-events', 'promote', '--dist', three])).out).toEqual([
    `live ${idOf(three)}, previous ${idOf(one)}, canary none`,
  ]);
  for (let i = 0; i < 5; i += 1) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/releases/reports',
      payload: {
        remote: 'mfe_events',
        release: idOf(three),
        kind: 'load-error',
        token: reportToken([`mfe_events:${idOf(three)}`], new Date(Date.now() + 60 * 60_000)),
      },
      remoteAddress: `10.2.0.${i + 1}`,
    });
    expect(answer.statusCode).toBe(204);
  }
  const status = (await release(['mfe-events', 'status'])).out.find((line) => line.startsWith(idOf(three)));
  expect(status).toMatch(/available .*5 loads, 5 failures {2}FAILING: rolled back automatically .*\(5 failures in 5 visitors’ reports/);

  const refused = await release(['mfe-events', 'promote', idOf(three)]);
  expect(refused.error?.message).toMatch(new RegExp(`${idOf(three)} is failing: it was rolled back automatically`));
  expect(refused.error?.message).toMatch(/--accept-failing/);
  expect((await release(['mfe-events', 'promote', idOf(three), '--accept-failing'])).out).toEqual([
    `live ${idOf(three)}, previous ${idOf(one)}, canary none`,
  ]);
  // two was live before one: a rollback can go straight to it.
  const two = path.join(root, 'two');
  expect((await release(['mfe-events', 'rollback', idOf(two)])).out).toEqual([`live ${idOf(two)}, previous ${idOf(one)}, canary none`]);
});

test('without admin credentials nothing is sent; a wrong code is the API’s refusal', async () => {
  expect((await release(['mfe-events', 'status'], { BEACON_ADMIN_CODE: '' })).error?.message).toMatch(/BEACON_ADMIN_TOKEN/);
  expect((await release(['mfe-events', 'status'], { BEACON_ADMIN_CODE: 'wrong-code' })).error).toMatchObject({ status: 403 });
  expect((await release(['mfe-events', 'status'], { BEACON_ADMIN_CODE: '', BEACON_ADMIN_TOKEN: await ctx.adminToken() })).error).toBeNull();
});
