// Traces exported (here to memory, as OTLP would be): the request span continues the caller's traceparent, its
// database queries are its children, and on the tip path a span names its route and nothing else.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { setUpTracing } from '../src/observability/tracing';
import { createTestContext, type TestContext } from './helpers/context';

const exporter = new InMemorySpanExporter();
setUpTracing({}, [new SimpleSpanProcessor(exporter)]);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(() => exporter.reset());

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const traceparent = `00-${TRACE_ID}-${PARENT_ID}-01`;

const requestSpans = () => exporter.getFinishedSpans().filter((span) => span.name === 'request');
const childrenOf = (parent: ReadableSpan) =>
  exporter.getFinishedSpans().filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

test("a request's span continues the traceparent it came with, and its database queries are its children", async () => {
  const events = (await ctx.app.inject({ method: 'GET', url: '/events?limit=50' })).json() as { _id: string }[];
  exporter.reset();
  const response = await ctx.app.inject({ method: 'GET', url: `/events/${events[0]?._id ?? ''}`, headers: { traceparent } });
  expect(response.statusCode).toBe(200);
  const [span] = requestSpans();
  expect(span?.spanContext().traceId).toBe(TRACE_ID);
  expect(span?.parentSpanContext?.spanId).toBe(PARENT_ID);
  expect(span?.attributes).toMatchObject({ 'http.route': '/events/:id', 'http.response.status_code': 200 });
  const queries = childrenOf(span as ReadableSpan);
  expect(queries.length).toBeGreaterThan(0);
  for (const query of queries) {
    expect(query.spanContext().traceId).toBe(TRACE_ID);
    // Which database and which kind of statement, never its text or parameters.
    expect(query.attributes).toEqual({ 'db.system.name': 'postgresql', 'db.operation.name': 'SELECT' });
  }
});

test('a span keeps the path without its query', async () => {
  await ctx.app.inject({ method: 'GET', url: '/events?limit=2&order=desc' });
  expect(requestSpans()[0]?.attributes['url.path']).toBe('/events');
});

test('without a traceparent a request starts its own trace', async () => {
  await ctx.app.inject({ method: 'GET', url: '/health' });
  await ctx.app.inject({ method: 'GET', url: '/health' });
  const [first, second] = requestSpans();
  expect(first?.parentSpanContext).toBeUndefined();
  expect(first?.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(first?.spanContext().traceId).not.toBe(second?.spanContext().traceId);
});

test('on the tip path a span names the route, its method and status, and nothing else', async () => {
  const source = { remoteAddress: '203.0.113.77', headers: { traceparent, 'user-agent': 'SourceBrowser/1.0', cookie: 'c=1' } };
  const receiptId = 'R7QK-4M2P-9XCD-EF3H';
  const token = 'b'.repeat(64);
  await ctx.app.inject({ method: 'POST', url: '/captcha/local-token', ...source });
  await ctx.app.inject({ method: 'GET', url: '/tips/key?who=me', ...source });
  await ctx.app.inject({ method: 'POST', url: '/tips/conversation', payload: { receiptId, token }, ...source });
  await ctx.app.inject({ method: 'GET', url: `/tips/${receiptId}`, ...source });
  const spans = requestSpans();
  expect(spans.map((span) => span.attributes['url.path'])).toEqual([
    '/captcha/local-token',
    '/tips/key',
    '/tips/conversation',
    'unmatched',
  ]);
  for (const span of spans) {
    expect(Object.keys(span.attributes).sort()).toEqual(
      ['fastify.root', 'http.request.method', 'http.response.status_code', 'http.route', 'url.path'].filter(
        (key) => key !== 'http.route' || span.attributes['url.path'] !== 'unmatched',
      ),
    );
    expect(span.events).toEqual([]);
  }
  const everything = JSON.stringify(exporter.getFinishedSpans().map((span) => [span.attributes, span.events, span.status]));
  expect(everything).not.toMatch(/203\.0\.113\.77|SourceBrowser|R7QK|bbbb|who=me|c=1/);
});

test('spans go over OTLP/HTTP to <endpoint>/v1/traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
  const received: string[] = [];
  const collector = http.createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume().on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`;
  const exportOneSpan = (env: Record<string, string>) =>
    new Promise<number | null>((resolve) => {
      const { OTEL_EXPORTER_OTLP_ENDPOINT: _ignored, ...rest } = process.env;
      const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'fixtures/export-one-span.ts')], {
        env: { ...rest, ...env },
        stdio: 'inherit',
      });
      child.on('exit', resolve);
    });
  try {
    expect(await exportOneSpan({})).toBe(0);
    expect(received).toEqual([]);
    expect(await exportOneSpan({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })).toBe(0);
    expect(received).toEqual(['POST /v1/traces']);
  } finally {
    await new Promise((resolve) => collector.close(resolve));
  }
}, 60_000);
