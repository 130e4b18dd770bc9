import { installFakeApi, TEST_API_URL } from '@beacon/shared/testing';
import { createApiClient } from './client';
import { ApiRequestError } from './errors';
import { promoteRelease, publishRelease, releaseConflictOf, releaseFailingOf, reportRelease, rollbackRelease, setCanary } from './releases';

const client = createApiClient({ baseUrl: TEST_API_URL, getToken: async () => 'admin-token' });
const ID = 'aaaaaaaaaaa1';
const INPUT = {
  remote: 'mfe_events' as const,
  id: ID,
  version: '1.0.0',
  sharedRange: '^1.4.0',
  builtAt: '2031-01-01T00:00:00.000Z',
  manifestUrl: `http://localhost:3003/releases/${ID}/mf-manifest.json`,
};

describe('release registry client', () => {
  it('tells a new release from one already registered', async () => {
    installFakeApi().on('POST', '/releases', { status: 201, json: { ...INPUT, publishedBy: { id: 'a', name: 'A' } } });
    await expect(publishRelease(client, INPUT)).resolves.toMatchObject({ created: true, release: { id: ID } });
    installFakeApi().on('POST', '/releases', { status: 200, json: INPUT });
    await expect(publishRelease(client, INPUT)).resolves.toMatchObject({ created: false });
  });

  it('sends each change with the live release it was decided on, to the remote’s address', async () => {
    const api = installFakeApi()
      .on('POST', '/releases/:remote/promote', { json: { live: ID } })
      .on('POST', '/releases/:remote/canary', { json: { live: ID } });
    await promoteRelease(client, 'mfe_events', ID, null);
    await setCanary(client, 'mfe_events', { percent: 0, expectedLive: ID });
    expect(api.calls.map((call) => [call.path, call.body, call.headers.get('Authorization')])).toEqual([
      ['/releases/mfe_events/promote', { id: ID, expectedLive: null }, 'Bearer admin-token'],
      ['/releases/mfe_events/canary', { percent: 0, expectedLive: ID }, 'Bearer admin-token'],
    ]);
  });

  it('reads the live release from a refused change, and nothing from other errors', async () => {
    installFakeApi().on('POST', '/releases/:remote/promote', {
      status: 409,
      json: { error: 'conflict', message: 'm', live: 'bbbbbbbbbbb2' },
    });
    const failure: unknown = await promoteRelease(client, 'mfe_events', ID, null).catch((error: unknown) => error);
    expect(releaseConflictOf(failure)).toBe('bbbbbbbbbbb2');
    expect(releaseConflictOf(new ApiRequestError({ kind: 'http', status: 409, message: 'x', body: { live: null } }))).toBeNull();
    expect(releaseConflictOf(new ApiRequestError({ kind: 'http', status: 404, message: 'x', body: { live: ID } }))).toBeUndefined();
    expect(releaseConflictOf(new Error('x'))).toBeUndefined();
  });

  it('sends acceptFailing and a rollback’s target only when given; reads a failing release’s refusal apart from a conflict', async () => {
    const api = installFakeApi()
      .on('POST', '/releases/:remote/promote', {
        status: 409,
        json: { error: 'failing', message: 'm', release: ID, health: { loads: 5, failures: 5 }, autoRolledBack: null },
      })
      .on('POST', '/releases/:remote/rollback', { json: { live: ID } });
    const failure: unknown = await promoteRelease(client, 'mfe_events', ID, null).catch((error: unknown) => error);
    expect(releaseFailingOf(failure)).toMatchObject({ release: ID, health: { loads: 5, failures: 5 } });
    expect(releaseConflictOf(failure)).toBeUndefined();
    await rollbackRelease(client, 'mfe_events', ID, { to: 'bbbbbbbbbbb2', acceptFailing: true });
    await rollbackRelease(client, 'mfe_events', ID);
    expect(api.callsTo('POST', '/releases/mfe_events/rollback').map((call) => call.body)).toEqual([
      { expectedLive: ID, to: 'bbbbbbbbbbb2', acceptFailing: true },
      { expectedLive: ID },
    ]);
    expect(
      releaseFailingOf(new ApiRequestError({ kind: 'http', status: 409, message: 'x', body: { error: 'conflict', live: null } })),
    ).toBeUndefined();
  });

  it('reports a load without a token-bearing client needing one', async () => {
    const api = installFakeApi().on('POST', '/releases/reports', {});
    await reportRelease(createApiClient({ baseUrl: TEST_API_URL }), 'mfe_events', ID, 'load-error');
    expect(api.calls[0]).toMatchObject({ body: { remote: 'mfe_events', release: ID, kind: 'load-error' } });
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
  });
});
