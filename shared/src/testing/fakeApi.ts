import type { HttpMethod } from '@beacon/shared/api';
import { TEST_API_URL } from './config';
import { abortError, installFetch, isUnder, requestUrl } from './fetchStubs';

/** A request the page made to the fake Main API. */
export interface FakeApiCall {
  method: string;
  /** Below the base address, e.g. `/events/42`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, the raw text when it is not JSON, the FormData of a multipart body, or undefined. */
  body: unknown;
  /** The `:name` segments of the matched pattern. */
  params: Record<string, string>;
}

/**
 * An answer: `json` (default status 200), `text`, nothing (204), or `'network-error'` (fetch
 * rejects) / `'hang'` (never answers; rejects when the request is aborted).
 */
export type FakeReply = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | 'network-error' | 'hang';

export type FakeHandler = FakeReply | ((call: FakeApiCall) => FakeReply | Promise<FakeReply>);

export interface FakeApi {
  calls: FakeApiCall[];
  /** Answers `method` + `pattern` (`/events/:id`) with `handler`; a later `on` for the same route wins. */
  on: (method: HttpMethod, pattern: string, handler: FakeHandler) => FakeApi;
  /** The calls to one method and path (exact, without the query). */
  callsTo: (method: HttpMethod, path: string) => FakeApiCall[];
}

const matchPattern = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index] as string;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
};

const parseBody = (text: string | null): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function toResponse(reply: Exclude<FakeReply, 'network-error' | 'hang'>): Response {
  if (reply.json !== undefined) {
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  }
  if (reply.text !== undefined) {
    return new Response(reply.text, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...reply.headers },
    });
  }
  return new Response(null, { status: reply.status ?? 204, headers: reply.headers });
}

/**
 * A Main API stub on the global fetch: answers by method and path, records every call. A route
 * without an answer gets the API's 404 body, so a missing `on` shows up as a visible error.
 */
export function installFakeApi({ baseUrl = TEST_API_URL }: { baseUrl?: string } = {}): FakeApi {
  const root = baseUrl.replace(/\/+$/, '');
  const routes: { method: string; pattern: string; handler: FakeHandler }[] = [];
  const calls: FakeApiCall[] = [];

  const previous = installFetch((async (input: string | URL | Request, init: RequestInit = {}) => {
    const href = requestUrl(input);
    if (!isUnder(href, root)) return previous(input, init);
    const url = new URL(href);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice(new URL(root).pathname.replace(/\/+$/, '').length) || '/';
    const route = [...routes].reverse().find((candidate) => candidate.method === method && matchPattern(candidate.pattern, path));
    const call: FakeApiCall = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: init.body instanceof FormData ? init.body : parseBody(typeof init.body === 'string' ? init.body : null),
      params: route ? (matchPattern(route.pattern, path) ?? {}) : {},
    };
    calls.push(call);
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const reply: FakeReply = !route
      ? { status: 404, json: { error: 'Not Found', message: `No fake answer for ${method} ${path}` } }
      : typeof route.handler === 'function'
        ? await route.handler(call)
        : route.handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang' || signal?.aborted) {
      return new Promise<Response>((_resolve, reject) => {
        if (signal?.aborted) reject(abortError());
        signal?.addEventListener('abort', () => reject(abortError()));
      });
    }
    return toResponse(reply);
  }) as typeof fetch);

  const api: FakeApi = {
    calls,
    on: (method, pattern, handler) => {
      routes.push({ method, pattern, handler });
      return api;
    },
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
  };
  return api;
}
