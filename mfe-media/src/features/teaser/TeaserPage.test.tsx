import { screen } from '@testing-library/react';
import { renderPage } from '@beacon/shared/testing';
import TeaserPage from './TeaserPage';
import { TEASER_DELAYS_S, TEASER_FADE_S } from './teaserStyles';

describe('the documentary teaser', () => {
  it('stages its lines in order with delays of 1, 1.5, 2 and 2.5 s, each fading over 2 s', () => {
    renderPage(<TeaserPage />, { path: '/my-new-family' });
    expect(TEASER_DELAYS_S).toEqual([1, 1.5, 2, 2.5]);
    expect(TEASER_FADE_S).toBe(2);

    const stageOf = (element: HTMLElement) => element.closest('[data-stage]') as HTMLElement;
    const lines = [
      screen.getByText('New Investigation Coming Soon'),
      screen.getByRole('heading', { level: 1 }),
      screen.getByText(/grooming|groomed/),
      screen.getByText('If you have a tip to share, please click the button below.'),
    ];
    expect(lines.map((line) => stageOf(line).style.getPropertyValue('--media-fade-delay'))).toEqual(['1s', '1.5s', '2s', '2.5s']);
    expect(screen.getByText(/homeless youth/)).toHaveTextContent(/exploited/);
  });

  it('ends with a Tips button linking to /tips', () => {
    renderPage(<TeaserPage />, { path: '/my-new-family' });
    expect(screen.getByRole('link', { name: 'Tips' })).toHaveAttribute('href', '/tips');
  });
});
