import { describe, expect, it, jest } from '@jest/globals';
import { outcomeReporter } from './outcomeReports';
import { internalAuthorization, isInternalCall, reportToken } from './releaseSigning';

const SECRET = 'a-page-server-secret-of-at-least-32-characters';
const manifest = (id: string) => `http://localhost:8080/remotes/mfe-events/releases/${id}/mf-manifest.json`;

describe('what a page server observed of each release goes to the registry, authenticated', () => {
  it('sums pages served and failed per release, sends them with the internal bearer, then starts again', async () => {
    const sent = jest.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    const reporter = outcomeReporter('http://api.test', SECRET, sent as unknown as typeof fetch);
    reporter.observe('mfe_events', manifest('aaaaaaaaaaaa'), false);
    reporter.observe('mfe_events', manifest('aaaaaaaaaaaa'), true);
    reporter.observe('mfe_events', manifest('bbbbbbbbbbbb'), false);
    // A remote served from its build (no release) is nobody's health.
    reporter.observe('mfe_media', 'http://localhost:8080/remotes/mfe-media/mf-manifest.json', true);
    await reporter.flush();
    await reporter.flush();
    reporter.stop();
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/releases/observations');
    expect(isInternalCall(SECRET, new Headers(init?.headers).get('authorization') ?? undefined)).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({
      observations: [
        { remote: 'mfe_events', release: 'aaaaaaaaaaaa', served: 2, failures: 1 },
        { remote: 'mfe_events', release: 'bbbbbbbbbbbb', served: 1, failures: 0 },
      ],
    });
  });

  it('a page’s report token names the releases it was served with, signed, and expires', () => {
    const token = reportToken(SECRET, { mfe_events: manifest('aaaaaaaaaaaa'), mfe_media: 'http://localhost:3001/mf-manifest.json' }, 0);
    const [payload, signature] = (token ?? '').split('.');
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({
      r: ['mfe_events:aaaaaaaaaaaa'],
      n: expect.any(String),
      e: 1800,
    });
    expect(reportToken(SECRET, { mfe_media: 'http://localhost:3001/mf-manifest.json' })).toBeNull();
    expect(isInternalCall(SECRET, internalAuthorization('another-secret-of-at-least-32-characters'))).toBe(false);
  });
});
