import { renderPageForAddress } from '@beacon/shared/ssr';
import { installFakeApi, testConfig } from '@beacon/shared/testing';
import { makeEvent } from '../../lib/testEvents';
import EventDetailPage from './EventDetailPage';

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('an event’s page, rendered by the remote’s server for a request', () => {
  it('asks the API once for the event its address names, and serves it', async () => {
    const event = makeEvent({ title: 'Faith & Freedom Town Hall', location: 'Civic Centre, Mesa, AZ' });
    const api = installFakeApi();
    api.on('GET', '/events/:id', { json: event });

    const { html, data } = await renderPageForAddress(
      EventDetailPage,
      { url: `/events/${event._id}`, pattern: '/events/:id' },
      testConfig(),
      1000,
    );

    expect(api.calls.map((call) => call.path)).toEqual([`/events/${event._id}`]);
    expect(data.answers).toHaveLength(1);
    expect(html).toContain('Faith &amp; Freedom Town Hall');
    expect(html).toContain('Civic Centre, Mesa, AZ');
  });

  it('serves the page’s own placeholder when the API has no such event', async () => {
    installFakeApi().on('GET', '/events/:id', { status: 404, json: { error: 'Not Found', message: 'No such event' } });

    const { html, data } = await renderPageForAddress(
      EventDetailPage,
      { url: '/events/missing', pattern: '/events/:id' },
      testConfig(),
      1000,
    );

    expect(data.answers).toEqual([]);
    expect(html).not.toContain('Faith');
  });
});
