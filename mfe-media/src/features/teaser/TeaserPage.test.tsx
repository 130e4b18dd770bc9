import { screen } from '@testing-library/react';
import type { PublishedContent } from '@beacon/shared/schemas';
import { installFakeApi, renderPage, testConfig } from '@beacon/shared/testing';
import TeaserPage from './TeaserPage';
import { TEASER_DELAYS_S, TEASER_FADE_S } from './teaserStyles';

/** Test data only: the teaser as the API's seed publishes it. */
const TEASER: PublishedContent<'teaser'> = {
  kind: 'teaser',
  slug: 'my-new-family',
  revision: 1,
  preview: false,
  publishedAt: '2030-01-01T00:00:00.000Z',
  body: {
    kicker: 'New Investigation Coming Soon',
    title: 'My New Family',
    paragraph:
      'A {organisationName} documentary series investigating how homeless youth are groomed and exploited by people who promise them a home.',
    tipLine: 'If you have a tip to share, please click the button below.',
    tipButton: 'Tips',
  },
};

async function renderTeaser() {
  installFakeApi().on('GET', '/content/teaser/my-new-family', { json: TEASER });
  renderPage(<TeaserPage />, { path: '/my-new-family', config: testConfig({ site: { organisationName: 'Harbor Light' } }) });
  await screen.findByRole('heading', { level: 1, name: 'My New Family' });
}

describe('the documentary teaser', () => {
  it('stages its lines in order with delays of 1, 1.5, 2 and 2.5 s, each fading over 2 s', async () => {
    await renderTeaser();
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
    expect(screen.getByText(/homeless youth/)).toHaveTextContent(/^A Harbor Light documentary series/);
  });

  it('ends with the record’s button text, linking to /tips', async () => {
    await renderTeaser();
    expect(screen.getByRole('link', { name: 'Tips' })).toHaveAttribute('href', '/tips');
  });
});
