import { renderPageForAddress } from '@beacon/shared/ssr';
import { installFakeApi, testConfig } from '@beacon/shared/testing';
import ElectionPage from './ElectionPage';
import { ELECTION_BODY } from '@beacon/shared/content-seed';
import { publishedInvestigation } from '../../components/investigation/testInvestigations';

const RICH_FIRST_EXHIBIT = {
  ...ELECTION_BODY,
  exhibits: [
    {
      ...(ELECTION_BODY.exhibits[0] as (typeof ELECTION_BODY.exhibits)[number]),
      description: '<p>Edited in <em>admin</em>.</p><p>Second.</p>',
    },
    ...ELECTION_BODY.exhibits.slice(1),
  ],
};

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('the election page, rendered by the remote’s server for a request', () => {
  it('serves the published investigation’s texts in the HTML, rich text as its paragraphs', async () => {
    const api = installFakeApi().on('GET', '/content/investigation/election', {
      json: publishedInvestigation('election', RICH_FIRST_EXHIBIT),
    });
    const { html, data } = await renderPageForAddress(
      ElectionPage,
      { url: '/election', pattern: '/election' },
      testConfig({ site: { organisationName: 'Harbor Light' } }),
      1000,
    );
    expect(data.answers).toHaveLength(1);
    expect(api.callsTo('GET', '/content/investigation/election')).toHaveLength(1);
    expect(html).toContain('Trust, but Verify: Six Unanswered Questions About How Our State Runs Its Elections</h1>');
    expect(html).toContain('Two years of Harbor Light reporting');
    expect(html).toContain('<p class="media-exhibit-description">Edited in admin.</p><p class="media-exhibit-description">Second.</p>');
    expect(html).toContain('Leaked Passwords');
    expect(html).toContain('Keep Watch');
    expect(html).not.toContain('Preview — not published');
    // No player in the served page: its exhibits' videos are links to where they are published.
    expect(html).not.toContain('<iframe');
    expect(html).toContain('class="media-exhibit-play" href="https://www.youtube.com/watch?v=0QOHCuUGf88" target="_blank"');
    expect(html).toContain('Opens www.youtube.com in a new tab');
  });
});
