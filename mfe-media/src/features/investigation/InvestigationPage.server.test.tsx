import { renderPageForAddress, renderPageToHtml } from '@beacon/shared/ssr';
import { installFakeApi, testConfig, type FakeHandler } from '@beacon/shared/testing';
import InvestigationPage from './InvestigationPage';
import { HOAX_BODY } from '@beacon/shared/content-seed';
import { publishedInvestigation } from '../../components/investigation/testInvestigations';

const render = (url: string, answer: FakeHandler) => {
  const api = installFakeApi().on('GET', '/content/investigation/:slug', answer);
  const rendering = renderPageForAddress(InvestigationPage, { url, pattern: '/investigations/:id' }, testConfig(), 1000);
  return { api, rendering };
};

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('a published investigation, rendered by the remote’s server for a request', () => {
  it('serves a preview link’s draft with its note, asking the API with the link’s token', async () => {
    const { api, rendering } = render('/investigations/water-contracts?preview=signed.token', {
      json: publishedInvestigation('water-contracts', { ...HOAX_BODY, title: 'Draft title' }, { preview: true }),
    });
    const { html } = await rendering;
    expect(api.calls.map((call) => [call.path, call.query.get('preview')])).toEqual([
      ['/content/investigation/water-contracts', 'signed.token'],
    ]);
    expect(html).toContain('Draft title</h1>');
    expect(html).toContain('Preview — not published');
  });

  it('serves the not-found page when the investigation is not published', async () => {
    const { html, data } = await render('/investigations/unpublished', {
      status: 404,
      json: { error: 'Not Found', message: 'No such content' },
    }).rendering;
    // The answer "none" is served too, so the browser does not ask again.
    expect(data.answers).toHaveLength(1);
    expect(html).toContain('Page not found</h1>');
  });

  it('is prerendered by the build, without an address, as the loading frame the browser’s first render matches', () => {
    const { html } = renderPageToHtml(InvestigationPage);
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Page not found');
  });
});
