import { screen, within } from '@testing-library/react';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import { BOOT_ELEMENT_ID } from '@beacon/shared';
import type { SettingsStatus } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { SettingsSection } from './SettingsSection';

const EVENTS_MANIFEST = 'http://events.test/mf-manifest.json';
const MEDIA_MANIFEST = 'http://media.test/mf-manifest.json';

// The runtime config the page server inlines: read once per page, so set before the first render.
beforeAll(() => {
  const boot = document.createElement('script');
  boot.type = 'application/json';
  boot.id = BOOT_ELEMENT_ID;
  boot.textContent = JSON.stringify({ config: {}, remotes: { mfe_events: EVENTS_MANIFEST, mfe_media: MEDIA_MANIFEST } });
  document.head.append(boot);
});

const STATUS: SettingsStatus = {
  api: { version: '2.4.0', database: 'postgres', node: 'v20.20.0', uptimeSeconds: 120 },
  services: [
    {
      service: 'sign-in',
      provider: 'local',
      remote: false,
      label: 'Local sign-in (admin code)',
      check: { ok: true, latencyMs: 2, detail: 'Sessions table answers', checkedAt: '2030-01-01T00:00:00.000Z' },
    },
    {
      service: 'image-host',
      provider: 'cloudinary',
      remote: true,
      label: 'Cloudinary',
      check: { ok: false, latencyMs: 3000, detail: 'No answer in 3 s', checkedAt: '2030-01-01T00:00:00.000Z' },
    },
  ],
  tips: { key: 'configured', fingerprint: 'ab12cd34ef56', retentionDays: 90, passesThrough: [] },
};

/** With the real EmailJS and reCAPTCHA configured, on the API's own development key. */
const THROUGH_SERVICES: SettingsStatus['tips'] = {
  key: 'development',
  fingerprint: '0011aabb',
  retentionDays: 30,
  passesThrough: [
    { service: 'email', label: 'EmailJS', ciphertextOnly: true, detail: 'each tip’s encrypted message, by e-mail to the newsroom' },
    { service: 'captcha', label: 'Google reCAPTCHA', ciphertextOnly: false, detail: 'the visit to /tips (address, browser)' },
  ],
};

/** The remotes' manifest servers beside the fake API: events answers, media does not. */
function serveManifests() {
  const previous = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === EVENTS_MANIFEST) {
      return new Response(
        JSON.stringify({
          metaData: { buildInfo: { buildVersion: '1.8.0', buildName: 'mfe-events' } },
          shared: [{ name: '@beacon/shared', requiredVersion: '^1.3.0' }],
        }),
        { headers: { 'Content-Type': 'application/json', 'Last-Modified': 'Tue, 01 Jan 2030 08:00:00 GMT' } },
      );
    }
    if (url === MEDIA_MANIFEST) return new Response('Not found', { status: 404 });
    return previous(input, init);
  }) as typeof fetch;
}

