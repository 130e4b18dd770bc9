import { renderPageForAddress } from '@beacon/shared/ssr';
import { installFakeApi, testConfig } from '@beacon/shared/testing';
import { venueDateTime } from '@beacon/shared/time';
import { makeEvent } from '../../lib/testEvents';
import EventsPage from './EventsPage';

// A file of its own: SWR keeps, per key, what a browser render first found in a cache, and a server
// render in the same module registry would read that instead of the answers it was given.
describe('the events listing, rendered by the remote’s server for a request', () => {
  it('shows the cards split at the time it renders, with times at the venue and counts, and the times it read for the browser; leaves the visitor’s own time to the browser', async () => {
    const soon = makeEvent({
      title: 'Faith & Freedom Town Hall',
      daysFromNow: 3,
      attendees: 1200,
      category: 'Town Hall',
      timeZone: 'America/New_York',
    });
    const old = makeEvent({ title: 'Founders’ Anniversary Gala', daysFromNow: -300, attendees: 80, category: 'Gala' });
    installFakeApi().on('GET', '/events', { json: [old, soon] });

    const { html, data } = await renderPageForAddress(EventsPage, { url: '/events', pattern: '/events' }, testConfig(), 1000);

    expect(data.answers).toHaveLength(1);
    const upcoming = html.slice(html.indexOf('Upcoming Events'), html.indexOf('Past Events'));
    expect(upcoming).toContain('Faith &amp; Freedom Town Hall');
    expect(upcoming).toContain('Happening Soon');
    expect(html.slice(html.indexOf('Past Events'))).toContain('Founders’ Anniversary Gala');
    expect(html).not.toContain('class="events-card events-card-skeleton"');
    // The venue's time is the same text everywhere: it is served (the browser hydrates it unchanged).
    expect(html).toContain(`<time dateTime="${soon.date}">${venueDateTime(soon.date, 'America/New_York')}</time>`);
    expect(venueDateTime(soon.date, 'America/New_York')).toMatch(/ · \d{1,2}:\d{2} [AP]M E[SD]T$/);
    // Counts are English like their words: served too.
    expect(html).toContain('<span>1,200 expected attendees</span>');
    expect(html).toContain('<span>80 attendees</span>');
    // The browser hydrates the venue's times from what the server read, asking Intl for none.
    expect(data.venueTimes?.map(([zone, at]) => [zone, new Date(at).toISOString()])).toEqual(
      expect.arrayContaining([
        ['America/New_York', soon.date],
        [old.timeZone, old.date],
      ]),
    );
    // The visitor's time zone is not known here: 'your time' waits for the browser.
    expect(html).not.toContain('your time');
  });
});
