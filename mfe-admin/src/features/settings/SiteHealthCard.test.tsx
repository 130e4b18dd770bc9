import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import type { SiteHealth, SiteHealthMinute } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { SiteHealthCard } from './SiteHealthCard';

const START = Date.parse('2030-01-01T10:00:00Z');
const time = (minute: number) => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(START + minute * 60_000));

/** An hour: requests rising 0…59 a minute, 3 errors in minute 30, no latency for the first 10 minutes (nothing measured). */
const MINUTES: SiteHealthMinute[] = Array.from({ length: 60 }, (_, minute) => ({
  at: new Date(START + minute * 60_000).toISOString(),
  requests: minute,
  errors: minute === 30 ? 3 : 0,
  p95Ms: minute < 10 ? null : 20 + minute,
}));

const HEALTH: SiteHealth = {
  source: 'prometheus',
  minutes: MINUTES,
  seriesProblem: null,
  instances: [
    { name: 'api-1', role: 'api', state: 'up' },
    { name: 'api-2', role: 'api', state: 'draining' },
    { name: 'host-1', role: 'pages', state: 'down' },
  ],
  lastVerifiedBackupAt: '2030-01-01T03:30:00.000Z',
};

const renderCard = () =>
  renderPage(
    <AdminProviders>
      <SiteHealthCard title={<h2>Site health</h2>} />
    </AdminProviders>,
    { path: '/admin/settings', auth: 'admin' },
  );

const chart = (name: string) => screen.findByRole('group', { name });

describe('Site health card', () => {
  it('draws the hour’s requests, errors and p95 latency as charts, each with a sentence saying what it shows', async () => {
    const api = installFakeApi().on('GET', '/admin/site-health', { json: HEALTH });
    renderCard();
    const requests = await chart('Requests per minute');
    expect(api.callsTo('GET', '/admin/site-health')).toHaveLength(1);
    // 0 + 1 + … + 59 = 1,770.
    expect(requests).toHaveAccessibleDescription(
      `Last hour: 1,770 requests in all; most in a minute: 59 requests at ${time(59)}; latest minute (${time(59)}): 59 requests.`,
    );
    expect(await chart('Errors (5xx) per minute')).toHaveAccessibleDescription(
      `Last hour: 3 errors in all; most in a minute: 3 errors at ${time(30)}; latest minute (${time(59)}): 0 errors.`,
    );
    expect(await chart('p95 latency (ms)')).toHaveAccessibleDescription(
      `Last hour: highest 79 ms at ${time(59)}; latest minute (${time(59)}): 79 ms.`,
    );
    // Pictures: a line from the first minute to the last; the latency line starts where it has values.
    const lines = screen.getAllByTestId('minute-chart-line').map((line) => line.getAttribute('d') ?? '');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^M0 56 /);
    expect(lines[0]).toMatch(/L240 0$/);
    expect(lines[2]).toMatch(/^M40\.68 /);
    expect(screen.getByText('Every instance, from Prometheus')).toBeInTheDocument();
  });

  it('names each instance with its state in words, and when a backup was last verified', async () => {
    installFakeApi().on('GET', '/admin/site-health', { json: HEALTH });
    renderCard();
    const instances = await screen.findByRole('list', { name: 'Instances' });
    expect(
      within(instances)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['api-1 (API): up', 'api-2 (API): draining', 'host-1 (page server): down']);
    expect(
      screen.getByText(
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2030-01-01T03:30:00Z')),
      ),
    ).toBeInTheDocument();
  });

  it('says the minutes each chart spans, and reads out any minute from the keyboard: End for the latest, arrows to move, Home for the first', async () => {
    installFakeApi().on('GET', '/admin/site-health', { json: HEALTH });
    renderCard();
    const user = userEvent.setup();
    const requests = await chart('Requests per minute');
    await user.tab();
    expect(requests).toHaveFocus();
    const readout = requests.parentElement?.querySelector('[aria-live="polite"]') as HTMLElement;
    // At rest: the minutes the chart spans.
    expect(readout).toHaveTextContent(`${time(0)} – ${time(59)}`);
    await user.keyboard('{End}');
    expect(readout).toHaveTextContent(`${time(59)}: 59 requests`);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(readout).toHaveTextContent(`${time(57)}: 57 requests`);
    await user.keyboard('{Home}');
    expect(readout).toHaveTextContent(`${time(0)}: 0 requests`);
    await user.tab();
    expect(await chart('Errors (5xx) per minute')).toHaveFocus();
    // Focus moved on: the first chart is at rest again.
    expect(readout).toHaveTextContent(`${time(0)} – ${time(59)}`);
    await user.keyboard('{Home}');
    await user.tab();
    await user.keyboard('{Home}');
    expect(screen.getByText(`${time(0)}: nothing measured`)).toBeInTheDocument();
  });

  it('this process’s counters with no backup ever verified: says so, and “never”', async () => {
    installFakeApi().on('GET', '/admin/site-health', {
      json: { ...HEALTH, source: 'process', instances: [{ name: 'api', role: 'api', state: 'up' }], lastVerifiedBackupAt: null },
    });
    renderCard();
    expect(await screen.findByText('This API process (no Prometheus configured)')).toBeInTheDocument();
    expect(screen.getByText('never')).toBeInTheDocument();
    expect(screen.getByText(/no backup has been restored and checked yet/)).toBeInTheDocument();
  });

  it('empty: nothing measured yet is said in words, not drawn as a flat line', async () => {
    installFakeApi().on('GET', '/admin/site-health', {
      json: { ...HEALTH, minutes: MINUTES.map((minute) => ({ ...minute, requests: null, errors: null, p95Ms: null })) },
    });
    renderCard();
    expect(await screen.findByText('Nothing measured in the last hour yet.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Instances' })).toBeInTheDocument();
  });

  it('Prometheus not answering: the reason instead of the charts; the backup time still shown', async () => {
    installFakeApi().on('GET', '/admin/site-health', {
      json: { ...HEALTH, minutes: [], instances: [], seriesProblem: 'Prometheus did not answer (fetch failed).' },
    });
    renderCard();
    expect(await screen.findByText('The charts are not available')).toBeInTheDocument();
    expect(screen.getByText('Prometheus did not answer (fetch failed).')).toBeInTheDocument();
    expect(screen.getByText('No instance reported.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('loading, then a failed answer with a way to try again', async () => {
    let answer: 'hang' | { status: number; json: unknown } = 'hang';
    const api = installFakeApi().on('GET', '/admin/site-health', () => answer);
    const { unmount } = renderCard();
    expect(await screen.findByText('Loading the last hour…')).toBeInTheDocument();
    unmount();

    answer = { status: 500, json: { error: 'Internal Server Error', message: 'boom' } };
    renderCard();
    expect(await screen.findByText('Failed to load the site’s health.')).toBeInTheDocument();
    answer = { status: 200, json: HEALTH };
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await chart('Requests per minute')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/site-health').length).toBeGreaterThanOrEqual(3);
  });
});
