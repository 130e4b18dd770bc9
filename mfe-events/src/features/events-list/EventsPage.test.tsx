import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_CLOCK_TICK_MS } from '@beacon/shared/hydration';
import { installFakeApi, renderPage, renderPageToString, setReducedMotion, testConfig } from '@beacon/shared/testing';
import { formatCardDate } from '../../lib/eventTime';
import { DAY_MS, makeEvent } from '../../lib/testEvents';
import EventsPage from './EventsPage';

// Counts the cards rendered: a card words its date once per render.
jest.mock('../../lib/eventTime', () => {
  const actual = jest.requireActual<typeof import('../../lib/eventTime')>('../../lib/eventTime');
  return { ...actual, formatCardDate: jest.fn(actual.formatCardDate) };
});

import { venueDateTime } from '@beacon/shared/time';

const soon = makeEvent({ title: 'Faith & Freedom Town Hall', daysFromNow: 3, attendees: 1200, category: 'Town Hall' });
const later = makeEvent({ title: 'Rally for Transparency', daysFromNow: 32, category: 'Rally', imageUrl: null });
const recent = makeEvent({ title: 'Citizen Journalism Bootcamp', daysFromNow: -6, attendees: 250, category: 'Workshop' });
const old = makeEvent({ title: 'Founders’ Anniversary Gala', daysFromNow: -300, category: 'Gala' });
const ALL = [old, recent, soon, later];

const open = () => renderPage(<EventsPage />, { path: '/events' });
const section = (name: string) => screen.getByRole('region', { name });
const cardOf = (title: string) => screen.getByRole('article', { name: title });

