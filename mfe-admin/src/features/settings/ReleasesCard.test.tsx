import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage, type FakeApi } from '@beacon/shared/testing';
import type { ReleaseListItem } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { ReleasesCard } from './ReleasesCard';

const LIVE = 'aaaaaaaaaaaa';
const PREVIOUS = 'bbbbbbbbbbbb';
const NEW = 'cccccccccccc';

const release = (id: string, state: ReleaseListItem['state'], loads: number, failures: number): ReleaseListItem => ({
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
});

const channel = { remote: 'mfe_events', live: LIVE, previous: PREVIOUS, candidate: null };

/** The registry with mfe_events live on LIVE (PREVIOUS before it, NEW just published) and mfe_media with no release. */
function fakeRegistry(): FakeApi {
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
    .on('GET', '/releases', (call) =>
      call.query.get('remote') === 'mfe_events'
        ? { json: { data: [release(NEW, 'candidate', 12, 3), release(LIVE, 'live', 240, 0), release(PREVIOUS, 'previous', 0, 0)] } }
        : { json: { data: [] } },
    );
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
    expect(await screen.findByText('Done. New visits get the change within seconds.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/releases/mfe_events/promote')[0]?.body).toEqual({ id: PREVIOUS, expectedLive: LIVE });
    await userEvent.click(within(await eventsSection()).getByRole('button', { name: 'Roll back' }));
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Nothing was changed: another change to mfe_events came first. Its live release is now ${NEW}; the list below is up to date.`,
    );
    expect(
      api.calls.filter((call) => call.method === 'GET' && call.path === '/releases' && call.query.get('remote') === 'mfe_events'),
    ).toHaveLength(2);
  });

  it('says why when a page server cannot warm the release, and that nothing changed', async () => {
    const reason = `mfe_events release ${PREVIOUS} is not warm, so nothing changed: the page server http://10.0.0.5:8111 cannot render it: /events answered only its loading frame.`;
    fakeRegistry().on('POST', '/releases/:remote/promote', { status: 422, json: { error: 'Unprocessable Entity', message: reason } });
    renderCard();
    await userEvent.click(within(await rowOf(PREVIOUS)).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});
