import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { findApp } from '@beacon/shared/apps';
import { buildAppServer } from './appServer';
import { makeBuild, SERVER_FILE } from '../testing/testBuild';

/** A stand-in for the host's server bundle: every path is an event's page, whose head asks the API for the event. */
const SHELL_BUNDLE = `
exports.renderShell = (url) => {
  const path = new URL(url, 'http://localhost').pathname;
  return {
    html: '<main>event</main>', slot: null, data: null, pattern: null, detail: { kind: 'event', id: path.split('/').pop() },
    status: 200,
    head: { title: 'Event', description: '', path, type: 'website', image: null, indexed: true, jsonLd: null },
  };
};
`;

let root = '';
let host: FastifyInstance;
let api: http.Server;
/** The traceparent of each request the API got, by path. */
const asked = new Map<string, string | undefined>();
const lines: { msg: string; traceId?: string; reqId?: string }[] = [];

beforeAll(async () => {
  root = makeBuild().root;
  fs.writeFileSync(path.join(root, SERVER_FILE), SHELL_BUNDLE);
  api = http.createServer((request, response) => {
    asked.set(request.url ?? '', request.headers.traceparent as string | undefined);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  const app = findApp('host');
  if (!app) throw new Error('no host app');
  host = await buildAppServer({
    app,
    distDir: root,
    env: { SITE_URL: 'https://site.test', API_URL: apiUrl, VIDEO_API_URL: apiUrl },
    logger: { level: 'info', stream },
  });
});
afterAll(async () => {
  await host.close();
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(path.dirname(root), { recursive: true, force: true });
});

const linesOfTrace = (traceId: string) => lines.filter((line) => line.traceId === traceId).map((line) => line.msg);

it("forwards the page's traceparent on its API requests, and names the trace in each of its log lines", async () => {
  const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  expect((await host.inject({ url: '/events/first', headers: { traceparent } })).statusCode).toBe(200);
  expect(asked.get('/events/first')).toBe(traceparent);
  expect(linesOfTrace('4bf92f3577b34da6a3ce929d0e0e4736')).toEqual(['incoming request', 'request completed']);
});

it('starts a trace for a page that came without one (or with a malformed one), and forwards that', async () => {
  for (const [id, headers] of [
    ['second', {}],
    ['third', { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' }],
  ] as const) {
    expect((await host.inject({ url: `/events/${id}`, headers })).statusCode).toBe(200);
    const forwarded = asked.get(`/events/${id}`) ?? '';
    expect(forwarded).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(forwarded).not.toContain('0000000000000000');
    expect(linesOfTrace(forwarded.slice(3, 35))).toEqual(['incoming request', 'request completed']);
  }
  expect(asked.get('/events/second')).not.toBe(asked.get('/events/third'));
});
