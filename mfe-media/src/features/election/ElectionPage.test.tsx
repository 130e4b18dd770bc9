import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from '@beacon/shared';
import { installFakeApi, installIntersectionObserver, renderPage, setReducedMotion, testConfig } from '@beacon/shared/testing';
import ElectionPage from './ElectionPage';
import { REVEAL_THRESHOLD } from '../../components/investigation/Reveal';
import { ELECTION_BODY } from '@beacon/shared/content-seed';
import { publishedInvestigation } from '../../components/investigation/testInvestigations';

/** The page at /election, once the API's published investigation `election` has arrived. */
async function renderElection(config?: RuntimeConfig) {
  installFakeApi().on('GET', '/content/investigation/election', { json: publishedInvestigation('election', ELECTION_BODY) });
  const result = renderPage(<ElectionPage />, { path: '/election', config });
  await screen.findByRole('heading', { level: 1, name: /Our State Runs Its Elections/ });
  return result;
}

const exhibits = () => screen.getAllByRole('heading', { level: 3, name: /^Exhibit \d+:/ });
const actionCards = () => within(screen.getByRole('region', { name: 'What Can I Do?' })).getAllByRole('article');

describe('the Election Integrity page', () => {
  it('has a looping, muted, full-screen video hero titled as a critique of the state election process', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    try {
      await renderElection();
      const hero = screen.getByRole('region', { name: /Our State Runs Its Elections/ });
      const video = hero.querySelector('video');
      expect(video).not.toBeNull();
      expect(video?.muted).toBe(true);
      expect(video?.loop).toBe(true);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/State/);
      // It starts once the page runs (the served HTML cannot know whether motion is welcome).
      expect(await screen.findByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
      expect(play).toHaveBeenCalledTimes(1);
    } finally {
      play.mockRestore();
    }
  });

  it('shows six numbered exhibits on the page’s topics', async () => {
    await renderElection();
    expect(exhibits().map((heading) => heading.textContent)).toEqual([
      "Exhibit 1: The County Clerk's Case",
      "Exhibit 2: The 'Trusted Build'",
      'Exhibit 3: Undeliverable Ballots',
      'Exhibit 4: The Voter Rolls',
      'Exhibit 5: Signature Verification',
      'Exhibit 6: Leaked Passwords',
    ]);
  });

  it('offers an exhibit’s optional video as a link to it, and loads no player until asked', async () => {
    await renderElection();
    expect(document.querySelector('iframe')).toBeNull();
    const exhibit = screen.getByRole('article', { name: /Exhibit 1:/ });
    const play = within(exhibit).getByRole('link', { name: /^Play video: The County Clerk's Case/ });
    expect(play).toHaveAttribute('href', ELECTION_BODY.exhibits[0]?.videoUrl);
    expect(play).toHaveAccessibleDescription('Plays here from embed.test');
    expect(within(screen.getByRole('article', { name: /Exhibit 2:/ })).queryByRole('link', { name: /^Play video/ })).toBeNull();
  });

  it('plays the video here when asked, through the privacy-enhanced player, and moves focus into it', async () => {
    await renderElection();
    const exhibit = screen.getByRole('article', { name: /Exhibit 1:/ });
    await userEvent.click(within(exhibit).getByRole('link', { name: /^Play video/ }));
    const player = within(exhibit).getByTitle("Video: The County Clerk's Case");
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'http://embed.test/embed/0QOHCuUGf88?autoplay=1');
    expect(player).toHaveFocus();
    expect(within(exhibit).queryByRole('link', { name: /^Play video/ })).toBeNull();
    // The other exhibit's video still waits to be asked for.
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: /Exhibit 5:/ })).getByRole('link', { name: /^Play video/ })).toBeVisible();
  });

  it('opens every Links button in a new tab without giving the page access to the opener', async () => {
    await renderElection();
    const exhibit = screen.getByRole('article', { name: /Exhibit 1:/ });
    const links = within(within(exhibit).getByRole('list', { name: 'Links' })).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("has a 'What Can I Do?' section with four action cards: image, text and an external button", async () => {
    const config = testConfig();
    await renderElection(config);
    expect(screen.getByRole('heading', { level: 2, name: 'What Can I Do?' })).toBeInTheDocument();
    const cards = actionCards();
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByRole('img')).toHaveAccessibleName();
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
      const button = within(card).getByRole('link');
      expect(button).toHaveAttribute('target', '_blank');
      expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(cards[2] as HTMLElement).getByRole('link')).toHaveAttribute('href', config.site.videoChannelUrl);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveTextContent(/Forensic Reports/);
    expect(within(cards[1] as HTMLElement).getByRole('link')).toHaveTextContent(/Observer/);
  });
});

describe('the card reveal', () => {
  let observers: ReturnType<typeof installIntersectionObserver>;
  beforeEach(() => {
    observers = installIntersectionObserver();
  });
  afterEach(() => observers.restore());

  const revealOf = (element: HTMLElement) => element.closest('.media-reveal') as HTMLElement;

  it('hides the cards reported out of view, then brings each in once 10 % of it is visible, odd numbers from the left and even from the right', async () => {
    await renderElection();
    const cards = exhibits().map((heading) => revealOf(heading));
    expect(cards.map((card) => card.dataset.from)).toEqual(['left', 'right', 'left', 'right', 'left', 'right']);
    expect(cards.every((card) => card.classList.contains('is-visible'))).toBe(true);
    expect(observers.observers.every((observer) => observer.options?.threshold === REVEAL_THRESHOLD)).toBe(true);
    expect(REVEAL_THRESHOLD).toBe(0.1);

    act(() => cards.forEach((card) => observers.hide(card)));
    expect(cards.every((card) => !card.classList.contains('is-visible'))).toBe(true);

    act(() => observers.show(cards[1] as HTMLElement));

    expect(cards.map((card) => card.classList.contains('is-visible'))).toEqual([false, true, false, false, false, false]);
  });

  it('stays revealed once shown', async () => {
    await renderElection();
    const card = revealOf(exhibits()[0] as HTMLElement);
    act(() => observers.show(card));
    expect(card).toHaveClass('is-visible');
    expect(observers.observers.every((observer) => observer.elements.size === 0 || !observer.elements.has(card))).toBe(true);
  });
});

describe('with prefers-reduced-motion', () => {
  it('the hero video starts paused on its poster', async () => {
    const restore = setReducedMotion(true);
    try {
      await renderElection();
      const video = document.querySelector('video');
      expect(video?.autoplay).toBe(false);
      expect(video).toHaveAttribute('poster');
      // Its name says what it does, with no contradicting pressed state ('Play', pressed).
      expect(screen.getByRole('button', { name: 'Play background video' })).not.toHaveAttribute('aria-pressed');
    } finally {
      restore();
    }
  });
});

describe('the hero video', () => {
  it('can be paused and played again', async () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause');
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    try {
      await renderElection();
      const pauseButton = await screen.findByRole('button', { name: 'Pause background video' });
      play.mockClear();
      await act(async () => pauseButton.click());
      expect(pause).toHaveBeenCalledTimes(1);
      await act(async () => screen.getByRole('button', { name: 'Play background video' }).click());
      expect(play).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
    } finally {
      pause.mockRestore();
      play.mockRestore();
    }
  });
});
