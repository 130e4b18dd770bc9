import { act, screen } from '@testing-library/react';
import type { ServedHome, ShellData } from '@beacon/shared';
import { HOME_BODY } from '@beacon/shared/content-seed';
import { installFakeApi, installIntersectionObserver, publishedRecord, renderPage, renderPageToString } from '@beacon/shared/testing';
import { ShellDataProvider } from '../../shell/shellData';
import { HomePage } from './HomePage';

const EDITED = {
  missionLine: 'Reporting the council never wanted printed.',
  buttons: { videoReports: 'Watch', tips: 'Tell us', events: 'Meet us', speaking: 'Invite us' },
  latestVideosHeading: 'New this week',
};
const PREVIEW_NOTE = /Preview — not published/;

/** The API's answer for the home record (`GET /content/home/home`). */
const record = (body: typeof EDITED, preview = false) => ({ json: publishedRecord('home', 'home', body, { preview }) });

const served = (home?: ServedHome): ShellData => (home ? { investigations: [], home } : { investigations: [] });
const homeWith = (shell: ShellData | undefined) => (
  <ShellDataProvider value={shell}>
    <HomePage />
  </ShellDataProvider>
);

const expectWords = (body: typeof EDITED) => {
  expect(screen.getByText(body.missionLine)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: body.latestVideosHeading })).toBeInTheDocument();
  for (const label of Object.values(body.buttons)) expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
};

describe('the home page words', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });

  it('are the record the page was served with, without asking the API', () => {
    const api = installFakeApi();
    renderPage(homeWith(served({ body: EDITED, preview: false })), { path: '/' });
    expectWords(EDITED);
    expect(screen.queryByText(PREVIEW_NOTE)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/content/home/home')).toHaveLength(0);
  });

  it('are in the server render, as served (a preview with its note)', () => {
    const html = renderPageToString(homeWith(served({ body: EDITED, preview: true })), { path: '/?preview=token' });
    expect(html).toContain(EDITED.missionLine);
    expect(html).toContain(EDITED.latestVideosHeading);
    expect(html).toContain('Preview — not published');
    expect(html).not.toContain(HOME_BODY.missionLine);
  });

  it('are the seeded ones in a server render without a record (the API did not answer)', () => {
    const html = renderPageToString(homeWith(served()), { path: '/' });
    expect(html).toContain(HOME_BODY.missionLine);
    expect(html).toContain(HOME_BODY.latestVideosHeading);
    expect(html).not.toContain('Preview');
  });

  it('are asked of the API once when the page came without them: the seeded words until it answers', async () => {
    const api = installFakeApi().on('GET', '/content/home/home', record(EDITED));
    renderPage(homeWith(undefined), { path: '/' });
    expectWords(HOME_BODY);
    expect(await screen.findByText(EDITED.missionLine)).toBeInTheDocument();
    expectWords(EDITED);
    expect(api.callsTo('GET', '/content/home/home')).toHaveLength(1);
  });

  it('stay the seeded ones when the API does not answer, or answers an error', async () => {
    for (const reply of ['network-error', { status: 503, json: { error: 'Service Unavailable' } }] as const) {
      const api = installFakeApi().on('GET', '/content/home/home', reply);
      const { unmount } = renderPage(homeWith(undefined), { path: '/' });
      expect(api.callsTo('GET', '/content/home/home')).toHaveLength(1);
      // The failed answer is in: a task later, every promise of the request has settled.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expectWords(HOME_BODY);
      unmount();
    }
  });

  it('are the draft a preview link names, under a note saying so', async () => {
    const api = installFakeApi().on('GET', '/content/home/home', (call) =>
      call.query.get('preview') === 'good-token' ? record(EDITED, true) : record(HOME_BODY),
    );
    renderPage(homeWith(undefined), { path: '/?preview=good-token' });
    expect(await screen.findByRole('status')).toHaveTextContent(PREVIEW_NOTE);
    expectWords(EDITED);
    expect(api.callsTo('GET', '/content/home/home').map((call) => call.query.get('preview'))).toEqual(['good-token']);
  });

  it('are the published ones, without the note, when the preview link has expired', async () => {
    const api = installFakeApi().on('GET', '/content/home/home', (call) =>
      call.query.get('preview') ? { status: 404, json: { error: 'Not Found' } } : record(EDITED),
    );
    renderPage(homeWith(undefined), { path: '/?preview=expired' });
    expect(await screen.findByText(EDITED.missionLine)).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_NOTE)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/content/home/home').map((call) => call.query.get('preview'))).toEqual(['expired', null]);
  });
});
