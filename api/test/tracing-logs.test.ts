// With no OTLP endpoint (the default) nothing is recorded, but every log line of a request names its trace:
// the caller's (nginx's, a page server's) from its traceparent, or one started here.
import { collectLog } from './helpers/log';
import { createTestContext, type TestContext } from './helpers/context';

interface Line {
  msg: string;
  reqId?: string;
  traceId?: string;
}

const logs = collectLog<Line>();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { logger: { level: 'info', stream: logs.stream } });
});
afterAll(() => ctx?.close());

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const linesOf = (reqId: string | undefined) => logs.lines.filter((line) => line.reqId !== undefined && line.reqId === reqId);

test('each log line of a request carries the trace id of the traceparent it came with', async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/events/not-a-uuid',
    headers: { traceparent: `00-${TRACE_ID}-b7ad6b7169203331-01` },
  });
  expect(response.statusCode).toBe(400);
  const reqId = logs.lines.find((line) => line.traceId === TRACE_ID)?.reqId;
  const lines = linesOf(reqId);
  expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  expect(lines.every((line) => line.traceId === TRACE_ID)).toBe(true);
});

test('a request without one (or with a malformed one) gets a trace id of its own in every line', async () => {
  await ctx.app.inject({ method: 'GET', url: '/health' });
  await ctx.app.inject({ method: 'GET', url: '/health', headers: { traceparent: '00-zz-nonsense-01' } });
  const completed = logs.lines.filter((line) => line.msg === 'request completed').slice(-2);
  const ids = completed.map((line) => line.traceId);
  expect(ids).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
  expect(ids[0]).not.toBe(ids[1]);
  for (const line of completed) expect(linesOf(line.reqId).every((each) => each.traceId === line.traceId)).toBe(true);
});
