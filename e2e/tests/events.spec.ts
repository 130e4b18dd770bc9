import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { recordRequests, test, expect } from '../support/fixtures';
import { API_URL, DEV_ADMIN_CODE, EVENTS_URL } from '../support/ports';

/**
 * The events remote on the production builds and the real API with its seeded events (6 upcoming,
 * 6 past, relative to when the database was seeded). Other tests may add events at the same time, so
 * the page is compared with what the API answers rather than with fixed titles.
 */

interface ApiEvent {
  _id: string;
  title: string;
  date: string;
  location: string;
}

const SEEDED_PER_SECTION = 6;

async function apiEvents(status: 'upcoming' | 'past'): Promise<ApiEvent[]> {
  const response = await fetch(`${API_URL}/events?status=${status}&order=${status === 'past' ? 'desc' : 'asc'}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ApiEvent[];
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });
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

async function adminToken(): Promise<string> {
  const response = await fetch(`${API_URL}/auth/dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ role: 'admin', name: 'Ada Admin', code: DEV_ADMIN_CODE }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { token: string }).token;
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
      startDate: next.date,
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

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    const file = await download.path();
    const text = (await import('node:fs')).readFileSync(file, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.summary).toBe(next.title);
    expect(event.location).toBe(next.location);
    expect(event.startDate.toJSDate().toISOString()).toBe(next.date);
    expect(event.endDate.toJSDate().getTime() - Date.parse(next.date)).toBe(2 * 60 * 60 * 1000);
    expect(events[0]?.getFirstPropertyValue('url')).toMatch(new RegExp(`/events/${next._id}$`));
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
