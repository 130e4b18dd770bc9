/** A remote's render server: how long a page's render gives the API, against how long the host's page server waits. */
import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RemoteRenderer } from '@beacon/shared/contract';
import { bootPayloadFromEnv } from '@beacon/shared/env';
import { PREVIEW_RENDER_TIMEOUT_MS, RENDER_TIMEOUT_MS } from '../compose/remotePage';
import { registerRenderServer } from './renderServer';

describe("the render server's wait for the API", () => {
  let server: FastifyInstance | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  /** The API time given to a render of /events, then of its preview link, with the page server's wait set to `renderWaitMs`. */
  async function apiTimeGiven(renderWaitMs: number | undefined): Promise<number[]> {
    const given: number[] = [];
    const render: RemoteRenderer['renderForAddress'] = async (_expose, { url }, _config, timeoutMs) => {
      given.push(timeoutMs);
      return { html: `<main>${url}</main>`, data: { at: 1, answers: [] } };
    };
    server = Fastify();
    registerRenderServer(server, render, bootPayloadFromEnv({}), renderWaitMs);
    const page = { expose: './EventsPage', pattern: '/events', url: '/events' };
    for (const query of [page, { ...page, url: '/events?preview=token', preview: 'token' }]) {
      const reply = await server.inject({ url: `/render.json?${new URLSearchParams(query)}` });
      expect(reply.statusCode).toBe(200);
    }
    return given;
  }

  it('is 60 % of the page server’s wait: 1 s by default, longer for a preview link', async () => {
    expect(await apiTimeGiven(undefined)).toEqual([RENDER_TIMEOUT_MS * 0.6, PREVIEW_RENDER_TIMEOUT_MS * 0.6]);
  });

  it('follows a longer wait the machine sets (RENDER_WAIT_MS), for previews too when it is longer than theirs', async () => {
    expect(await apiTimeGiven(3_000)).toEqual([1_800, PREVIEW_RENDER_TIMEOUT_MS * 0.6]);
    expect(await apiTimeGiven(10_000)).toEqual([6_000, 6_000]);
  });
});
