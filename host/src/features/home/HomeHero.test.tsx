import { act, screen } from '@testing-library/react';
import { renderPage, renderPageToString, setReducedMotion } from '@beacon/shared/testing';
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

  it('plays once hydrated, and its one control says what it does next', async () => {
    renderPage(<HomeHero />, { path: '/' });
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

  it('does not start with reduced motion, and stays on its poster until asked', () => {
    const restore = setReducedMotion(true);
    try {
      renderPage(<HomeHero />, { path: '/' });
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
    const html = renderPageToString(<HomeHero />, { path: '/' });
    expect(html).toContain('<video');
    expect(html).not.toMatch(/autoplay/i);
  });
});
