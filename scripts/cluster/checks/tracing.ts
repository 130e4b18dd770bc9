/**
 * The cluster test's trace check: one page load through nginx leaves the same trace id on a host page server's
 * request line and on the API instances' lines of the data requests made for that page (the host's for the
 * page's head, the events remote's render), so an operator finds one visit's lines across processes; once
 * with no traceparent (nginx makes one), once with the visitor's own (nginx passes it on). The page names an
 * event nobody asked for before: past nginx's micro-cache and the page servers' caches of API answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { request } from '../client';
import type { ClusterCheckContext } from './context';
import { sleep } from '../supervisor';

interface RequestLine {
  traceId?: string;
  msg?: string;
  req?: { url?: string };
}

/** The JSON lines of the named processes' log files that are about `url`. */
function linesAbout(logDir: string, names: readonly string[], url: string): { name: string; line: RequestLine }[] {
  const found: { name: string; line: RequestLine }[] = [];
  for (const name of names) {
    const file = path.join(logDir, `${name}.log`);
    if (!fs.existsSync(file)) continue;
    for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!text.startsWith('{') || !text.includes(url)) continue;
      const line = JSON.parse(text) as RequestLine;
      if (line.req?.url === url) found.push({ name, line });
    }
  }
  return found;
}

/** The lines one page load left: the page server's for the page, the API instances' for the data it asked for. */
async function pageLoad(layout: ClusterCheckContext['layout'], headers: Record<string, string>) {
  const url = `/events/${randomUUID()}`;
  const page = await request(`http://127.0.0.1:${layout.sitePort}${url}`, { headers });
  const logDir = path.join(layout.dir, 'logs');
  let pages: { name: string; line: RequestLine }[] = [];
  let api: { name: string; line: RequestLine }[] = [];
  // The processes' output reaches their files a moment after the answer.
  for (let tries = 0; tries < 50 && (pages.length === 0 || api.length === 0); tries += 1) {
    await sleep(100);
    pages = linesAbout(logDir, ['host-1', 'host-2'], url);
    api = linesAbout(logDir, ['api-1', 'api-2'], url);
  }
  return { status: page.status, pages, api, traceId: pages[0]?.line.traceId ?? '' };
}

export async function tracingChecks(context: Omit<ClusterCheckContext, 'token'>): Promise<void> {
  const { layout, check } = context;
  const expect: ClusterCheckContext['expect'] = context.expect;
  await check("one page load through nginx: the same trace id on a page server's and an API instance's log lines", async () => {
    const given = '4bf92f3577b34da6a3ce929d0e0e4736';
    const figures: string[] = [];
    const loads: Record<string, string>[] = [{}, { traceparent: `00-${given}-00f067aa0ba902b7-01` }];
    for (const headers of loads) {
      const { status, pages, api, traceId } = await pageLoad(layout, headers);
      expect(status === 404, `the page of an unknown event answers 404 (got ${status})`);
      expect(/^[0-9a-f]{32}$/.test(traceId), `a page server logged the page with a trace id (lines: ${JSON.stringify(pages)})`);
      if ('traceparent' in headers) expect(traceId === given, `nginx passed the visitor's traceparent on (got ${traceId})`);
      expect(
        pages.every(({ line }) => line.traceId === traceId),
        'every line of the page server about the page has the trace id',
      );
      expect(api.length > 0, `an API instance logged the page's data requests (with LOG_LEVEL=info)`);
      expect(
        api.every(({ line }) => line.traceId === traceId),
        `the API's lines have the page's trace id ${traceId}: ${JSON.stringify(api)}`,
      );
      const instances = [...new Set(api.map((each) => each.name))].join(', ');
      figures.push(`${'traceparent' in headers ? 'given' : 'made by nginx'}: ${traceId} on ${pages[0]?.name} and ${instances}`);
    }
    return figures.join('; ');
  });
}
