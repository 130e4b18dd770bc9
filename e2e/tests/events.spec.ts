import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { isoInZone, venueDateTime, visitorTime } from '@beacon/shared/time';
import { expectAccessible } from '../support/accessibility';
import { AppServer } from '../support/appServers';
import { adminToken } from '../support/adminData';
import { pageIsLive, recordRequests, test, expect } from '../support/fixtures';
import { withScriptsBlocked } from '../support/noScripts';
import { API_URL, EVENTS_URL, extraSitePort } from '../support/ports';

/**
 * The events remote on the production builds and the real API with its seeded events (6 upcoming,
 * 6 past, relative to when the database was seeded). Other tests may add events at the same time, so
 * the page is compared with what the API answers rather than with fixed titles.
 */

interface ApiEvent {
  _id: string;
  title: string;
  date: string;
  timeZone: string;
  status: 'scheduled' | 'cancelled' | 'postponed';
  previousDate: string | null;
  location: string;
}

const SEEDED_PER_SECTION = 6;

async function apiEvents(status: 'upcoming' | 'past'): Promise<ApiEvent[]> {
  const response = await fetch(`${API_URL}/events?status=${status}&order=${status === 'past' ? 'desc' : 'asc'}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ApiEvent[];
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

/**
 * A calendar file as a client reads it: its VTIMEZONEs registered, so an entry's TZID times are the
 * venue's (ical.js reads an unregistered zone as floating, the reader's own local time).
 */
function parseCalendar(text: string): { calendar: ICAL.Component; zones: string[]; close: () => void } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of vtimezones) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    zones: vtimezones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    close: () => ICAL.TimezoneService.reset(),
  };
}
const cardTitles = (page: Page, name: string): Locator => section(page, name).locator('.events-card-title');

/** How many cards share the first row of a section's grid. */
const columnsInFirstRow = (grid: Locator): Promise<number> =>
  grid.evaluate((list) => {
    const tops = Array.from(list.children, (item) => Math.round(item.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });

async function openListing(page: Page, width = 1366): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Us at Events' })).toBeVisible();
  await expect(section(page, 'Past Events').locator('.events-card').first()).toBeVisible();
  // Before the page is live a link navigates natively (loading the list again, moving no focus).
  await pageIsLive(page);
}

/** Records Content-Security-Policy violations from the page's first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('events listing', () => {
  test('shows the seeded upcoming and past events, soonest and most recent first, in two columns on a wide screen', async ({ page }) => {
    await openListing(page, 1366);
    await expect(page).toHaveTitle(/^Events · /);
    const [upcoming, past] = await Promise.all([apiEvents('upcoming'), apiEvents('past')]);
    expect(upcoming.length).toBeGreaterThanOrEqual(SEEDED_PER_SECTION);
    expect(past.length).toBeGreaterThanOrEqual(SEEDED_PER_SECTION);
    await expect(cardTitles(page, 'Upcoming Events')).toHaveText(upcoming.map((event) => event.title));
    await expect(cardTitles(page, 'Past Events')).toHaveText(past.map((event) => event.title));

    const first = section(page, 'Upcoming Events').locator('.events-card').first();
    await expect(first.getByText('Happening Soon')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\//);
    await expect(section(page, 'Past Events').getByRole('link', { name: 'Add to Calendar' })).toHaveCount(0);
    await expect(section(page, 'Past Events').getByText('Completed')).toHaveCount(past.length);

    expect(await columnsInFirstRow(section(page, 'Upcoming Events').locator('.events-grid'))).toBe(2);
    expect(await columnsInFirstRow(section(page, 'Past Events').locator('.events-grid'))).toBe(2);
    await expect(page.getByRole('contentinfo')).toContainText('Follow Us');
    await expectAccessible(page, 'the loaded listing');
  });

  test('shows one column on a phone, and the hero buttons bring a section’s heading into view below the top bar', async ({ page }) => {
    await openListing(page, 390);
    expect(await columnsInFirstRow(section(page, 'Upcoming Events').locator('.events-grid'))).toBe(1);
    await page.getByRole('link', { name: 'View Past Highlights' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Past Events' });
    await expect(heading).toBeFocused();
    await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(64);
    await expect(heading).toBeInViewport();
    await expectAccessible(page, 'the listing on a phone');
  });

  test('a card’s Learn More opens its detail at once, and Back to Events returns without loading the list again', async ({ page }) => {
    const requests = recordRequests(page);
    await openListing(page);
    const [next] = await apiEvents('upcoming');
    if (!next) throw new Error('no upcoming event');
    const card = section(page, 'Upcoming Events').getByRole('article', { name: next.title });
    await card.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${next._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
    await expect(page.getByText(next.location)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Join Us at Events' })).toBeVisible();
    await expect(cardTitles(page, 'Upcoming Events').first()).toBeVisible();
    expect(requests.filter((url) => url === `${API_URL}/events`)).toHaveLength(1);
  });
});

test.describe('event detail', () => {
  test('holds valid schema.org Event JSON-LD, names the document, and passes axe with no policy violation', async ({ page }) => {
    const violations = await recordViolations(page);
    const [next] = await apiEvents('upcoming');
    if (!next) throw new Error('no upcoming event');
    await page.goto(`/events/${next._id}`);
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${next.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent()) ?? '') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: next.title,
      // The venue's local time with its offset, e.g. 2026-08-28T18:00:00-07:00 for a Phoenix evening.
      startDate: isoInZone(next.date, next.timeZone),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: next.location, address: next.location },
    });
    expect(Date.parse(String(data.endDate)) - Date.parse(next.date)).toBe(2 * 60 * 60 * 1000);
    expect(String(data.description)).not.toMatch(/[<>]/);
    expect(data.image).toEqual([expect.stringMatching(/^http:\/\/localhost:\d+\//)]);

    await expectAccessible(page, 'the loaded detail');
    expect(await violations()).toEqual([]);
  });

  test('an unknown event says Event not found.', async ({ page }) => {
    await page.goto('/events/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('Event not found.');
    await expect(page.getByRole('alert')).toContainText('There is no event at this address.');
    await expectAccessible(page, 'the not-found detail');
  });

  test('the .ics downloads as text/calendar and parses as the event', async ({ page, request }) => {
    const [next] = await apiEvents('upcoming');
    if (!next) throw new Error('no upcoming event');
    await page.goto(`/events/${next._id}`);
    const link = page.getByRole('link', { name: 'Download .ics' });
    const href = await link.getAttribute('href');
    expect(href).toBe(`${API_URL}/events/${next._id}/calendar.ics`);

    const response = await request.get(href ?? '');
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');

    // A click before the page is live is held until it is: wait, so the download starts from the live link.
    await pageIsLive(page);
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    const file = await download.path();
    const text = (await import('node:fs')).readFileSync(file, 'utf8');
    const { calendar, zones, close } = parseCalendar(text);
    try {
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const event = new ICAL.Event(events[0]);
      expect(event.summary).toBe(next.title);
      expect(event.location).toBe(next.location);
      // Told in the venue's zone, whose VTIMEZONE the file holds; the UID is the event's id, not the site's address.
      expect(event.startDate.zone?.tzid).toBe(next.timeZone);
      expect(zones).toEqual([next.timeZone]);
      expect(event.uid).toBe(`${next._id}@beacon-events`);
      expect(event.startDate.toJSDate().toISOString()).toBe(next.date);
      expect(event.endDate.toJSDate().getTime() - Date.parse(next.date)).toBe(2 * 60 * 60 * 1000);
      expect(events[0]?.getFirstPropertyValue('url')).toMatch(new RegExp(`/events/${next._id}$`));
    } finally {
      close();
    }
  });

  test('an event with an end time: the card, the chips, the calendar link and the .ics give its end', async ({ page, request }) => {
    const token = await adminToken();
    const start = yearsAhead(4);
    const end = new Date(Date.parse(start) + 3.5 * 60 * 60 * 1000).toISOString();
    const created = await createEvent(token, { title: `Long Evening ${Date.now()}`, date: start, endDate: end, timeZone: 'Asia/Tokyo' });
    try {
      await openListing(page);
      const card = section(page, 'Upcoming Events').getByRole('article', { name: created.title });
      await expect(card.locator(`time[datetime="${start}"]`)).toContainText(' – ');
      await expect(card.locator(`time[datetime="${start}"]`)).toContainText('JST');
      const dates = new URL((await card.getByRole('link', { name: 'Add to Calendar' }).getAttribute('href')) ?? '').searchParams.get(
        'dates',
      );
      const compact = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
      expect(dates).toBe(`${compact(start)}/${compact(end)}`);
      const { calendar, close } = parseCalendar(await (await request.get(`${API_URL}/events/${created._id}/calendar.ics`)).text());
      try {
        const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
        expect(event.startDate.zone?.tzid).toBe('Asia/Tokyo');
        expect(event.endDate.toJSDate().toISOString()).toBe(end);
      } finally {
        close();
      }
    } finally {
      await fetch(`${API_URL}/events/${created._id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('an event whose image is missing shows its placeholder, and the page logs no error', async ({ page }) => {
    const token = await adminToken();
    // An upload address the API serves nothing at: 404.
    const MISSING_IMAGE = '/media/uploads/events/AAAAAAAAAAAAAAAAAAAA.png';
    const imageUrl = `${API_URL}${MISSING_IMAGE}`;
    const created = await createEvent(token, { title: `Lost Picture ${Date.now()}`, date: yearsAhead(4), imageUrl });
    try {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('requestfailed', (failed) => errors.push(`${failed.url()} ${failed.failure()?.errorText ?? ''}`));
      const answers: number[] = [];
      page.on('response', (response) => response.url().endsWith(MISSING_IMAGE) && answers.push(response.status()));
      await openListing(page);
      const card = section(page, 'Upcoming Events').getByRole('article', { name: created.title });
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('img')).toHaveAttribute('src', /event-placeholder/);
      // The 404's answer may be read from another origin: no blocked response (ERR_BLOCKED_BY_RESPONSE) is logged.
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
      // The browser read the 404 (a blocked answer is no response at all).
      expect(answers).toContain(404);
    } finally {
      await fetch(`${API_URL}/events/${created._id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('the feed of upcoming events parses and holds every upcoming event', async ({ request }) => {
    const response = await request.get(`${API_URL}/events/calendar.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const summaries = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary);
    const upcoming = await apiEvents('upcoming');
    expect(summaries).toEqual(expect.arrayContaining(upcoming.map((event) => event.title).slice(0, SEEDED_PER_SECTION)));
  });

  test('a description with a script, an onerror handler and a javascript: link shows harmless text and runs nothing', async ({ page }) => {
    const token = await adminToken();
    const created = await fetch(`${API_URL}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Hostile Markup Evening',
        date: new Date(Date.now() + 5 * 365 * 24 * 60 * 60 * 1000).toISOString(),
        location: 'Test Hall',
        category: 'Test',
        description:
          '<p>Harmless words stay.</p><script>window.__pwned = 1; alert("script")</script><img src="x" onerror="window.__pwned = 2; alert(\'onerror\')"><p><a href="javascript:alert(\'link\')">Click me</a></p>',
      }),
    });
    expect(created.status).toBe(201);
    const event = (await created.json()) as ApiEvent;
    try {
      const dialogs: string[] = [];
      const errors: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(`/events/${event._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Hostile Markup Evening' })).toBeVisible();
      const description = page.locator('.events-description');
      await expect(description.getByText('Harmless words stay.')).toBeVisible();
      await expect(description.getByText('Click me')).toBeVisible();
      expect(await description.locator('script, img, [onerror]').count()).toBe(0);
      expect(await description.locator('a[href^="javascript:" i]').count()).toBe(0);
      await description.getByText('Click me').click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await fetch(`${API_URL}/events/${event._id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    }
  });
});

test.describe('the events remote on its own', () => {
  test('its own deployment serves the listing and a detail page alone, with the same data', async ({ page }) => {
    const [next] = await apiEvents('upcoming');
    if (!next) throw new Error('no upcoming event');
    await page.goto(`${EVENTS_URL}/events`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Us at Events' })).toBeVisible();
    await expect(cardTitles(page, 'Upcoming Events').first()).toHaveText(next.title);
    await section(page, 'Upcoming Events').getByRole('article', { name: next.title }).getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(`${EVENTS_URL}/events/${next._id}`);
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
  });
});

/** Errors React reports when the served HTML and the first render in the browser differ. */
function recordHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|#418|#425/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#425/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

async function createEvent(token: string, fields: Record<string, unknown>): Promise<ApiEvent> {
  const response = await fetch(`${API_URL}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ location: 'Capitol Lawn, Phoenix, AZ', category: 'Rally', ...fields }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ApiEvent;
}

async function updateEvent(token: string, id: string, fields: Record<string, unknown>): Promise<ApiEvent> {
  const response = await fetch(`${API_URL}/events/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(fields),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ApiEvent;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Some years ahead, to the second (what calendar files keep). */
const yearsAhead = (years: number): string => new Date(Math.floor((Date.now() + years * YEAR_MS) / 1000) * 1000).toISOString();

test.describe('times at the venue, seen from New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the served listing already reads each time at the venue with its zone; the browser adds the visitor’s own time, moving nothing, with no hydration error', async ({
    page,
    request,
    browser,
  }) => {
    const [next] = await apiEvents('upcoming');
    if (!next) throw new Error('no upcoming event');
    expect(next.timeZone).toBe('America/Phoenix');
    const venue = venueDateTime(next.date, next.timeZone);
    expect(venue).toMatch(/ · \d{1,2}:\d{2} [AP]M MST$/);
    // In the HTML the page server sends, before any script runs.
    const served = await (await request.get('/events')).text();
    expect(served).toContain(`>${venue}</time>`);

    const hydrationErrors = recordHydrationErrors(page);
    await openListing(page);
    const card = section(page, 'Upcoming Events').getByRole('article', { name: next.title });
    await expect(card.locator(`time[datetime="${next.date}"]`)).toHaveText(venue);
    // New York is two or three hours ahead of Phoenix: the visitor's time follows, smaller.
    const own = visitorTime(next.date, next.timeZone, 'America/New_York');
    expect(own).not.toBeNull();
    await expect(card.locator('.events-your-time')).toHaveText(`${own ?? ''} your time`.replace(/\s/g, ' '), { useInnerText: true });
    expect(hydrationErrors).toEqual([]);
    // Written in once the page is live, it moves nothing: Learn More is where the served page had it (a tap lands on it).
    const learnMoreTop = (scope: Page) =>
      section(scope, 'Upcoming Events')
        .getByRole('article', { name: next.title })
        .getByRole('link', { name: 'Learn More' })
        .evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    // At every width from a small phone to a laptop, whether or not the added words need a line of their own.
    const widths = Array.from({ length: 28 }, (_, step) => 360 + step * 40);
    const shifted = await withScriptsBlocked(browser, async (served) => {
      await served.goto('/events');
      const moved: string[] = [];
      for (const width of widths) {
        await Promise.all([served, page].map((scope) => scope.setViewportSize({ width, height: 900 })));
        const [before, after] = await Promise.all([learnMoreTop(served), learnMoreTop(page)]);
        if (before !== after) moved.push(`${width} px: ${before} → ${after}`);
      }
      return moved;
    });
    expect(shifted).toEqual([]);
  });
});

test.describe('times at the venue, seen from the venue’s own zone', () => {
  test.use({ timezoneId: 'America/Phoenix' });

  test('a visitor in Phoenix reads the venue’s time alone', async ({ page }) => {
    const [next] = await apiEvents('upcoming');
    if (!next) throw new Error('no upcoming event');
    await openListing(page);
    const card = section(page, 'Upcoming Events').getByRole('article', { name: next.title });
    await expect(card.locator(`time[datetime="${next.date}"]`)).toHaveText(venueDateTime(next.date, next.timeZone));
    await expect(card.locator('.events-your-time')).toHaveCount(0);
  });
});

test.describe('cancelled and moved events', () => {
  test('a cancelled event: its chip, no Add to Calendar, EventCancelled in the JSON-LD, STATUS:CANCELLED with a higher SEQUENCE in its file and the feed', async ({
    page,
    request,
  }) => {
    const token = await adminToken();
    const created = await createEvent(token, {
      title: `Called Off Rally ${Date.now()}`,
      date: yearsAhead(4),
    });
    try {
      const cancelled = await updateEvent(token, created._id, { status: 'cancelled' });
      expect(cancelled.status).toBe('cancelled');

      await openListing(page);
      const card = section(page, 'Upcoming Events').getByRole('article', { name: created.title });
      await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Learn More' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Add to Calendar' })).toHaveCount(0);

      await page.goto(`/events/${created._id}`);
      await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Event details' }).getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add to Calendar' })).toHaveCount(0);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<string, unknown>;
      expect(data).toMatchObject({
        eventStatus: 'https://schema.org/EventCancelled',
        startDate: isoInZone(created.date, created.timeZone),
      });
      expect(data).not.toHaveProperty('previousStartDate');

      const parse = async (url: string) => {
        const { calendar, close } = parseCalendar(await (await request.get(url)).text());
        try {
          const vevent = calendar
            .getAllSubcomponents('vevent')
            .find((each) => String(each.getFirstPropertyValue('uid')).startsWith(created._id));
          if (!vevent) throw new Error(`no entry for ${created._id} in ${url}`);
          return {
            status: vevent.getFirstPropertyValue('status'),
            sequence: vevent.getFirstPropertyValue('sequence'),
            start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
          };
        } finally {
          close();
        }
      };
      const expected = { status: 'CANCELLED', sequence: 1, start: created.date };
      expect(await parse(`${API_URL}/events/${created._id}/calendar.ics`)).toEqual(expected);
      expect(await parse(`${API_URL}/events/calendar.ics`)).toEqual(expected);
    } finally {
      await fetch(`${API_URL}/events/${created._id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('a moved event: Postponed, its new time, the former one struck through, EventRescheduled with previousStartDate', async ({
    page,
  }) => {
    const token = await adminToken();
    const former = yearsAhead(4);
    const created = await createEvent(token, { title: `Moved Rally ${Date.now()}`, date: former });
    try {
      const moved = await updateEvent(token, created._id, {
        status: 'postponed',
        previousDate: former,
        date: new Date(Date.parse(former) + 14 * 24 * 60 * 60 * 1000).toISOString(),
      });
      await openListing(page);
      const card = section(page, 'Upcoming Events').getByRole('article', { name: created.title });
      await expect(card.getByText('Postponed', { exact: true })).toBeVisible();
      await expect(card.locator(`time[datetime="${moved.date}"]`)).toHaveText(venueDateTime(moved.date, moved.timeZone));
      await expect(card.locator('.events-status-note')).toHaveText(`Moved from ${venueDateTime(former, moved.timeZone)}`);
      await expect(card.locator(`.events-status-note del time[datetime="${moved.previousDate ?? ''}"]`)).toBeVisible();
      expect(await card.locator('.events-status-note del').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
        'line-through',
      );
      await expect(card.getByRole('link', { name: 'Add to Calendar' })).toBeVisible();

      await page.goto(`/events/${created._id}`);
      await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<string, unknown>;
      expect(data).toMatchObject({
        eventStatus: 'https://schema.org/EventRescheduled',
        startDate: isoInZone(moved.date, moved.timeZone),
        previousStartDate: isoInZone(former, moved.timeZone),
      });
    } finally {
      await fetch(`${API_URL}/events/${created._id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    }
  });
});

test.describe('a first visit to /events while the API is down', () => {
  // Nothing listens here: the page server, the events remote's renderer and the browser are all given it.
  const downApi = `http://localhost:${extraSitePort(8)}`;
  const remote = new AppServer('mfe-events', extraSitePort(7), { API_URL: downApi });
  const host = new AppServer('host', extraSitePort(6), { API_URL: downApi, MFE_EVENTS_URL: remote.url });
  test.beforeAll(async () => {
    await Promise.all([remote.start(), host.start()]);
    // Rendered with the API down: the page with its error, not a failed render.
    expect(await remote.warmRender('./EventsPage', '/events')).toBe(200);
  });
  test.afterAll(async () => Promise.all([remote.stop(), host.stop()]));

  test("the served page ends in 'Unable to load events. Please try again.' above the sections, and Try again loads them once the API is back", async ({
    page,
  }) => {
    let down = true;
    // Once "back", the browser's requests to that address reach the real API.
    await page.route(`${downApi}/**`, async (route) => {
      if (down) return route.abort('connectionrefused');
      const response = await route.fetch({ url: route.request().url().replace(downApi, API_URL) });
      return route.fulfill({ response });
    });
    const response = await page.goto(`${host.url}/events`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('Join Us at Events');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to load events. Please try again.', { timeout: 20_000 });
    // Above the sections, and no skeleton left waiting.
    expect(
      await alert.evaluate((element) => {
        const upcoming = document.getElementById('upcoming');
        return upcoming !== null && Boolean(element.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await expect(page.locator('.events-card-skeleton')).toHaveCount(0);

    down = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    const [next] = await apiEvents('upcoming');
    if (!next) throw new Error('no upcoming event');
    await expect(cardTitles(page, 'Upcoming Events').first()).toHaveText(next.title);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
