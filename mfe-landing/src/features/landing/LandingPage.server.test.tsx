import { renderPageForAddress } from '@beacon/shared/ssr';
import { installFakeApi, testConfig } from '@beacon/shared/testing';
import LandingPage from './LandingPage';
import { EDITED_LANDING, publishedLanding } from './testLanding';

const RECORD = '/content/landing/landing';
const render = (url: string) => renderPageForAddress(LandingPage, { url, pattern: '/launch' }, testConfig(), 1000);

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('/launch, rendered by the remote’s server for a request', () => {
  it('serves the published words in the HTML, with the answer the browser hydrates from', async () => {
    const api = installFakeApi().on('GET', RECORD, { json: publishedLanding(EDITED_LANDING) });
    const { html, data } = await render('/launch');
    expect(data.answers).toHaveLength(1);
    expect(api.callsTo('GET', RECORD)).toHaveLength(1);
    expect(html).toContain('The Newsroom Opens Its Doors</h1>');
    expect(html).toContain('Hear It First</h2>');
    expect(html).toContain('placeholder="name@example.org"');
    expect(html).toContain('Count Me In</button>');
    expect(html).toContain('Fund the Newsroom');
    expect(html).not.toContain('Building Something Exciting');
    expect(html).not.toContain('Preview — not published');
  });

  it('with a preview token, the draft it names under the preview note (the token sent to the API)', async () => {
    const api = installFakeApi().on('GET', RECORD, { json: publishedLanding(EDITED_LANDING, { preview: true }) });
    const { html } = await render('/launch?preview=draft-token');
    expect(api.callsTo('GET', RECORD)[0]?.query.get('preview')).toBe('draft-token');
    expect(html).toContain('Preview — not published');
    expect(html).toContain('The Newsroom Opens Its Doors</h1>');
  });

  it('when the API cannot be reached, the seeded words: never an empty page', async () => {
    installFakeApi().on('GET', RECORD, 'network-error');
    const { html, data } = await render('/launch');
    expect(data.answers).toEqual([]);
    expect(html).toContain('We&#x27;re Building Something Exciting!</h1>');
    expect(html).toContain('Sign Up</button>');
  });
});
