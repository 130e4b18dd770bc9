import { renderPageForAddress } from '@beacon/shared/ssr';
import { installFakeApi, testConfig } from '@beacon/shared/testing';
import SpeakingPage from './SpeakingPage';
import { FEATURED_EVENT } from './testFeaturedEvent';

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('the speaking page, rendered by the remote’s server for a request', () => {
  const render = async (featured: readonly (typeof FEATURED_EVENT)[]) => {
    installFakeApi().on('GET', '/events', { json: featured });
    return renderPageForAddress(SpeakingPage, { url: '/speaking', pattern: '/speaking' }, testConfig(), 1000);
  };

  it('serves the next featured event in the HTML: its title, time at the venue, place, flyer and link', async () => {
    const { html, data } = await render([FEATURED_EVENT]);
    expect(data.answers).toHaveLength(1);
    expect(html).toContain('Featured Upcoming Event');
    expect(html).toContain('An Evening of Courage at the Riverside Chapter');
    expect(html).toContain(`<time dateTime="${FEATURED_EVENT.date}">Thursday, February 14, 2030 · 6:30 PM MST</time>`);
    expect(html).toContain('Riverside Community Hall, 120 Main Street, Mesa, AZ');
    expect(html).toContain(`href="/events/${FEATURED_EVENT._id}"`);
    expect(html).toContain(`src="${FEATURED_EVENT.imageUrl}"`);
    expect(html).toContain('>Featured Event</button>');
  });

  it('serves neither the section nor its button when no event is featured', async () => {
    const { html, data } = await render([]);
    expect(data.answers).toHaveLength(1);
    expect(html).toContain('Book ');
    expect(html).not.toContain('Featured Upcoming Event');
    expect(html).not.toContain('Featured Event');
  });
});
