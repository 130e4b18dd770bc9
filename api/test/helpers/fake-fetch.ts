/** A stand-in for a third-party HTTP API: answers by URL, records every call. Only the provider's remote end is faked. */
export interface FakeCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

export type FakeHandler = (call: FakeCall) => { status?: number; json?: unknown } | Promise<{ status?: number; json?: unknown }>;

export function fakeFetch(handler: FakeHandler): { fetch: typeof fetch; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: FakeCall = { url, method: init?.method ?? 'GET', headers, body: typeof init?.body === 'string' ? init.body : null };
    calls.push(call);
    const answer = await handler(call);
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}
