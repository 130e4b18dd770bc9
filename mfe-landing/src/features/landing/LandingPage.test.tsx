import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from '@beacon/shared';
import { LANDING_BODY } from '@beacon/shared/content-seed';
import { installFakeApi, renderPage, setReducedMotion, testConfig, waitForPageSettled, type FakeReply } from '@beacon/shared/testing';
import LandingPage from './LandingPage';
import { LandingView } from './LandingView';
import { EDITED_LANDING, publishedLanding } from './testLanding';

const config = testConfig({ site: { organisationName: 'Lighthouse Press', donationUrl: 'https://donate.example/lighthouse' } });
const RECORD = '/content/landing/landing';

let play: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => play.mockRestore());

/** /launch (with `search`), the API answering its record with `reply`. */
function renderLaunch(reply: FakeReply = { json: publishedLanding(LANDING_BODY) }, search = '') {
  const api = installFakeApi().on('GET', RECORD, reply);
  return { api, ...renderPage(<LandingPage />, { path: `/launch${search}`, route: '/launch', config }) };
}

/** The seeded words, once the API's answer is in. */
async function renderSeeded() {
  const result = renderLaunch();
  await screen.findByRole('heading', { level: 1, name: LANDING_BODY.heading });
  return result;
}

describe('the pre-launch page', () => {
  test('the name and motto card, the heading, the invitation, the sign-up card and the sponsor link, in that order', async () => {
    await renderSeeded();
    const main = screen.getByRole('main');
    const name = screen.getByText('Lighthouse Press');
    const heading = screen.getByRole('heading', { level: 1, name: "We're Building Something Exciting!" });
    const intro = screen.getByText(/protecting the freedoms we all love/);
    const card = screen.getByRole('region', { name: 'Join Our Mailing List' });
    const sponsor = screen.getByRole('link', { name: /Become a Sponsor/ });
    const inOrder = [name, heading, intro, card, sponsor];
    for (const element of inOrder) expect(main).toContainElement(element);
    for (const [index, element] of inOrder.slice(1).entries()) {
      expect(inOrder[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(intro).toHaveTextContent(/enter your email/);
    expect(intro).toHaveTextContent(/become a sponsor/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Coming Soon · Lighthouse Press');
  });

  test('the motto: TRUTH red, FAITH white, HOPE blue', async () => {
    await renderSeeded();
    expect(screen.getByText('TRUTH')).toHaveStyle({ color: '#ff6b6b' });
    expect(screen.getByText('FAITH')).toHaveStyle({ color: '#ffffff' });
    expect(screen.getByText('HOPE')).toHaveStyle({ color: '#7aa7ff' });
  });

  test('the sign-up form: a required email field and Sign Up', async () => {
    await renderSeeded();
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('placeholder', 'you@example.com');
    expect(field).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('the sponsor link opens the configured donation page in a new tab, without an opener', async () => {
    await renderSeeded();
    const sponsor = screen.getByRole('link', { name: 'Become a Sponsor (opens in a new tab)' });
    expect(sponsor).toHaveAttribute('href', 'https://donate.example/lighthouse');
    expect(sponsor).toHaveAttribute('target', '_blank');
    expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the muted looping flag video shows its poster first and plays once the page has settled', async () => {
    const { container } = await renderSeeded();
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('poster');
    expect(video).toHaveAttribute('loop');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video?.muted).toBe(true);
    await waitForPageSettled();
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('the sponsor button starts to pulse once the page has settled; the served page leaves it to its styles', async () => {
    await renderSeeded();
    const sponsor = screen.getByRole('link', { name: /Become a Sponsor/ });
    await waitForPageSettled();
    expect(sponsor).toHaveClass('landing-sponsor landing-pulse');
    const html = renderToString(
      <ConfigProvider config={config}>
        <LandingView body={LANDING_BODY} />
      </ConfigProvider>,
    );
    expect(html).toContain('class="landing-sponsor"');
  });

  test('Pause motion stops the video and starts it again when cleared, from the keyboard', async () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    try {
      await renderSeeded();
      await waitForPageSettled();
      expect(play).toHaveBeenCalledTimes(1);
      const box = screen.getByRole('checkbox', { name: 'Pause motion' });
      expect(box).not.toBeChecked();
      const user = userEvent.setup();
      box.focus();
      await user.keyboard(' ');
      expect(box).toBeChecked();
      expect(pause).toHaveBeenCalledTimes(1);
      expect(play).toHaveBeenCalledTimes(1);
      await user.keyboard(' ');
      expect(box).not.toBeChecked();
      expect(play).toHaveBeenCalledTimes(2);
    } finally {
      pause.mockRestore();
    }
  });

  test('Pause motion ticked on the served page, before its code ran, keeps the video still', async () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    const container = document.body.appendChild(document.createElement('div'));
    const tree = (
      <ConfigProvider config={config}>
        <LandingView body={LANDING_BODY} />
      </ConfigProvider>
    );
    try {
      container.innerHTML = renderToString(tree);
      // As a browser's parser does for the served `muted` attribute (jsdom leaves the property false).
      const video = container.querySelector('video');
      if (video) video.muted = true;
      const box = within(container).getByRole('checkbox', { name: 'Pause motion' });
      (box as HTMLInputElement).checked = true;
      const root = await act(async () => hydrateRoot(container, tree));
      await waitForPageSettled();
      expect(box).toBeChecked();
      expect(pause).toHaveBeenCalled();
      expect(play).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      pause.mockRestore();
      container.remove();
    }
  });

  test('with reduced motion the video does not play, even once the page has settled', async () => {
    const restore = setReducedMotion(true);
    try {
      await renderSeeded();
      await waitForPageSettled();
      expect(play).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  test('renders to HTML without a DOM, with no router or sign-in around it', () => {
    const html = renderToString(
      <ConfigProvider config={config}>
        <LandingView body={LANDING_BODY} />
      </ConfigProvider>,
    );
    expect(html).toContain('Lighthouse Press');
    expect(html).toContain('We&#x27;re Building Something Exciting!');
    expect(html).toContain('Become a Sponsor');
  });
});

describe('the pre-launch page’s words, from its content record', () => {
  test('shows the published words: title, heading, invitation, motto in its colours, form and button labels', async () => {
    const { api } = renderLaunch({ json: publishedLanding(EDITED_LANDING) });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Newsroom Opens Its Doors' })).toBeInTheDocument();
    expect(screen.getByText('Tell us where to write, and help fund the first year of reporting.')).toBeInTheDocument();
    const motto = screen.getAllByText('FACTS');
    expect(motto).toHaveLength(2);
    expect(motto[0]).toHaveStyle({ color: '#ffd54f' });
    expect(motto[1]).toHaveStyle({ color: '#ffffff' });
    const card = screen.getByRole('region', { name: 'Hear It First' });
    expect(within(card).getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute('placeholder', 'name@example.org');
    expect(within(card).getByRole('button', { name: 'Count Me In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fund the Newsroom (opens in a new tab)' })).toBeInTheDocument();
    expect(document.title).toBe('Launching in May · Lighthouse Press');
    expect(screen.queryByText(/We're Building Something Exciting!/)).toBeNull();
    // Visitors get the published revision: no preview token is sent, and no note shows.
    expect(api.callsTo('GET', RECORD)[0]?.query.has('preview')).toBe(false);
    expect(screen.queryByText('Preview — not published')).toBeNull();
  });

  test('while the words load, and when the API cannot be reached, the seeded words show: never an empty page', async () => {
    const { api } = renderLaunch('network-error');
    expect(screen.getByRole('heading', { level: 1, name: "We're Building Something Exciting!" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    // Asked, failed (the failure settled), and still the seed.
    await waitFor(() => expect(api.callsTo('GET', RECORD).length).toBeGreaterThan(0));
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { level: 1, name: "We're Building Something Exciting!" })).toBeInTheDocument();
    expect(document.title).toBe('Coming Soon · Lighthouse Press');
  });

  test('a preview link shows the draft it names, under a note saying it is not published', async () => {
    const { api } = renderLaunch({ json: publishedLanding(EDITED_LANDING, { preview: true }) }, '?preview=draft-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Newsroom Opens Its Doors' })).toBeInTheDocument();
    expect(screen.getByText('Preview — not published').closest('[role="status"]')).toHaveTextContent(
      'Preview — not published: the latest draft, as visitors will see it once it is published.',
    );
    expect(api.callsTo('GET', RECORD)[0]?.query.get('preview')).toBe('draft-token');
  });

  test('a preview link whose draft could not be loaded says so above the built-in words, and Try again loads it', async () => {
    const { api } = renderLaunch('network-error', '?preview=draft-token');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the draft could not be loaded, so the page shows its built-in words');
    expect(screen.getByRole('heading', { level: 1, name: "We're Building Something Exciting!" })).toBeInTheDocument();
    api.on('GET', RECORD, { json: publishedLanding(EDITED_LANDING, { preview: true }) });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Newsroom Opens Its Doors' })).toBeInTheDocument();
    expect(screen.getByText('Preview — not published').closest('[role="status"]')).toHaveTextContent(
      'Preview — not published: the latest draft',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a preview link that expired (the API answers 404): the not-found page, not the published words', async () => {
    renderLaunch({ status: 404, json: { error: 'Not Found', message: 'No such draft.' } }, '?preview=expired-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/preview link has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "We're Building Something Exciting!" })).toBeNull();
  });
});
