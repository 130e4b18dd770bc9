import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage, type FakeApi } from '@beacon/shared/testing';
import type { ReleaseStatus } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { ReleasesCard } from './ReleasesCard';

const LIVE = 'aaaaaaaaaaaa';
const PREVIOUS = 'bbbbbbbbbbbb';
const NEW = 'cccccccccccc';
const OLDEST = 'dddddddddddd';

const release = (
  id: string,
  state: ReleaseStatus['state'],
  loads: number,
  failures: number,
  extra: Partial<ReleaseStatus> = {},
): ReleaseStatus => ({
  remote: 'mfe_events',
  id,
  version: '1.2.0',
  sharedRange: '^1.4.0',
  builtAt: '2030-01-01T08:00:00.000Z',
  manifestUrl: `http://events.test/releases/${id}/mf-manifest.json`,
  publishedBy: { id: 'ci', name: 'Pipeline' },
  publishedAt: '2030-01-01T09:00:00.000Z',
  state,
  health: { loads, failures },
  failing: false,
  autoRolledBack: null,
  wasLive: state === 'live' || state === 'previous',
  ...extra,
});

const channel = { remote: 'mfe_events', live: LIVE, previous: PREVIOUS, candidate: null };

/** The registry with mfe_events live on LIVE (PREVIOUS before it, NEW just published) and mfe_media with no release. */
function fakeRegistry(
  events: ReleaseStatus[] = [release(NEW, 'candidate', 12, 3), release(LIVE, 'live', 240, 0), release(PREVIOUS, 'previous', 0, 0)],
): FakeApi {
  return installFakeApi()
    .on('GET', '/releases/live', {
      json: {
        remotes: {
          mfe_events: {
            live: { id: LIVE, manifestUrl: 'http://events.test/a' },
            candidate: { id: NEW, manifestUrl: 'http://events.test/c', percent: 20 },
          },
          mfe_media: { live: null, candidate: null },
        },
      },
    })
    .on('GET', '/releases', (call) => (call.query.get('remote') === 'mfe_events' ? { json: { data: events } } : { json: { data: [] } }));
}

const renderCard = () =>
  renderPage(
    <AdminProviders>
      <ReleasesCard title={<h2>Releases</h2>} />
    </AdminProviders>,
    { path: '/admin/settings', auth: 'admin' },
  );

const eventsSection = async () => screen.findByRole('region', { name: 'mfe_events' });
const rowOf = async (id: string) => (await within(await eventsSection()).findByText(id)).closest('tr') as HTMLElement;

