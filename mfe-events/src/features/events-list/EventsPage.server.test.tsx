import { renderPageForAddress } from '@beacon/shared/ssr';
import { installFakeApi, testConfig } from '@beacon/shared/testing';
import { makeEvent } from '../../lib/testEvents';
import EventsPage from './EventsPage';

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('the events listing, rendered by the remote’s server for a request', () => {
  it('shows the cards split at the time it renders, and leaves dates and counts to the visitor’s browser', async () => {
    const soon = makeEvent({ title: 'Faith & Freedom Town Hall', daysFromNow: 3, attendees: 1200, category: 'Town Hall' });
    const old = makeEvent({ title: 'Founders’ Anniversary Gala', daysFromNow: -300, attendees: 80, category: 'Gala' });
    installFakeApi().on('GET', '/events', { json: [old, soon] });

    const { html, data } = await renderPageForAddress(EventsPage, { url: '/events', pattern: '/events' }, testConfig(), 1000);

    expect(data.answers).toHaveLength(1);
    const upcoming = html.slice(html.indexOf('Upcoming Events'), html.indexOf('Past Events'));
    expect(upcoming).toContain('Faith &amp; Freedom Town Hall');
    expect(upcoming).toContain('Happening Soon');
    expect(html.slice(html.indexOf('Past Events'))).toContain('Founders’ Anniversary Gala');
    expect(html).not.toContain('class="events-card events-card-skeleton"');
    // The visitor's time zone and language are not known here: the date and the count wait for the browser.
    expect(html).toContain(`<time dateTime="${soon.date}" class="events-text-pending"`);
    expect(html).not.toContain('1,200');
  });
});