describe('the events listing', () => {
  it('shows the hero, names the document and, while loading, skeleton cards in both sections', () => {
    installFakeApi().on('GET', '/events', 'hang');
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Us at Events' })).toBeInTheDocument();
    expect(
      screen.getByText('Speaking engagements, rallies, and community gatherings — where faith and freedom meet action.'),
    ).toBeInTheDocument();
    expect(document.title).toBe(`Events · ${testConfig().site.organisationName}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');
    expect(within(section('Upcoming Events')).getByRole('list', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.events-card-skeleton')).toHaveLength(4);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows both empty messages when there are no events', async () => {
    installFakeApi().on('GET', '/events', { json: [] });
    open();
    expect(await within(section('Upcoming Events')).findByText('No upcoming events at the moment. Stay tuned!')).toBeInTheDocument();
    expect(within(section('Past Events')).getByText('No past events recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in red above the sections when the load fails, and Try again loads the events', async () => {
    const api = installFakeApi().on('GET', '/events', { status: 500, json: { error: 'Internal Server Error', message: 'boom' } });
    const { container } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load events. Please try again.');
    expect(alert).toHaveClass('events-error');
    expect(alert.compareDocumentPosition(section('Upcoming Events')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('.events-card-skeleton')).toHaveLength(0);

    api.on('GET', '/events', { json: ALL });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: soon.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/events')).toHaveLength(2);
  });

  it('lists upcoming events soonest first and past events most recent first', async () => {
    installFakeApi().on('GET', '/events', { json: ALL });
    open();
    await screen.findByRole('article', { name: soon.title });
    const titles = (name: string) =>
      within(section(name))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles('Upcoming Events')).toEqual([soon.title, later.title]);
    expect(titles('Past Events')).toEqual([recent.title, old.title]);
  });

  it('shows each card’s chip, date, place, attendees, excerpt and links', async () => {
    installFakeApi().on('GET', '/events', { json: ALL });
    open();
    const card = await screen.findByRole('article', { name: soon.title });
    expect(within(card).getByText('Happening Soon')).toHaveClass('events-chip-soon');
    expect(within(card).getByText(venueDateTime(soon.date, 'America/Phoenix'))).toBeInTheDocument();
    expect(within(card).getByText(/ · \d{1,2}:\d{2} [AP]M MST$/)).toBeInTheDocument();
    expect(within(card).getByText(soon.location)).toBeInTheDocument();
    expect(within(card).getByText('1,200 expected attendees')).toBeInTheDocument();
    expect(within(card).getByText('About the event.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', `/events/${soon._id}`);
    const calendar = within(card).getByRole('link', { name: 'Add to Calendar' });
    expect(calendar).toHaveAttribute('target', '_blank');
    expect(calendar).toHaveAttribute('rel', 'noopener noreferrer');
    expect(calendar.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);

    expect(within(cardOf(later.title)).getByText('Rally')).toHaveClass('events-chip-category');
    expect(within(cardOf(later.title)).queryByText(/attendees/)).not.toBeInTheDocument();

    const past = cardOf(recent.title);
    expect(within(past).getByText('Completed')).toHaveClass('events-chip-completed');
    expect(within(past).getByText('250 attendees')).toBeInTheDocument();
    expect(within(past).getByRole('link', { name: 'View Recap' })).toHaveAttribute('href', `/events/${recent._id}`);
  });

  it('words one attendee in the singular and hides a count of zero', async () => {
    const one = makeEvent({ title: 'Small Circle', daysFromNow: 5, attendees: 1 });
    const none = makeEvent({ title: 'Empty Hall', daysFromNow: 6, attendees: 0 });
    const onePast = makeEvent({ title: 'Quiet Recap', daysFromNow: -3, attendees: 1 });
    installFakeApi().on('GET', '/events', { json: [one, none, onePast] });
    open();
    const card = await screen.findByRole('article', { name: one.title });
    expect(within(card).getByText('1 expected attendee')).toBeInTheDocument();
    expect(within(cardOf(none.title)).queryByText(/attendee/)).not.toBeInTheDocument();
    expect(within(cardOf(onePast.title)).getByText('1 attendee')).toBeInTheDocument();
  });

  it('offers Add to Calendar on upcoming cards only, and dims past cards with a greyscale image', async () => {
    installFakeApi().on('GET', '/events', { json: ALL });
    open();
    await screen.findByRole('article', { name: soon.title });
    expect(within(section('Upcoming Events')).getAllByRole('link', { name: 'Add to Calendar' })).toHaveLength(2);
    expect(within(section('Past Events')).queryByRole('link', { name: 'Add to Calendar' })).not.toBeInTheDocument();
    for (const title of [recent.title, old.title]) expect(cardOf(title).closest('li')).toHaveClass('events-card events-card-past');
    for (const title of [soon.title, later.title]) expect(cardOf(title).closest('li')).not.toHaveClass('events-card-past');
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toContain('.events-card-past .events-card-inner { opacity: 0.72; }');
    expect(css).toContain('.events-card-past img { filter: grayscale(1); }');
  });

  it('tells a venue’s time with its zone, and the visitor’s own time when their zone differs', async () => {
    // These tests run in Phoenix: 23:30 UTC on March 20, 2030 is 7:30 PM in New York and 4:30 PM here.
    const newYork = makeEvent({ title: 'Capitol Vigil', daysFromNow: 3, timeZone: 'America/New_York' });
    const fixed = { ...newYork, date: '2030-03-20T23:30:00.000Z' };
    installFakeApi().on('GET', '/events', { json: [fixed, soon] });
    open();
    const card = await screen.findByRole('article', { name: fixed.title });
    expect(within(card).getByText('Wednesday, March 20, 2030 · 7:30 PM EDT')).toHaveAttribute('datetime', fixed.date);
    expect(within(card).getByText(/^4:30\sPM your time$/)).toBeInTheDocument();
    expect(within(cardOf(soon.title)).queryByText(/your time/)).not.toBeInTheDocument();
  });

  it('gives an event with an end time its start and end; Tokyo’s zone reads JST', async () => {
    const tokyo = makeEvent({ title: 'Tokyo Forum', daysFromNow: 3, timeZone: 'Asia/Tokyo' });
    const fixed = { ...tokyo, date: '2030-10-01T10:00:00.000Z', endDate: '2030-10-01T12:30:00.000Z' };
    installFakeApi().on('GET', '/events', { json: [fixed] });
    open();
    const card = await screen.findByRole('article', { name: fixed.title });
    expect(within(card).getByText('Tuesday, October 1, 2030 · 7:00 PM – 9:30 PM JST')).toHaveAttribute('datetime', fixed.date);
  });

  it('marks cancelled and postponed events: chips, the date moved from, no date nor calendar link while the new date is to come', async () => {
    const cancelled = makeEvent({ title: 'Called Off', daysFromNow: 4, status: 'cancelled' });
    const moved = makeEvent({ title: 'Moved On', daysFromNow: 9, status: 'postponed', previousDate: '2030-03-14T01:30:00.000Z' });
    const undated = makeEvent({ title: 'Date To Come', daysFromNow: 12, status: 'postponed' });
    installFakeApi().on('GET', '/events', { json: [cancelled, moved, undated] });
    open();
    const card = await screen.findByRole('article', { name: cancelled.title });
    expect(within(card).getByText('Cancelled')).toHaveClass('events-chip-cancelled');
    expect(within(card).queryByRole('link', { name: 'Add to Calendar' })).not.toBeInTheDocument();

    const movedCard = cardOf(moved.title);
    expect(within(movedCard).getByText('Postponed')).toHaveClass('events-chip-postponed');
    const note = movedCard.querySelector('.events-status-note') as HTMLElement;
    expect(note).toHaveTextContent('Moved from Wednesday, March 13, 2030 · 6:30 PM MST');
    expect(note.querySelector('del time')).toHaveAttribute('datetime', moved.previousDate);
    expect(within(movedCard).getByRole('link', { name: 'Add to Calendar' })).toBeInTheDocument();

    const undatedCard = cardOf(undated.title);
    expect(within(undatedCard).getByText('Postponed: the new date will be announced.')).toBeInTheDocument();
    // Its stored date is the old one: neither it nor its time is shown beside "will be announced".
    expect(undatedCard.querySelector('time')).toBeNull();
    expect(within(undatedCard).queryByText(/ · \d{1,2}:\d{2} [AP]M/)).not.toBeInTheDocument();
    expect(within(undatedCard).queryByRole('link', { name: 'Add to Calendar' })).not.toBeInTheDocument();
  });

  it('cuts descriptions to 360 characters of text with an ellipsis, markup stripped', async () => {
    const words = (length: number) => 'x'.repeat(length);
    const at359 = makeEvent({ title: 'A', daysFromNow: 20, description: `<p><strong>${words(359)}</strong></p>` });
    const at360 = makeEvent({ title: 'B', daysFromNow: 21, description: `<p>${words(300)}<em>${words(60)}</em></p>` });
    const at361 = makeEvent({ title: 'C', daysFromNow: 22, description: `<p>${words(361)}</p><script>alert(1)</script>` });
    installFakeApi().on('GET', '/events', { json: [at359, at360, at361] });
    open();
    const text = async (title: string) =>
      (await screen.findByRole('article', { name: title })).querySelector('.events-card-text')?.textContent;
    expect(await text('A')).toBe(words(359));
    expect(await text('B')).toBe(words(360));
    expect(await text('C')).toBe(`${words(359)}…`);
    expect(Array.from((await text('C')) ?? '')).toHaveLength(360);
  });

  it('shows the 800×450 placeholder for a missing image and for one that fails to load; only the first row loads at once, as the first screen', async () => {
    installFakeApi().on('GET', '/events', { json: ALL });
    const { container } = open();
    await screen.findByRole('article', { name: soon.title });
    const image = (title: string) => cardOf(title).querySelector('img') as HTMLImageElement;
    expect(image(later.title)).toHaveAttribute('src', 'asset-stub');
    expect(image(later.title)).toHaveAttribute('width', '800');
    expect(image(later.title)).toHaveAttribute('height', '450');
    expect(image(soon.title)).toHaveAttribute('src', soon.imageUrl);
    fireEvent.error(image(soon.title));
    expect(image(soon.title)).toHaveAttribute('src', 'asset-stub');
    const images = Array.from(container.querySelectorAll('.events-card img'));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    // The first row is the first screen: fetched first, and shown before the page's code starts.
    expect(images.map((img) => img.getAttribute('elementtiming'))).toEqual(['first-screen', 'first-screen', null, null]);
  });

  it('opens the detail from Learn More', async () => {
    installFakeApi().on('GET', '/events', { json: ALL });
    open();
    const card = await screen.findByRole('article', { name: soon.title });
    await userEvent.click(within(card).getByRole('link', { name: 'Learn More' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/events/${soon._id}`);
  });

  it('scrolls to a section from the hero (smoothly unless reduced motion) and moves focus to its heading', async () => {
    installFakeApi().on('GET', '/events', { json: ALL });
    const scrolls: ScrollIntoViewOptions[] = [];
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      scrolls.push(options as ScrollIntoViewOptions);
    };
    open();
    await screen.findByRole('article', { name: soon.title });
    await userEvent.click(screen.getByRole('link', { name: 'View Past Highlights' }));
    expect(scrolls).toEqual([{ behavior: 'smooth', block: 'start' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Past Events' })).toHaveFocus();

    const restore = setReducedMotion(true);
    try {
      await userEvent.click(screen.getByRole('link', { name: 'See Upcoming' }));
    } finally {
      restore();
    }
    expect(scrolls[1]).toEqual({ behavior: 'auto', block: 'start' });
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See Upcoming' })).toHaveAttribute('href', '#upcoming');
    // @ts-expect-error jsdom has no scrollIntoView: the stand-in goes again
    delete Element.prototype.scrollIntoView;
  });

  it('links the feed of upcoming events', async () => {
    installFakeApi().on('GET', '/events', { json: [] });
    open();
    expect(screen.getByRole('link', { name: 'Subscribe to upcoming events (.ics)' })).toHaveAttribute(
      'href',
      'http://api.test/events/calendar.ics',
    );
    await act(async () => undefined);
  });

  it('renders again, as the page’s clock moves on, only the cards whose status changes', async () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      installFakeApi().on('GET', '/events', { json: ALL });
      open();
      await screen.findByRole('article', { name: soon.title });
      const rendered = jest.mocked(formatCardDate);
      rendered.mockClear();

      act(() => jest.advanceTimersByTime(PAGE_CLOCK_TICK_MS));
      expect(rendered).not.toHaveBeenCalled();

      // 26 days on: the soon event is over and the later one is 6 days away; the past ones stay past.
      act(() => {
        jest.setSystemTime(Date.now() + 26 * DAY_MS);
        jest.advanceTimersByTime(PAGE_CLOCK_TICK_MS);
      });
      expect(within(cardOf(later.title)).getByText('Happening Soon')).toBeInTheDocument();
      expect(within(section('Past Events')).getByRole('article', { name: soon.title })).toBeInTheDocument();
      const cards = rendered.mock.calls.map(([event]) => event);
      expect(cards).toEqual(expect.arrayContaining([soon, later]));
      expect(cards).not.toContain(recent);
      expect(cards).not.toContain(old);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders on a server without a DOM: skeletons, no time-dependent markup, no request', () => {
    const api = installFakeApi().on('GET', '/events', { json: ALL });
    const html = renderPageToString(<EventsPage />, { path: '/events' });
    expect(html).toContain('Join Us at Events');
    expect(html).toContain('events-card-skeleton');
    expect(html).not.toContain(soon.title);
    expect(api.calls).toHaveLength(0);
  });
});
