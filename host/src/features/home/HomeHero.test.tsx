import { act, screen } from '@testing-library/react';
import { HOME_BODY } from '@beacon/shared/content-seed';
import { renderPage, renderPageToString, setReducedMotion, testConfig, waitForPageSettled } from '@beacon/shared/testing';
import { HomeHero } from './HomeHero';

/** jsdom has no media playback: play and pause fire the events a browser would. */
function fakePlayback() {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause, restore: () => (play.mockRestore(), pause.mockRestore()) };
}

describe('the home hero video', () => {
  let playback: ReturnType<typeof fakePlayback>;
  beforeEach(() => {
    playback = fakePlayback();
  });
  afterEach(() => playback.restore());

  it('plays once the page has settled, and its one control says what it does next', async () => {
    renderPage(<HomeHero words={HOME_BODY} />, { path: '/' });
    await waitForPageSettled();
    expect(playback.play).toHaveBeenCalledTimes(1);
    const pauseButton = await screen.findByRole('button', { name: 'Pause background video' });
    expect(pauseButton).not.toHaveAttribute('aria-pressed');
    await act(async () => pauseButton.click());
    expect(playback.pause).toHaveBeenCalledTimes(1);
    const playButton = screen.getByRole('button', { name: 'Play background video' });
    expect(playButton).not.toHaveAttribute('aria-pressed');
    await act(async () => playButton.click());
    expect(playback.play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it('does not start with reduced motion, and stays on its poster until asked', async () => {
    const restore = setReducedMotion(true);
    try {
      renderPage(<HomeHero words={HOME_BODY} />, { path: '/' });
      await waitForPageSettled();
      const video = document.querySelector('video');
      expect(video).toHaveAttribute('poster');
      expect(video?.autoplay).toBe(false);
      expect(playback.play).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('is served without autoplay (the server cannot know the motion preference)', () => {
    const html = renderPageToString(<HomeHero words={HOME_BODY} />, { path: '/' });
    expect(html).toContain('<video');
    expect(html).not.toMatch(/autoplay/i);
  });
});

describe('the home hero words', () => {
  it('are the seeded ones: the mission and the four ways in, each to its page', () => {
    renderPage(<HomeHero words={HOME_BODY} />, { path: '/' });
    expect(screen.getByText(HOME_BODY.missionLine)).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Video Reports', '/video-reports'],
      ['Send a Tip', '/tips'],
      ['Events', '/events'],
      ['Book a Speaker', '/speaking'],
    ]);
  });

  it("are a served record's, with the site's name filled in", () => {
    const config = testConfig();
    const words = {
      missionLine: 'Reporting from {organisationName}, for everyone.',
      buttons: { videoReports: 'Watch', tips: 'Tell us', events: 'Meet us', speaking: 'Invite us' },
      latestVideosHeading: 'New this week',
    };
    renderPage(<HomeHero words={words} />, { path: '/', config });
    expect(screen.getByText(`Reporting from ${config.site.organisationName}, for everyone.`)).toBeInTheDocument();
    expect(screen.queryByText(HOME_BODY.missionLine)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Watch', '/video-reports'],
      ['Tell us', '/tips'],
      ['Meet us', '/events'],
      ['Invite us', '/speaking'],
    ]);
  });
});
