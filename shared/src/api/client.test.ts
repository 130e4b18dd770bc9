import { createApiClient, type ApiClientOptions } from './client';
import { ApiConfigError, ApiRequestError, isAbortError, parseRetryAfter } from './errors';
import { joinUrl } from './url';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records its calls and answers with `answer(init)` (or rejects with what it throws). */

/** Never answers; rejects like the browser's fetch once its signal aborts. */
const hang = (init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
function recordingFetch(answer: (init: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchStub = async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer(init);
  };
  return { calls, fetch: fetchStub as typeof fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const clientWith = (answer: (init: RequestInit) => Response | Promise<Response>, options: Partial<ApiClientOptions> = {}) => {
  const stub = recordingFetch(answer);
  return { calls: stub.calls, client: createApiClient({ baseUrl: 'http://api.test', fetch: stub.fetch, ...options }) };
};

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('joining the base address and a path', () => {
  it.each([
    ['http://api.test', '/events'],
    ['http://api.test/', '/events'],
    ['http://api.test//', 'events'],
    ['http://api.test', 'events'],
    ['  http://api.test/ ', '//events'],
  ])('%j + %j has one slash between', (base, path) => {
    expect(joinUrl(base, path)).toBe('http://api.test/events');
  });

  it('keeps a base path and adds only the defined query values', () => {
    expect(joinUrl('http://host.test/video-api/', '/videos', { playlistId: 'PL 1&2', limit: 5, order: undefined, status: null })).toBe(
      'http://host.test/video-api/videos?playlistId=PL+1%262&limit=5',
    );
  });
});

describe('the API client', () => {
  it('sends JSON and reads JSON', async () => {
    const { client, calls } = clientWith(() => json(201, { _id: 'b1' }));
    await expect(client.request({ method: 'POST', path: '/booking', body: { eventName: 'Talk' } })).resolves.toEqual({ _id: 'b1' });
    expect(calls[0]?.url).toBe('http://api.test/booking');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"eventName":"Talk"}');
    expect(headersOf(calls[0]).get('Content-Type')).toBe('application/json');
  });

  it('sends extra headers and returns the answer headers', async () => {
    const { client, calls } = clientWith(
      () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"v2"' } }),
    );
    const answer = await client.exchange({ method: 'PUT', path: '/events/1', body: {}, headers: { 'If-Match': '"v1"' } });
    expect(headersOf(calls[0]).get('If-Match')).toBe('"v1"');
    expect(answer.headers.get('ETag')).toBe('"v2"');
  });

  it('returns undefined for an empty answer (204)', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.request({ method: 'DELETE', path: '/events/1' })).resolves.toBeUndefined();
  });

  it('sends the bearer token only when the token getter has one', async () => {
    let token: string | null = 'secret-token';
    const { client, calls } = clientWith(() => json(200, []), { getToken: async () => token });
    await client.request({ path: '/booking' });
    expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer secret-token');
    token = null;
    await client.request({ path: '/events' });
    expect(headersOf(calls[1]).has('Authorization')).toBe(false);
  });

  it('sends no Authorization header without a token getter', async () => {
    const { client, calls } = clientWith(() => json(200, []));
    await client.request({ path: '/events' });
    expect(headersOf(calls[0]).has('Authorization')).toBe(false);
  });

  it('turns the API error body into a typed error with its fields', async () => {
    const body = {
      error: 'Bad Request',
      message: 'Some fields are not valid.',
      fields: { requesterEmail: 'must be a valid e-mail address', 'template_params.message': 'is required' },
    };
    const { client } = clientWith(() => json(400, body));
    const error = await client.request({ method: 'POST', path: '/booking', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'Bad Request',
      message: 'Some fields are not valid.',
      fields: body.fields,
    });
    expect((error as ApiRequestError).fieldFailures()).toEqual([
      { name: ['requesterEmail'], errors: ['must be a valid e-mail address'] },
      { name: ['template_params', 'message'], errors: ['is required'] },
    ]);
  });

  it("keeps the error body's own fields and how long a 429 asks to wait", async () => {
    const body = { error: 'Too Many Requests', message: 'Rate limit exceeded', errors: true };
    const { client } = clientWith(
      () => new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } }),
    );
    const error = await client.request({ path: '/subscribers/a%40b.example' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfterSeconds: 42, body });
    const { client: plain } = clientWith(() => json(500, { error: 'Internal Server Error', message: 'x' }));
    expect(await plain.request({ path: '/x' }).catch((caught: unknown) => caught)).toMatchObject({ retryAfterSeconds: null });
  });

  it.each([
    ['120', 120],
    ['Thu, 01 Jan 2026 00:01:30 GMT', 90],
    ['Thu, 01 Jan 2025 00:00:00 GMT', 0],
    ['soon', null],
    [null, null],
  ])('reads Retry-After %p as %p seconds', (value, seconds) => {
    expect(parseRetryAfter(value, Date.parse('2026-01-01T00:00:00Z'))).toBe(seconds);
  });

  it('shows a plain-text reason as the message, and never an HTML page', async () => {
    const text = clientWith(
      () => new Response('captcha token expired', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    );
    await expect(text.client.request({ method: 'POST', path: '/api/v1.0/email/send', body: {} })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: 'captcha token expired',
      fields: {},
    });
    const html = clientWith(
      () =>
        new Response('<html><body>Bad gateway</body></html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    await expect(html.client.request({ path: '/events' })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      code: 'Bad Gateway',
      message: 'The request failed (502 Bad Gateway).',
    });
  });

  it('reports an unreachable server as a network failure, not an HTTP error', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request({ path: '/events' })).rejects.toMatchObject({ name: 'ApiRequestError', kind: 'network', status: null });
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    try {
      const { client, calls } = clientWith(hang, { timeoutMs: 1000 });
      const result = client.request({ path: '/events' }).catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(1000);
      expect(await result).toMatchObject({ kind: 'timeout', status: null });
      expect(calls[0]?.init.signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects with an AbortError, not an API error, when the caller aborts', async () => {
    const { client, calls } = clientWith(hang);
    const controller = new AbortController();
    const result = client.request({ path: '/events', signal: controller.signal }).catch((caught: unknown) => caught);
    await Promise.resolve();
    controller.abort();
    const error = await result;
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiRequestError);
  });

  it('makes no request once the signal is aborted', async () => {
    const { client, calls } = clientWith(() => json(200, []));
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await client.request({ path: '/events', signal: controller.signal }).catch((caught: unknown) => caught))).toBe(
      true,
    );
    expect(calls).toHaveLength(0);
  });

  it('makes no request without a base address', async () => {
    const { calls } = clientWith(() => json(200, []));
    const client = createApiClient({ baseUrl: ' ', baseUrlName: 'videoApiUrl' });
    await expect(client.request({ path: '/videos' })).rejects.toThrow(new ApiConfigError('videoApiUrl'));
    expect(calls).toHaveLength(0);
  });
});

describe('a file answer', () => {
  it('is read as bytes, asked for with the bearer token, and a refusal is still an ApiRequestError', async () => {
    const bytes = new Uint8Array([0xc1, 0x00, 0xff, 0x7b]);
    const { client, calls } = clientWith(() => new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }), {
      getToken: async () => 'staff-token',
    });
    const data = await client.request<Uint8Array>({ path: '/admin/tips/1/attachments/2', accept: 'bytes' });
    expect([...data]).toEqual([0xc1, 0x00, 0xff, 0x7b]);
    expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer staff-token');
    expect(headersOf(calls[0]).get('Accept')).toBe('application/octet-stream');

    const refused = clientWith(() => json(404, { error: 'Not Found', message: 'No such attachment.' }));
    await expect(refused.client.request({ path: '/admin/tips/1/attachments/3', accept: 'bytes' })).rejects.toMatchObject({
      status: 404,
      message: 'No such attachment.',
    });
  });
});
