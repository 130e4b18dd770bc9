import { renderPageForAddress, renderPageToHtml } from '@beacon/shared/ssr';
import { installFakeApi, testConfig, type FakeHandler } from '@beacon/shared/testing';
import SpeakingPage from './SpeakingPage';
import { FEATURED_EVENT } from './testFeaturedEvent';
import { EDITED_SPEAKING, publishedSpeaking, seededFirstParagraph, SPEAKING_PATH } from './testSpeakingContent';

const SPEAKER = 'Sam Speaker';
const config = testConfig({ site: { founderName: SPEAKER, organisationName: 'Harbor Light' } });

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('the speaking page, rendered by the remote’s server for a request', () => {
  const render = async ({
    featured = [],
    words = { json: publishedSpeaking() },
    url = '/speaking',
  }: {
    featured?: readonly (typeof FEATURED_EVENT)[];
    words?: FakeHandler;
    url?: string;
  }) => {
    const api = installFakeApi().on('GET', '/events', { json: featured }).on('GET', SPEAKING_PATH, words);
    const rendered = await renderPageForAddress(SpeakingPage, { url, pattern: '/speaking' }, config, 1000);
    return { ...rendered, api };
  };

  it('serves the next featured event in the HTML: its title, time at the venue, place, flyer and link', async () => {
    const { html, data } = await render({ featured: [FEATURED_EVENT] });
    expect(data.answers).toHaveLength(2);
    expect(html).toContain('Featured Upcoming Event');
    expect(html).toContain('An Evening of Courage at the Riverside Chapter');
    expect(html).toContain(`<time dateTime="${FEATURED_EVENT.date}">Thursday, February 14, 2030 · 6:30 PM MST</time>`);
    expect(html).toContain('Riverside Community Hall, 120 Main Street, Mesa, AZ');
    expect(html).toContain(`href="/events/${FEATURED_EVENT._id}"`);
    expect(html).toContain(`src="${FEATURED_EVENT.imageUrl}"`);
    expect(html).toContain('>Featured Event</button>');
  });

  it('serves neither the section nor its button when no event is featured', async () => {
    const { html, data } = await render({});
    expect(data.answers).toHaveLength(2);
    expect(html).toContain(`Book ${SPEAKER} Today`);
    expect(html).not.toContain('Featured Upcoming Event');
    expect(html).not.toContain('Featured Event');
  });

  it('serves its published record’s words, tokens filled, with the answer for the browser to hydrate from', async () => {
    const { html, data, api } = await render({ words: { json: publishedSpeaking(EDITED_SPEAKING) } });
    expect(api.callsTo('GET', SPEAKING_PATH).map((call) => call.query.toString())).toEqual(['']);
    expect(html).toContain(`<p>${SPEAKER} has reported from Harbor Light for twenty years.</p><p>Now also a podcast host.</p>`);
    expect(html).toContain('>Public Records</li>');
    expect(html).not.toContain('Radio Personality');
    expect(html).not.toContain('Preview — not published');
    expect(JSON.stringify(data.answers)).toContain('Now also a podcast host.');
  });

  it('serves a preview link’s draft under its note, asking the API with the link’s token', async () => {
    const { html, api } = await render({
      url: '/speaking?preview=signed.token',
      words: { json: publishedSpeaking(EDITED_SPEAKING, { preview: true }) },
    });
    expect(api.callsTo('GET', SPEAKING_PATH).map((call) => call.query.get('preview'))).toEqual(['signed.token']);
    expect(html).toContain('Preview — not published');
    expect(html).toContain('Now also a podcast host.');
  });

  it('serves the seeded words when the API cannot be reached (never an empty page)', async () => {
    const { html, data } = await render({ words: 'network-error' });
    // The failed answer is left out: the browser asks again once live.
    expect(data.answers).toHaveLength(1);
    expect(html).toContain(`<h1 id="speaking-title" class="engage-hero-title">${SPEAKER}</h1>`);
    expect(html).toContain(seededFirstParagraph(SPEAKER));
    expect(html).toContain('>Radio Personality</li>');
    expect(html).toContain(`Book ${SPEAKER}</h2>`);
  });

  it('is prerendered by the build, without an address, with the seeded words', () => {
    const { html } = renderPageToHtml(SpeakingPage);
    expect(html).toContain('Quick Info');
    expect(html).toContain('Radio Personality');
    expect(html).not.toContain('Preview');
  });
});
