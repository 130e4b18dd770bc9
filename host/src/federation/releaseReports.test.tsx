import { render, screen } from '@testing-library/react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { BOOT_ELEMENT_ID, ConfigProvider } from '@beacon/shared';
import { runtimeConfigFromEnv } from '@beacon/shared/env';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import beaconRuntimePlugin from './runtimePlugin';

const API = 'http://api.test';
const RELEASE = 'http://events.test/releases/0123456789ab/mf-manifest.json';
const CDN_RELEASE = 'https://cdn.test/mfe_media/fedcba987654/mf-manifest.json';
const ADMIN_RELEASE = 'http://admin.test/releases/cccccccccccc/mf-manifest.json';

// The page registered the admin remote from one of its releases.
jest.mock('./remoteModules', () => ({ registeredEntry: (remote: string) => (remote === 'mfe_admin' ? ADMIN_RELEASE : undefined) }));

type OnLoadArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['onLoad']>>[0];
type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

// The runtime config the page server inlines: read once per page, so set before anything runs.
beforeAll(() => {
  const boot = document.createElement('script');
  boot.type = 'application/json';
  boot.id = BOOT_ELEMENT_ID;
  boot.textContent = JSON.stringify({ config: { apiUrl: API }, remotes: {} });
  document.head.append(boot);
});
// The report token the page server put in the page.
const TOKEN = 'payload.signature';
const tokenMeta = document.createElement('meta');
tokenMeta.name = 'beacon-release-report';
tokenMeta.content = TOKEN;
beforeEach(() => document.head.append(tokenMeta));

const sent = jest.fn<Promise<Response>, [string, RequestInit]>(async () => new Response(null, { status: 204 }));
beforeEach(() => {
  sent.mockClear();
  globalThis.fetch = sent as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const loaded = (name: string, entry: string) => ({ remote: { name, entry } }) as unknown as OnLoadArgs;
const failed = (name: string, entry: string, lifecycle: ErrorArgs['lifecycle'] = 'onLoad') =>
  ({ id: `${name}/./Page`, error: new Error('chunk failed'), from: 'runtime', lifecycle, remote: { name, entry } }) as unknown as ErrorArgs;

/** The reports sent so far, as the API receives them. */
const reports = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init.body)) as unknown, keepalive: init.keepalive }));
};

describe('the runtime plugin’s release reports', () => {
  it('reports a release’s load and load failure once per page: remote, release and kind, nothing else', async () => {
    const plugin = beaconRuntimePlugin();
    await plugin.onLoad?.(loaded('mfe_events', RELEASE));
    await plugin.onLoad?.(loaded('mfe_events', RELEASE));
    const fallback = await plugin.errorLoadRemote?.(failed('mfe_media', CDN_RELEASE));
    await plugin.errorLoadRemote?.(failed('mfe_media', CDN_RELEASE));
    expect(fallback).toBeTruthy();
    expect(await reports()).toEqual([
      {
        url: `${API}/releases/reports`,
        body: { remote: 'mfe_events', release: '0123456789ab', kind: 'load', token: TOKEN },
        keepalive: true,
      },
      {
        url: `${API}/releases/reports`,
        body: { remote: 'mfe_media', release: 'fedcba987654', kind: 'load-error', token: TOKEN },
        keepalive: true,
      },
    ]);
  });

  it('reports nothing for a remote served from its own address, or for a failure before loading', async () => {
    const plugin = beaconRuntimePlugin();
    await plugin.onLoad?.(loaded('mfe_engage', 'http://localhost:3002/mf-manifest.json'));
    await plugin.errorLoadRemote?.(failed('mfe_engage', 'http://localhost:3002/mf-manifest.json'));
    await plugin.errorLoadRemote?.(failed('mfe_admin', 'http://admin.test/releases/aaaaaaaaaaaa/mf-manifest.json', 'beforeRequest'));
    expect(await reports()).toEqual([]);
  });

  it('reports nothing from a page without a report token (the registry would not count it)', async () => {
    tokenMeta.remove();
    await beaconRuntimePlugin().onLoad?.(loaded('mfe_events', 'http://events.test/releases/dddddddddddd/mf-manifest.json'));
    expect(await reports()).toEqual([]);
  });

  it('never lets a report that cannot be sent reach the page', async () => {
    sent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await beaconRuntimePlugin().onLoad?.(loaded('mfe_landing', 'http://landing.test/releases/bbbbbbbbbbbb/mf-manifest.json'));
    expect(await reports()).toHaveLength(1);
  });

  it('reports a release whose page crashes while rendering, from the error boundary around it', async () => {
    const Crashing = () => {
      throw new Error('boom');
    };
    render(
      <ConfigProvider config={runtimeConfigFromEnv({})}>
        <RemoteErrorBoundary remote="mfe_admin" kind="page" title="Admin" onRetry={() => undefined}>
          <Crashing />
        </RemoteErrorBoundary>
      </ConfigProvider>,
    );
    expect(await screen.findByText('This section failed to load')).toBeInTheDocument();
    expect((await reports()).map((report) => report.body)).toEqual([
      { remote: 'mfe_admin', release: 'cccccccccccc', kind: 'render-error', token: TOKEN },
    ]);
  });
});
