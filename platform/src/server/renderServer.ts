/**
 * A remote's render server: for the host's page server, it renders per request the pages whose
 * first screen is API data (`render.json?expose=&pattern=&url=`), with the site texts as
 * placeholders (the host fills them) and its own API addresses to fetch from.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RENDER_FOR_ADDRESS_FILE, type BootPayload, type RemoteRenderer } from '@beacon/shared/contract';
import { CONTENT_PREVIEW_PARAM } from '@beacon/shared/schemas';
import { prerenderConfig } from '@beacon/shared/ssr/placeholders';
import { RENDER_OUTCOME_HEADER } from '../compose/remoteFiles';
import { previewWaitOf, RENDER_TIMEOUT_MS } from '../compose/remotePage';

/** A query parameter that is one string of at most `max` characters starting with `prefix`, or null. */
function param(query: unknown, name: string, prefix: string, max: number): string | null {
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' && value.startsWith(prefix) && value.length <= max ? value : null;
}

/**
 * The handler of `render.json` for one server bundle (the build's own, or a release's). `renderWaitMs`: how long
 * the host's page server waits for the render (`renderWaitFrom`).
 */
export function renderHandler(
  renderForAddress: RemoteRenderer['renderForAddress'],
  { config }: BootPayload,
  renderWaitMs: number = RENDER_TIMEOUT_MS,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const renderConfig = { ...prerenderConfig(), apiUrl: config.apiUrl, videoApiUrl: config.videoApiUrl };
  return async (request, reply) => {
    const expose = param(request.query, 'expose', './', 100);
    const pattern = param(request.query, 'pattern', '/', 200);
    const url = param(request.query, 'url', '/', 2000);
    if (!expose || !pattern || !url || url.startsWith('//')) return reply.code(400).send({ error: 'expose, pattern and url are required' });
    // The API's answers must leave time for the page server, which waits renderWaitMs in all
    // (a preview link's render, longer: previewWaitOf).
    const preview = param(request.query, CONTENT_PREVIEW_PARAM, '', 2000) !== null;
    const waitMs = preview ? previewWaitOf(renderWaitMs) : renderWaitMs;
    let page: Awaited<ReturnType<typeof renderForAddress>>;
    try {
      page = await renderForAddress(expose, { url, pattern }, renderConfig, waitMs * 0.6);
    } catch (error) {
      // Said apart from a slow or missing answer: the page servers count it against this release.
      console.error(`[serve] the render of ${url} (${expose}) failed`, error);
      return reply.code(500).header(RENDER_OUTCOME_HEADER, 'failed').send({ error: 'the render failed' });
    }
    return page ? reply.header('Cache-Control', 'no-cache').send(page) : reply.code(404).send({ error: `no page ${expose}` });
  };
}

export function registerRenderServer(
  server: FastifyInstance,
  renderForAddress: RemoteRenderer['renderForAddress'],
  payload: BootPayload,
  renderWaitMs?: number,
): void {
  server.get(`/${RENDER_FOR_ADDRESS_FILE}`, renderHandler(renderForAddress, payload, renderWaitMs));
}