const renderSettings = () =>
  renderPage(
    <AdminProviders>
      <SettingsSection />
    </AdminProviders>,
    { path: '/admin/settings', auth: 'admin' },
  );
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('Settings', () => {
  it('shows each integration (service or local stand-in), its live check and latency, the API and database', async () => {
    installFakeApi().on('GET', '/admin/settings/status', { json: STATUS });
    serveManifests();
    renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const signIn = await rowOf('Sign-in');
    expect(signIn).toHaveTextContent('Local sign-in (admin code)');
    expect(signIn).toHaveTextContent('Local stand-in');
    expect(signIn).toHaveTextContent('Answers');
    expect(signIn).toHaveTextContent('2 ms');
    const images = await rowOf('Image host');
    expect(images).toHaveTextContent('Cloudinary');
    expect(images).toHaveTextContent('No answer');
    expect(images).toHaveTextContent('3000 ms');
    expect(screen.getByText('2.4.0')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
  });

  it('shows each remote’s deployed build from its manifest, and a remote whose manifest does not answer', async () => {
    installFakeApi().on('GET', '/admin/settings/status', { json: STATUS });
    serveManifests();
    renderSettings();
    const events = await rowOf('mfe_events');
    expect(await within(events).findByText('1.8.0')).toBeInTheDocument();
    expect(events).toHaveTextContent('^1.3.0');
    expect(events).toHaveTextContent('Answers');
    expect(events).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2030-01-01T08:00:00Z')),
    );
    const media = await rowOf('mfe_media');
    expect(media).toHaveTextContent('No answer');
  });

  it('shows when a released build was built, not when its files were copied into place', async () => {
    const dateTime = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    const built = '2029-12-30T06:15:00.000Z';
    installFakeApi()
      .on('GET', '/admin/settings/status', { json: STATUS })
      .on('GET', '/releases/live', {
        json: { remotes: { mfe_events: { live: { id: 'aaaaaaaaaaaa', manifestUrl: 'http://events.test/r' }, candidate: null } } },
      })
      .on('GET', '/releases', {
        json: {
          data: [
            {
              remote: 'mfe_events',
              id: 'aaaaaaaaaaaa',
              version: '1.8.0',
              sharedRange: '^1.3.0',
              builtAt: built,
              manifestUrl: 'http://events.test/r',
              publishedBy: { id: 'ci', name: 'Pipeline' },
              publishedAt: '2030-01-01T08:00:00.000Z',
              state: 'live',
              health: { loads: 0, failures: 0 },
              failing: false,
              autoRolledBack: null,
              wasLive: true,
            },
          ],
        },
      });
    serveManifests();
    renderSettings();
    const events = await rowOf('mfe_events');
    expect(await within(events).findByText(dateTime(built))).toBeInTheDocument();
    // The manifest file's date (the copy) is not shown.
    expect(events).not.toHaveTextContent(dateTime('2030-01-01T08:00:00Z'));
  });

  it('shows how tips are protected: the key (the development key flagged), retention, and each third party a tip passes through', async () => {
    installFakeApi().on('GET', '/admin/settings/status', { json: STATUS });
    serveManifests();
    const shown = renderSettings();
    expect(await screen.findByText('Newsroom key (configured)')).toBeInTheDocument();
    expect(screen.getByText('AB12CD34EF56')).toBeInTheDocument();
    expect(screen.getByText('90 days')).toBeInTheDocument();
    expect(screen.getByText(/^None: a tip goes from the source’s browser to this API only/)).toBeInTheDocument();
    shown.unmount();

    installFakeApi().on('GET', '/admin/settings/status', { json: { ...STATUS, tips: THROUGH_SERVICES } });
    renderSettings();
    expect(await screen.findByText('Local development key')).toBeInTheDocument();
    expect(screen.getByText(/never use it for real tips/)).toBeInTheDocument();
    const emailjs = screen.getByText(/each tip’s encrypted message/).closest('li') as HTMLElement;
    expect(emailjs).toHaveTextContent('EmailJS Ciphertext only: each tip’s encrypted message, by e-mail to the newsroom');
    const recaptcha = screen.getByText(/the visit to \/tips/).closest('li') as HTMLElement;
    expect(recaptcha).toHaveTextContent('Google reCAPTCHA Sees the visit: the visit to /tips (address, browser)');
  });

  it('says so when the status cannot be loaded, and Not Authorized on a 403', async () => {
    installFakeApi().on('GET', '/admin/settings/status', { status: 500, json: { error: 'x', message: 'x' } });
    serveManifests();
    const failed = renderSettings();
    expect((await screen.findAllByText('Failed to load the status of the services.')).length).toBeGreaterThan(0);
    failed.unmount();
    installFakeApi().on('GET', '/admin/settings/status', { status: 403, json: { error: 'Forbidden', message: 'x' } });
    renderSettings();
    expect(await screen.findByText('Not Authorized')).toBeInTheDocument();
  });
});
