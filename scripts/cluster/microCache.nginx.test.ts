/**
 * nginx itself, with the configuration `npm run cluster` writes, in front of a stand-in page server: an
 * anonymous visitor's page comes from the micro-cache, a preview link's never (asked of a page server
 * every time, and never stored for the next visitor). Runs where nginx is installed (see
 * nginxConfig.nginx.test.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { INTERNAL_PORT_SPAN, layoutFromEnv } from './layout';
import { renderNginxConfig } from './nginxConfig';
import { readDeployFiles } from './processList';
import { request } from './client';

const nginx = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((folder) => path.join(folder, 'nginx'))].find((file) =>
  fs.existsSync(file),
);

/** Whether a port on loopback is free now. */
const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A site port and a block of internal ports whose page-server ports are free (picked at random, away from the fixed ones). */
async function freePorts(): Promise<{ site: number; internal: number }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const internal = 30_000 + Math.floor(Math.random() * 200) * INTERNAL_PORT_SPAN;
    const site = internal + INTERNAL_PORT_SPAN - 2;
    const wanted = [site, site + 1, internal + 11, internal + 12, internal + 75];
    if ((await Promise.all(wanted.map(isFree))).every(Boolean)) return { site, internal };
  }
  throw new Error('no free ports');
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-nginx-cache-'));
const pageServers: http.Server[] = [];
let proxy: ChildProcess | null = null;
let site = '';
/** The page servers' requests, in order (their URLs). */
const asked: string[] = [];

beforeAll(async () => {
  const ports = await freePorts();
  const layout = layoutFromEnv({ CLUSTER_DIR: dir, CLUSTER_PORT: String(ports.site), CLUSTER_INTERNAL_PORT: String(ports.internal) });
  const { processes, sharedEnv } = readDeployFiles(layout.vars);
  const nginxDir = layout.vars.NGINX_DIR ?? '';
  for (const sub of ['logs', 'temp', 'cache', 'conf.d']) fs.mkdirSync(path.join(nginxDir, sub), { recursive: true });
  const config = path.join(nginxDir, 'nginx.conf');
  fs.writeFileSync(config, renderNginxConfig(layout, processes, sharedEnv, false));
  // Both page servers of the topology: each answer says which request it was.
  for (const port of [layout.vars.HOST_1_PORT, layout.vars.HOST_2_PORT]) {
    const server = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(`<p>answer ${asked.length}</p>`);
    });
    await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
    pageServers.push(server);
  }
  // As root, nginx runs as the user Debian's package made for it, as `npm run cluster` runs it.
  const runAs = process.getuid?.() === 0 ? Number(execFileSync('id', ['-u', 'www-data'], { encoding: 'utf8' }).trim()) : null;
  if (runAs !== null) {
    const gid = Number(execFileSync('id', ['-g', 'www-data'], { encoding: 'utf8' }).trim());
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['-R', `${runAs}:${gid}`, nginxDir]);
    proxy = spawn(nginx ?? 'nginx', ['-p', `${nginxDir}/`, '-c', config, '-e', path.join(nginxDir, 'logs', 'error.log')], {
      uid: runAs,
      gid,
      stdio: 'ignore',
    });
  } else {
    proxy = spawn(nginx ?? 'nginx', ['-p', `${nginxDir}/`, '-c', config, '-e', path.join(nginxDir, 'logs', 'error.log')], {
      stdio: 'ignore',
    });
  }
  site = `http://127.0.0.1:${layout.sitePort}`;
  // Up once it answers (bounded: 10 s).
  for (let i = 0; i < 100; i++) {
    const up = await request(`${site}/up`, { timeoutMs: 500 }).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start: ${fs.readFileSync(path.join(nginxDir, 'logs', 'error.log'), 'utf8')}`);
}, 20_000);

afterAll(async () => {
  proxy?.kill('SIGTERM');
  await Promise.all(pageServers.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an anonymous visitor’s page is served from the micro-cache', async () => {
  const first = await request(`${site}/investigations/water`);
  const second = await request(`${site}/investigations/water`);
  expect(nginx).toBeDefined();
  expect(second.headers['x-cache-status']).toBe('HIT');
  expect(second.text()).toBe(first.text());
});

test('a preview link is asked of a page server every time and never stored for the next visitor', async () => {
  const before = asked.length;
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await request(`${site}/investigations/water?preview=a-token`));
  expect(answers.map((answer) => answer.headers['x-cache-status'])).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
  expect(asked.slice(before)).toEqual(Array(3).fill('/investigations/water?preview=a-token'));
  expect(new Set(answers.map((answer) => answer.text())).size).toBe(3);
  // The same address without the token is the published page, whatever the preview answers were.
  const published = await request(`${site}/investigations/water`);
  expect(published.text()).not.toBe(answers.at(-1)?.text());
});
