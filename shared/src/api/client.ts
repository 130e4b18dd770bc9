import { abortError, ApiConfigError, ApiRequestError, errorFromAnswer } from './errors';
import { joinUrl, type QueryParams } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Relative to the client's base address, e.g. `/events` or `events/42`. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels the request: the call then rejects with an AbortError, not an ApiRequestError. */
  signal?: AbortSignal;
  /** Extra request headers (`Idempotency-Key`, `If-Match`); they cannot replace Authorization. */
  headers?: Readonly<Record<string, string>>;
  /** `bytes`: the answer is a file, read as a Uint8Array (not as JSON or text). */
  accept?: 'json' | 'bytes';
}

/** An answer: its status and its body (parsed JSON, text for a text answer, undefined when empty). */
export interface ApiAnswer<T> {
  status: number;
  data: T;
  /** The response headers (an `ETag`, a `Retry-After`). */
  headers: Headers;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** The whole answer, for the few routes whose status carries meaning (201 created / 200 existing). */
  exchange<T>(request: ApiRequest): Promise<ApiAnswer<T>>;
  /** The answer's body. */
  request<T>(request: ApiRequest): Promise<T>;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Names the base address in the configuration error, e.g. `apiUrl`. */
  baseUrlName?: string;
  /** The signed-in user's bearer token; null (or no getter) sends no Authorization header. */
  getToken?: () => Promise<string | null>;
  /** Past this, a request fails with kind `timeout`; 0 waits as long as the browser does. */
  timeoutMs?: number;
  /** Stand-in for the global fetch (tests, server-side use). */
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiRequestError({ kind: 'http', status: response.status, message: 'The server sent an answer that cannot be read.' });
  }
}

/** A client of one API base address: JSON in and out, bearer token, abort, timeout, typed errors. */
export function createApiClient({
  baseUrl,
  baseUrlName = 'apiUrl',
  getToken,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetch: fetchImpl,
}: ApiClientOptions): ApiClient {
  async function exchange<T>({
    method = 'GET',
    path,
    query,
    body,
    signal,
    headers: extra,
    accept = 'json',
  }: ApiRequest): Promise<ApiAnswer<T>> {
    if (!baseUrl.trim()) throw new ApiConfigError(baseUrlName);
    if (signal?.aborted) throw abortError();
    const headers: Record<string, string> = { ...extra, Accept: accept === 'bytes' ? 'application/octet-stream' : 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getToken ? await getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    // One signal for the request: the caller's cancellation or the timeout, whichever comes first.
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await (fetchImpl ?? fetch)(joinUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw errorFromAnswer(
          response.status,
          response.statusText,
          response.headers.get('content-type') ?? '',
          text,
          response.headers.get('retry-after'),
        );
      }
      const data = accept === 'bytes' ? new Uint8Array(await response.arrayBuffer()) : await readBody(response);
      return { status: response.status, data: data as T, headers: response.headers };
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      if (signal?.aborted) throw abortError();
      if (timedOut) throw new ApiRequestError({ kind: 'timeout', message: 'The server took too long to answer. Please try again.' });
      throw new ApiRequestError({ kind: 'network', message: 'The server cannot be reached. Check your connection and try again.' });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    baseUrl,
    exchange,
    request: async <T>(request: ApiRequest) => (await exchange<T>(request)).data,
  };
}