describe('the Releases card', () => {
  it('lists each remote’s releases with their state, canary share and last hour’s loads and failures', async () => {
    fakeRegistry();
    renderCard();
    const candidate = await rowOf(NEW);
    expect(candidate).toHaveTextContent('Candidate · 20 %');
    expect(candidate).toHaveTextContent('12');
    expect(candidate).toHaveTextContent('3');
    expect(candidate).toHaveTextContent('by Pipeline');
    const live = await rowOf(LIVE);
    expect(live).toHaveTextContent('Live');
    expect(within(live).queryByRole('button')).toBeNull();
    expect(await rowOf(PREVIOUS)).toHaveTextContent('Previous');
    expect(within(await screen.findByRole('region', { name: 'mfe_media' })).getByText('No release published yet.')).toBeInTheDocument();
  });

  it('promotes, rolls back and stops a canary on the live release it shows', async () => {
    const api = fakeRegistry()
      .on('POST', '/releases/:remote/promote', { json: channel })
      .on('POST', '/releases/:remote/rollback', { json: channel })
      .on('POST', '/releases/:remote/canary', { json: channel });
    renderCard();
    await userEvent.click(within(await rowOf(PREVIOUS)).getByRole('button', { name: 'Promote' }));
    // Nothing is sent before the admin confirms.
    const promote = await screen.findByRole('dialog', { name: `Promote ${PREVIOUS} of mfe_events?` });
    expect(api.callsTo('POST', '/releases/mfe_events/promote')).toEqual([]);
    await userEvent.click(within(promote).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('Done. New visits get the change within seconds.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/releases/mfe_events/promote')[0]?.body).toEqual({ id: PREVIOUS, expectedLive: LIVE });
    await userEvent.click(within(await eventsSection()).getByRole('button', { name: 'Roll back' }));
    const rollback = await screen.findByRole('dialog', { name: 'Roll back mfe_events?' });
    expect(within(rollback).getByRole('radio', { name: new RegExp(PREVIOUS) })).toBeChecked();
    await userEvent.click(within(rollback).getByRole('button', { name: 'Roll back' }));
    expect(api.callsTo('POST', '/releases/mfe_events/rollback')[0]?.body).toEqual({ expectedLive: LIVE });
    await userEvent.click(within(await rowOf(NEW)).getByRole('button', { name: 'Stop canary' }));
    expect(api.callsTo('POST', '/releases/mfe_events/canary')[0]?.body).toEqual({ percent: 0, expectedLive: LIVE });
  });

  it('puts a release on a share of visitors', async () => {
    const api = fakeRegistry().on('POST', '/releases/:remote/canary', { json: channel });
    renderCard();
    await userEvent.click(within(await rowOf(PREVIOUS)).getByRole('button', { name: 'Canary…' }));
    const dialog = await screen.findByRole('dialog', { name: `Canary: ${PREVIOUS}` });
    const share = within(dialog).getByLabelText('Share of visitors (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(await screen.findByText('Done. New visits get the change within seconds.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/releases/mfe_events/canary')[0]?.body).toEqual({ id: PREVIOUS, percent: 25, expectedLive: LIVE });
    // The candidate's share is changed from where it is.
    await userEvent.click(within(await rowOf(NEW)).getByRole('button', { name: 'Change %' }));
    const change = await screen.findByRole('dialog', { name: `Canary: ${NEW}` });
    expect(within(change).getByLabelText('Share of visitors (%)')).toHaveValue('20');
  });

  it('says what happened when another change came first, and reads the list again', async () => {
    const api = fakeRegistry().on('POST', '/releases/:remote/promote', {
      status: 409,
      json: { error: 'conflict', message: 'The live release is no longer aaaaaaaaaaaa', live: NEW },
    });
    renderCard();
    await userEvent.click(within(await rowOf(PREVIOUS)).getByRole('button', { name: 'Promote' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Nothing was changed: another change to mfe_events came first. Its live release is now ${NEW}; the list below is up to date.`,
    );
    expect(
      api.calls.filter((call) => call.method === 'GET' && call.path === '/releases' && call.query.get('remote') === 'mfe_events'),
    ).toHaveLength(2);
  });

  it('names a release the API rolled back, and promotes it only when the admin says "anyway"', async () => {
    const failed = release(NEW, 'available', 5, 5, {
      failing: true,
      wasLive: true,
      autoRolledBack: { at: '2030-01-01T10:00:00.000Z', reason: '5 failures in 5 loads (threshold: 50% of at least 5 loads)' },
    });
    const api = fakeRegistry([failed, release(LIVE, 'live', 240, 0), release(PREVIOUS, 'previous', 0, 0)]).on(
      'POST',
      '/releases/:remote/promote',
      { json: channel },
    );
    renderCard();
    const row = await rowOf(NEW);
    expect(row).toHaveTextContent('Rolled back');
    expect(row).toHaveTextContent('Rolled back automatically');
    expect(row).toHaveTextContent('5 failures in 5 loads');
    await userEvent.click(within(row).getByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog', { name: `Promote ${NEW} of mfe_events?` });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${NEW} is failing`);
    expect(within(dialog).queryByRole('button', { name: 'Promote' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote anyway' }));
    expect(await screen.findByText('Done. New visits get the change within seconds.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/releases/mfe_events/promote')[0]?.body).toEqual({ id: NEW, expectedLive: LIVE, acceptFailing: true });
  });

  it('rolls back to any release that was live before, not only the previous one; Cancel sends nothing', async () => {
    const api = fakeRegistry([
      release(LIVE, 'live', 240, 0),
      release(PREVIOUS, 'previous', 0, 0),
      release(OLDEST, 'available', 0, 0, { wasLive: true }),
      release(NEW, 'available', 0, 0),
    ]).on('POST', '/releases/:remote/rollback', { json: channel });
    renderCard();
    await userEvent.click(within(await eventsSection()).getByRole('button', { name: 'Roll back' }));
    let dialog = await screen.findByRole('dialog', { name: 'Roll back mfe_events?' });
    // Only releases that were live are offered.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/releases/mfe_events/rollback')).toEqual([]);

    await userEvent.click(within(await eventsSection()).getByRole('button', { name: 'Roll back' }));
    dialog = await screen.findByRole('dialog', { name: 'Roll back mfe_events?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(OLDEST) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Done. New visits get the change within seconds.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/releases/mfe_events/rollback')[0]?.body).toEqual({ expectedLive: LIVE, to: OLDEST });
  });

  it('says why the API refused a failing release', async () => {
    fakeRegistry().on('POST', '/releases/:remote/promote', {
      status: 409,
      json: {
        error: 'failing',
        message: `mfe_events ${PREVIOUS} is failing: 4 of its 5 loads in the last hour failed.`,
        release: PREVIOUS,
        health: { loads: 5, failures: 4 },
        autoRolledBack: null,
      },
    });
    renderCard();
    await userEvent.click(within(await rowOf(PREVIOUS)).getByRole('button', { name: 'Promote' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('4 of its 5 loads in the last hour failed');
  });

  it('says why when a page server cannot warm the release, and that nothing changed', async () => {
    const reason = `mfe_events release ${PREVIOUS} is not warm, so nothing changed: the page server http://10.0.0.5:8111 cannot render it: /events answered only its loading frame.`;
    fakeRegistry().on('POST', '/releases/:remote/promote', { status: 422, json: { error: 'Unprocessable Entity', message: reason } });
    renderCard();
    await userEvent.click(within(await rowOf(PREVIOUS)).getByRole('button', { name: 'Promote' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});
