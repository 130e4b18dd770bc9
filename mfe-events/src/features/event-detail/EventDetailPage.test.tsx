import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage, renderPageToString, testConfig } from '@beacon/shared/testing';
import { makeEvent } from '../../lib/testEvents';
import EventDetailPage from './EventDetailPage';

const event = makeEvent({
  title: 'Faith & Freedom Town Hall',
  daysFromNow: 3,
  category: 'Town Hall',
  description:
    '<p>An open evening on <strong>faith</strong>.</p><img src=x onerror="window.__hacked=1"><a href="javascript:alert(1)">bad</a><a href="https://example.org/x">Chapter details</a><script>window.__hacked=2</script>',
});
const ROUTE = '/events/:id';
// The venue's day and time in its zone (these tests run in Phoenix too).
const chipDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Phoenix',
});
const chipTime = (date: string) =>
  `${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Phoenix' }).format(new Date(date)).replace(/\s/g, ' ')} MST`;

const open = (id = event._id) => renderPage(<EventDetailPage />, { path: `/events/${id}`, route: ROUTE });

afterEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
});

describe('the event detail page', () => {
  it('shows Back to Events and a skeleton while loading', () => {
    installFakeApi().on('GET', '/events/:id', 'hang');
    const { container } = open();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the event…');
    expect(container.querySelector('.events-detail .events-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Event' })).toBeInTheDocument();
  });

  it('says Event not found. for an unknown id, without a retry', async () => {
    installFakeApi().on('GET', '/events/:id', { status: 404, json: { error: 'Not Found', message: 'Event not found.' } });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Event not found.');
    expect(alert).toHaveTextContent('There is no event at this address. It may have been removed.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe(`Event not found · ${testConfig().site.organisationName}`);
  });

  it('tells a network failure apart from a missing event, and Try again loads it', async () => {
    const api = installFakeApi().on('GET', '/events/:id', 'network-error');
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Event not found.');
    expect(alert).toHaveTextContent('The event could not be loaded right now. Check your connection and try again.');
    api.on('GET', '/events/:id', { json: event });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
  });

  it('shows the loaded event: image, title, chips, calendar links, share, and the sanitized description', async () => {
    installFakeApi().on('GET', '/events/:id', { json: event });
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
    expect(document.title).toBe(`${event.title} · ${testConfig().site.organisationName}`);
    const image = container.querySelector('.events-detail-media img');
    expect(image).toHaveAttribute('src', event.imageUrl);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');

    const chips = screen.getByRole('list', { name: 'Event details' });
    expect(within(chips).getByText(chipDate.format(new Date(event.date)))).toBeInTheDocument();
    expect(within(chips).getByText(chipTime(event.date))).toBeInTheDocument();
    // The visitor is in the venue's zone: no second time.
    expect(within(chips).queryByText(/your time/)).not.toBeInTheDocument();
    expect(within(chips).getByText(event.location)).toBeInTheDocument();
    expect(within(chips).getByText('Town Hall')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add to Calendar' }).getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', `http://api.test/events/${event._id}/calendar.ics`);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();

    const description = container.querySelector('.events-description') as HTMLElement;
    expect(within(description).getByText('faith').tagName).toBe('STRONG');
    expect(description.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(description).getByText('bad')).not.toHaveAttribute('href');
    const link = within(description).getByRole('link', { name: 'Chapter details' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('tells the time at a venue in another zone with the zone, then the visitor’s own time', async () => {
    // 23:30 UTC on March 20, 2030 is 7:30 PM in New York (EDT) and 4:30 PM here in Phoenix.
    const newYork = { ...event, date: '2030-03-20T23:30:00.000Z', timeZone: 'America/New_York' };
    installFakeApi().on('GET', '/events/:id', { json: newYork });
    open();
    const chips = await screen.findByRole('list', { name: 'Event details' });
    expect(within(chips).getByText('Wednesday, March 20, 2030')).toBeInTheDocument();
    expect(within(chips).getByText('7:30 PM EDT')).toHaveAttribute('datetime', newYork.date);
    expect(within(chips).getByText(/^4:30\sPM your time$/)).toHaveClass('events-your-time');
  });

  it('a cancelled event: a Cancelled chip first, no Add to Calendar', async () => {
    installFakeApi().on('GET', '/events/:id', { json: { ...event, status: 'cancelled' } });
    open();
    const chips = await screen.findByRole('list', { name: 'Event details' });
    expect(within(chips).getAllByRole('listitem')[0]).toHaveTextContent('Cancelled');
    expect(within(chips).getByText('Cancelled')).toHaveClass('events-chip-cancelled');
    expect(screen.queryByRole('link', { name: 'Add to Calendar' })).not.toBeInTheDocument();
  });

  it('a moved event: a Postponed chip, its new time, and the old one struck through', async () => {
    const moved = { ...event, status: 'postponed' as const, date: '2030-04-04T01:30:00.000Z', previousDate: '2030-03-14T01:30:00.000Z' };
    installFakeApi().on('GET', '/events/:id', { json: moved });
    const { container } = open();
    const chips = await screen.findByRole('list', { name: 'Event details' });
    expect(within(chips).getByText('Postponed')).toHaveClass('events-chip-postponed');
    expect(within(chips).getByText('Wednesday, April 3, 2030')).toBeInTheDocument();
    const note = container.querySelector('.events-status-note') as HTMLElement;
    expect(note).toHaveTextContent('Moved from Wednesday, March 13, 2030 · 6:30 PM MST');
    expect(note.querySelector('del time')).toHaveAttribute('datetime', moved.previousDate);
    expect(screen.getByRole('link', { name: 'Add to Calendar' })).toBeInTheDocument();
  });

  it('a postponed event whose new date is to come shows no date or time, only that it will be announced', async () => {
    const undated = { ...event, status: 'postponed' as const, previousDate: null };
    installFakeApi().on('GET', '/events/:id', { json: undated });
    const { container } = open();
    const chips = await screen.findByRole('list', { name: 'Event details' });
    expect(within(chips).getByText('Postponed')).toBeInTheDocument();
    expect(chips.querySelector('time')).toBeNull();
    expect(container.querySelector('.events-status-note')).toHaveTextContent('Postponed: the new date will be announced.');
    expect(screen.queryByRole('link', { name: 'Add to Calendar' })).not.toBeInTheDocument();
  });

  it('an event with an end time: its chips give the year, the start and the end', async () => {
    const ended = { ...event, date: '2030-03-21T01:30:00.000Z', endDate: '2030-03-21T04:00:00.000Z' };
    installFakeApi().on('GET', '/events/:id', { json: ended });
    open();
    const chips = await screen.findByRole('list', { name: 'Event details' });
    expect(within(chips).getByText('Wednesday, March 20, 2030')).toBeInTheDocument();
    expect(within(chips).getByText('6:30 PM – 9:00 PM MST')).toBeInTheDocument();
    const dates = new URL(screen.getByRole('link', { name: 'Add to Calendar' }).getAttribute('href') ?? '').searchParams.get('dates');
    expect(dates).toBe('20300321T013000Z/20300321T040000Z');
  });

  it('says No description provided. when there is none', async () => {
    installFakeApi().on('GET', '/events/:id', { json: { ...event, description: null } });
    open();
    expect(await screen.findByText('No description provided.')).toBeInTheDocument();
  });

  it('sets the meta description (the schema.org Event is in the served page)', async () => {
    installFakeApi().on('GET', '/events/:id', { json: event });
    const { container } = open();
    await screen.findByRole('heading', { level: 1, name: event.title });
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'An open evening on faith. badChapter details',
    );
  });

  it('renders on a server without a DOM: a skeleton, no request', () => {
    const api = installFakeApi().on('GET', '/events/:id', { json: event });
    const html = renderPageToString(<EventDetailPage />, { path: `/events/${event._id}`, route: ROUTE });
    expect(html).toContain('Back to Events');
    expect(html).toContain('events-skeleton');
    expect(html).not.toContain(event.title);
    expect(api.calls).toHaveLength(0);
  });
});
