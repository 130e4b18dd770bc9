import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { contrastOf } from '../support/contrast';
import { test, expect, mainThreadQuiet, pageIsLive, recordRequests } from '../support/fixtures';
import { API_URL, MEDIA_ORIGIN } from '../support/ports';

/**
 * The media remote on the production builds and the real API with its seeded catalogue (eight
 * videos in each of the six categories). The fixture fails any test whose page tries to leave
 * localhost: thumbnails come from the API and the player's embed host is a dead local URL.
 */

const EMBED_BASE = 'http://localhost:3999/embed';

/** The real cards (of the page, or of one section), not the placeholders shown while a list loads. */
const cards = (scope: Page | Locator) => scope.locator('.media-grid > li:not(.media-card-skeleton)');

/** Holds every answer of the video API until the returned function is called. */
async function holdVideoApi(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${API_URL}/video-api/**`, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
const cardTitles = (page: Page) => page.locator('.media-grid .media-card-title');
/** The visible category group: the wide row, or the chip strip at 900 px and below. */
const categoryBar = (page: Page) => page.getByRole('group', { name: 'Categories' }).filter({ visible: true }).first();

async function openArchive(page: Page, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/video-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Video Reports' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await pageIsLive(page);
}

/** How many cards share the first row of the grid. */
async function columnsInFirstRow(grid: Locator): Promise<number> {
  return grid.evaluate((list) => {
    const tops = Array.from(list.children, (item) => Math.round(item.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });
}

/** Records every layout shift of the page (from its first paint) in `window.__shifts`. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
const cumulative = (shifts: { value: number }[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

test.describe('video archive', () => {
  test('shows the heading block, the sponsor link and every video, newest first', async ({ page }) => {
    await openArchive(page);
    const sponsor = page.getByRole('link', { name: /become a sponsor/ });
    await expect(sponsor).toHaveAttribute('target', '_blank');
    await expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('heading', { level: 2, name: 'All videos' })).toBeVisible();
    await expect(cards(page)).toHaveCount(48);
    await expect(page.locator('.media-card-subtitle').first()).toHaveText(
      /^Beacon (Media|Conversations) • \d+(\.\d)?[kM]? Views? • \d+ (second|minute|hour|day|week|month|year)s? ago$/,
    );
  });

  test('switching category changes the cards', async ({ page }) => {
    await openArchive(page);
    await categoryBar(page).getByRole('button', { name: 'Live' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Live' })).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    await expect(cardTitles(page).first()).toHaveText(/^LIVE: /);
    for (const title of await cardTitles(page).allTextContents()) expect(title).toMatch(/^LIVE: /);

    await categoryBar(page).getByRole('button', { name: 'Pride' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pride' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pride Month Parade: What the Cameras Missed' })).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: /^LIVE: / })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(8);
  });

  test('a search term shows the matching cards; a nonsense term shows the search empty text', async ({ page }) => {
    await openArchive(page);
    const search = page.getByRole('textbox', { name: 'Search videos' });
    await search.fill('courthouse');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “courthouse”' })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    for (const title of await cardTitles(page).allTextContents()) expect(title.toLowerCase()).toContain('courthouse');

    await search.fill('zzqxv nothing like this');
    await expect(page.getByText('No results found for your search.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await search.fill('');
    await expect(page.getByRole('heading', { level: 2, name: 'All videos' })).toBeVisible();
    await expect(cards(page)).toHaveCount(48);
  });

  test('searches after a pause in typing, never for a single character', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/search/channel')) searches.push(url.searchParams.get('search') ?? '');
    });
    await openArchive(page);
    const search = page.getByRole('textbox', { name: 'Search videos' });
    await search.pressSequentially('c');
    await page.waitForTimeout(700);
    expect(searches).toEqual([]);
    // The heading follows the settled term at once; the request for it is seen a moment later.
    const councilSearch = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.endsWith('/search/channel') && url.searchParams.get('search') === 'council';
    });
    await search.pressSequentially('ouncil');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeVisible();
    await councilSearch;
    // One request per burst is pinned with fake timers in the unit tests; here a slow machine may pause mid-word.
    expect(searches.at(-1)).toBe('council');
    expect(searches.filter((term) => term.length < 2)).toEqual([]);
  });

  for (const [width, columns] of [
    [500, 1],
    [700, 2],
    [1000, 3],
    [1300, 6],
  ] as const) {
    test(`the grid has ${columns} column${columns > 1 ? 's' : ''} at ${width} px`, async ({ page }) => {
      await openArchive(page, width);
      // Polled: the cards may have just arrived and the grid still be laying them out.
      await expect.poll(() => columnsInFirstRow(page.locator('.media-grid'))).toBe(columns);
      // Every thumbnail keeps its 16:9 box whether or not its image has loaded.
      const box = await page.locator('.media-card-thumb').nth(columns).boundingBox();
      expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    });
  }

  test('above 900 px the categories are a row; at 900 px and below a chip strip and a drawer', async ({ page }) => {
    await openArchive(page, 901);
    const row = page.locator('.media-category-row');
    const strip = page.locator('.media-category-strip');
    const drawerToggle = page.getByRole('button', { name: 'All categories' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(6);
    await expect(strip).toBeHidden();
    await expect(drawerToggle).toBeHidden();

    await page.setViewportSize({ width: 900, height: 900 });
    await expect(row).toBeHidden();
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('button')).toHaveCount(6);
    await expect(strip).toHaveCSS('overflow-x', 'auto');
    await expect(strip).toHaveCSS('flex-wrap', 'nowrap');

    await page.setViewportSize({ width: 375, height: 800 });
    // The strip scrolls sideways instead of widening the page.
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await drawerToggle.click();
    const drawer = page.locator('dialog.media-category-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('group', { name: 'Categories' }).getByRole('button')).toHaveCount(6);
    await drawer.getByRole('button', { name: 'Local' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Local' })).toBeVisible();
    await expect(strip.getByRole('button', { name: 'Local' })).toHaveAttribute('aria-pressed', 'true');
  });

  for (const [device, width, height] of [
    ['desktop', 1366, 900],
    ['phone', 390, 844],
  ] as const) {
    test(`nothing shifts on the ${device} while the archive loads or switches lists (CLS ≤ 0.05)`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.setViewportSize({ width, height });
      await page.goto('/video-reports');
      await expect(cards(page)).toHaveCount(48);
      await page.waitForLoadState('networkidle');
      // A later list loads over the grid: the cards stay where they are.
      const firstCardTop = await cards(page)
        .first()
        .evaluate((card) => card.getBoundingClientRect().top);
      const release = await holdVideoApi(page);
      await categoryBar(page).getByRole('button', { name: 'Pride' }).click();
      await expect(page.locator('.media-status-overlay')).toBeVisible();
      expect(
        await cards(page)
          .first()
          .evaluate((card) => card.getBoundingClientRect().top),
      ).toBe(firstCardTop);
      release();
      await expect(cards(page)).toHaveCount(8);
      const shifts = await layoutShifts(page);
      expect(cumulative(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
    });
  }

  test('Escape clears the search; the clear button is named Clear search', async ({ page }) => {
    await openArchive(page);
    const search = page.getByRole('textbox', { name: 'Search videos' });
    await search.fill('council');
    await expect(page).toHaveURL(/q=council$/);
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(page.getByRole('heading', { level: 2, name: 'All videos' })).toBeVisible();
    await search.fill('flood');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
  });

  test('shortened to one character, the list and the heading follow the box', async ({ page }) => {
    await openArchive(page);
    const search = page.getByRole('textbox', { name: 'Search videos' });
    await search.fill('council');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeVisible();
    await search.fill('c');
    await expect(page.getByRole('heading', { level: 2, name: 'All videos' })).toBeVisible();
    await expect(cards(page)).toHaveCount(48);
    await expect(page).toHaveURL(/\/video-reports$/);
  });

  test('the result count is announced in a polite live region', async ({ page }) => {
    await openArchive(page);
    const region = page.locator('[role="status"][aria-live="polite"]');
    await expect(region).toHaveText('All videos: 48 videos');
    await page.getByRole('textbox', { name: 'Search videos' }).fill('courthouse');
    await expect(region).toHaveText('Results for “courthouse”: 2 videos');
  });

  test('a category chosen in the phone drawer is scrolled into view in the chip strip', async ({ page }) => {
    await openArchive(page, 375);
    const strip = page.locator('.media-category-strip');
    await page.getByRole('button', { name: 'All categories' }).click();
    await page.locator('dialog.media-category-drawer').getByRole('button', { name: 'Interviews' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Interviews' })).toBeVisible();
    const chip = strip.getByRole('button', { name: 'Interviews' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const [chipBox, stripBox] = [await chip.boundingBox(), await strip.boundingBox()];
        return Boolean(chipBox && stripBox && chipBox.x >= stripBox.x - 1 && chipBox.x + chipBox.width <= stripBox.x + stripBox.width + 1);
      })
      .toBe(true);
  });

  test("'Show all videos' and the selected category's text have at least 4.5:1 contrast", async ({ page }) => {
    await openArchive(page);
    await categoryBar(page).getByRole('button', { name: 'Pride' }).click();
    const showAll = page.getByRole('button', { name: 'Show all videos' });
    await expect(showAll).toBeVisible();
    expect(await contrastOf(showAll)).toBeGreaterThanOrEqual(4.5);
    const selected = categoryBar(page).getByRole('button', { name: 'Pride' });
    expect(await contrastOf(selected)).toBeGreaterThanOrEqual(4.5);
    await selected.hover();
    expect(await contrastOf(selected)).toBeGreaterThanOrEqual(4.5);
  });

  test('a thumbnail that fails to load leaves the card placeholder, not a broken image', async ({ page }) => {
    await page.route(`${API_URL}/**/*.{jpg,jpeg,png,webp,svg}`, (route) => route.fulfill({ status: 404, body: '' }));
    await openArchive(page);
    const firstThumb = page.locator('.media-card-thumb').first();
    await expect(firstThumb.locator('img')).toHaveCount(0);
    const box = await firstThumb.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  });

  test('a card click lands on the player with the video in the privacy-enhanced embed', async ({ page }) => {
    await openArchive(page);
    const card = page.locator('.media-card-link').first();
    const href = await card.getAttribute('href');
    const id = href?.match(/^\/video-reports\/video\/([\w-]{11})$/)?.[1];
    expect(id).toBeTruthy();
    await page.locator('.media-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/video-reports/video/${id}$`));
    const player = page.locator('iframe.media-player-frame');
    await expect(player).toHaveAttribute('src', `${EMBED_BASE}/${id}`);
    await expect(player).toHaveAttribute('title', 'Video player');
    await expect(player).toHaveAttribute('allow', /encrypted-media/);
    // The card passed the original video URL along.
    await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${id}`);
    // Full screen below the 64 px top bar.
    const viewport = page.viewportSize();
    const box = await player.boundingBox();
    expect(box?.width).toBe(viewport?.width);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(viewport?.height ?? 0, -1);

    await page.getByRole('link', { name: /Back to Video Reports/ }).click();
    await expect(page).toHaveURL(/\/video-reports$/);
    await expect(cards(page)).toHaveCount(48);
  });

  test('the category and the search live in the URL: Back, reload and a shared link restore them', async ({ page }) => {
    await openArchive(page);
    await categoryBar(page).getByRole('button', { name: 'Pride' }).click();
    await expect(page).toHaveURL(/\/video-reports\?category=pride$/);
    const search = page.getByRole('textbox', { name: 'Search videos' });
    await search.fill('council');
    await expect(page).toHaveURL(/\/video-reports\?category=pride&q=council$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeVisible();

    await page.locator('.media-card-link').first().click();
    await expect(page).toHaveURL(/\/video-reports\/video\//);
    await page.goBack();
    await expect(search).toHaveValue('council');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeVisible();
    await expect(categoryBar(page).getByRole('button', { name: 'Pride' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(search).toHaveValue('council');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeVisible();
    await search.fill('');
    await expect(page).toHaveURL(/\/video-reports\?category=pride$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pride' })).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
  });

  test('a shared link opens its category and search on first load, without a hydration warning', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/video-reports?category=pride&q=courthouse');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “courthouse”' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search videos' })).toHaveValue('courthouse');
    await expect(cards(page)).toHaveCount(2);
    await expect(categoryBar(page).getByRole('button', { name: 'Pride' })).toHaveAttribute('aria-pressed', 'true');
    expect(messages).toEqual([]);
  });

  test('with the API unreachable it says the videos could not be loaded, and Try again loads them', async ({ page }) => {
    let down = true;
    await page.route(`${API_URL}/video-api/**`, (route) => (down ? route.abort('connectionrefused') : route.fallback()));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/video-reports');
    const failure = page.getByRole('alert').filter({ hasText: 'Videos could not be loaded' });
    await expect(failure).toBeVisible();
    await expect(page.getByText('No videos available at this time.')).toHaveCount(0);
    await expectAccessible(page, 'the archive with the API down');

    await page.getByRole('textbox', { name: 'Search videos' }).fill('council');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeVisible();
    await expect(failure).toBeVisible();
    await expect(page.getByText('No results found for your search.')).toHaveCount(0);

    down = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('the archive while a search loads, with its results and with an empty search passes axe', async ({ page }) => {
    await openArchive(page);
    const grid = page.locator('.media-grid');
    const release = await holdVideoApi(page);
    const search = page.getByRole('textbox', { name: 'Search videos' });
    await search.fill('council');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeVisible();
    // The previous cards stay, marked busy under the spinner, and are still readable.
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expectAccessible(page, 'the archive while a search loads');
    release();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page).first()).toBeVisible();
    await expectAccessible(page, 'the archive with a search typed');
    await search.fill('zzqxv nothing like this');
    await expect(page.getByText('No results found for your search.')).toBeVisible();
    await expectAccessible(page, 'the archive with an empty search');
  });

  test('cards are keyboard-operable links', async ({ page }) => {
    await openArchive(page);
    const first = page.locator('.media-card-link').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/video-reports\/video\/[\w-]{11}$/);
  });
});

test.describe('player', () => {
  test('a video the catalogue does not have: 404 and the not-found page, with no player and no YouTube link', async ({ page }) => {
    const response = await page.goto('/video-reports/video/zzzzzzzzzzz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await pageIsLive(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveCount(0);
    await expectAccessible(page, 'an unknown video');
  });

  test('an invalid id shows a message instead of a player', async ({ page }) => {
    await page.goto('/video-reports/video/not-an-id');
    await expect(page.getByText('This video link is not valid')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the live route embeds the configured channel’s live stream', async ({ page }) => {
    await page.goto('/video-reports/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Stream' })).toBeVisible();
    await expect(page.locator('iframe.media-player-frame')).toHaveAttribute(
      'src',
      `${EMBED_BASE}/live_stream?channel=UCbeaconLiveChannel0000`,
    );
  });
});

test.describe('home widget', () => {
  test('is fetched only once the visitor moves on: a phone that stays on the hero fetches none of it', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const requests = recordRequests(page);
    await page.goto('/');
    await pageIsLive(page);
    // The page starts watching for the section once the browser is idle: past that, and past anything it started.
    await mainThreadQuiet(page);
    const section = page.getByRole('region', { name: 'Latest Video Reports' });
    expect(requests.filter((url) => url.startsWith(MEDIA_ORIGIN))).toEqual([]);
    await expect(cards(section)).toHaveCount(0);
    // A keyboard user's first Tab: the section loads before focus gets there.
    await page.keyboard.press('Tab');
    await expect(cards(section)).toHaveCount(6);
  });

  test('shows the six newest videos under Latest Video Reports', async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 2, name: 'Latest Video Reports' });
    await heading.scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: 'Latest Video Reports' });
    await expect(cards(section)).toHaveCount(6);
    await expect(section.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  for (const [device, width, height] of [
    ['desktop', 1366, 900],
    ['phone', 412, 823],
  ] as const) {
    test(`on the ${device}, its placeholder cards hold the cards’ place: the section keeps its height when they arrive`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const release = await holdVideoApi(page);
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Latest Video Reports' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('.media-card-skeleton')).toHaveCount(6);
      const sectionHeight = () => section.evaluate((element) => element.getBoundingClientRect().height);
      const waiting = await sectionHeight();
      release();
      await expect(cards(section)).toHaveCount(6);
      await expect(section.locator('.media-card-skeleton')).toHaveCount(0);
      // Titles of one or two lines make cards a little taller or shorter than their placeholder, never a row more or less.
      expect(Math.abs((await sectionHeight()) - waiting)).toBeLessThanOrEqual(waiting * 0.05);
    });
  }
});

test.describe('investigation pages', () => {
  const exhibitCards = (page: Page) => page.locator('.media-exhibit');
  const actionCards = (page: Page) => page.locator('.media-action');

  test('the election page: video hero, six exhibits and four action cards that reveal on scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/election');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('State');
    const hero = page.locator('video.media-hero-video');
    await expect(hero).toHaveJSProperty('muted', true);
    await expect(hero).toHaveJSProperty('loop', true);
    await expect(exhibitCards(page)).toHaveCount(6);
    await expect(actionCards(page)).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: 'What Can I Do?' })).toBeVisible();

    const last = page
      .locator('.media-reveal')
      .filter({ has: actionCards(page) })
      .last();
    await expect(last).not.toHaveClass(/is-visible/);
    // Hidden as the page went live, at once: never half-faded on the way out.
    await expect(last).toHaveCSS('transition-duration', '0s');
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveClass(/is-visible/);
    await expect(last).toHaveCSS('opacity', '1');
    await expect(last).toHaveCSS('transition-duration', '1s, 1s');

    const directions = await page
      .locator('.media-reveal')
      .filter({ has: exhibitCards(page) })
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.from));
    expect(directions).toEqual(['left', 'right', 'left', 'right', 'left', 'right']);

    for (const link of await page.locator('.media-exhibit a, .media-action a').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the hoax page: one exhibit and three action cards', async ({ page }) => {
    await page.goto('/riverside-hoax');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The Riverside Hoax');
    await expect(exhibitCards(page)).toHaveCount(1);
    await expect(actionCards(page)).toHaveCount(3);
  });

  test('an exhibit’s video asks nothing of the player’s host until the visitor plays it, from the keyboard, and focus moves into it', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(EMBED_BASE)) asked.push(request.url());
    });
    await page.goto('/election');
    await pageIsLive(page);
    const exhibit = page.getByRole('article', { name: /Exhibit 1:/ });
    const play = exhibit.getByRole('link', { name: "Play video: The County Clerk's Case" });
    await expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=0QOHCuUGf88');
    await expect(play).toHaveAccessibleDescription('Plays here from localhost:3999');
    await expectAccessible(page, 'the election page, its exhibits’ videos not yet asked for');
    expect(asked).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const player = exhibit.locator('iframe');
    await expect(player).toHaveAttribute('src', `${EMBED_BASE}/0QOHCuUGf88?autoplay=1`);
    await expect(player).toBeFocused();
    expect(page.context().pages()).toHaveLength(1);
    await expect.poll(() => asked).toEqual([`${EMBED_BASE}/0QOHCuUGf88?autoplay=1`]);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('cards appear without moving and the hero starts paused', async ({ page }) => {
      await page.goto('/election');
      await expect(exhibitCards(page)).toHaveCount(6);
      const card = page.locator('.media-reveal').first();
      await expect(card).toHaveCSS('transform', 'none');
      const toggle = page.getByRole('button', { name: 'Play background video' });
      await expect(toggle).toBeVisible();
      await expect(toggle).not.toHaveAttribute('aria-pressed');
      await expect(page.locator('video.media-hero-video')).toHaveJSProperty('paused', true);
    });

    test('every card is shown at once, without a fade, before it is scrolled to', async ({ page }) => {
      await page.goto('/election');
      await expect(exhibitCards(page)).toHaveCount(6);
      const last = page.locator('.media-reveal').last();
      expect(await last.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
      await expect(last).toHaveCSS('opacity', '1');
      await expect(last).toHaveCSS('transition-duration', '0s');
    });
  });
});

test.describe('documentary teaser', () => {
  test('its lines fade in one after another on black, ending with a Tips button', async ({ page }) => {
    // Records, from the document's first frame (the served HTML paints before any script of the
    // page runs), when each stage first becomes visible.
    await page.addInitScript(() => {
      const times: number[] = [];
      (window as unknown as { stageTimes: number[] }).stageTimes = times;
      const tick = () => {
        const stages = Array.from(document.querySelectorAll<HTMLElement>('[data-stage]'));
        stages.forEach((stage, i) => {
          if (times[i] === undefined && Number(getComputedStyle(stage).opacity) > 0) times[i] = performance.now();
        });
        if (times.filter((t) => t !== undefined).length < 4) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/my-new-family');
    await page.waitForFunction(
      () => (window as unknown as { stageTimes: number[] }).stageTimes.filter((t) => t !== undefined).length === 4,
    );
    const appeared = await page.evaluate(() => (window as unknown as { stageTimes: number[] }).stageTimes);
    // In order (two may share a frame when a busy machine skips frames; the delays below fix the order).
    expect(appeared[0]).toBeLessThanOrEqual(appeared[1] as number);
    expect(appeared[1]).toBeLessThanOrEqual(appeared[2] as number);
    expect(appeared[2]).toBeLessThanOrEqual(appeared[3] as number);
    expect(appeared[0]).toBeLessThan(appeared[3] as number);

    const stages = page.locator('[data-stage]');
    expect(await stages.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay))).toEqual(['1s', '1.5s', '2s', '2.5s']);
    expect(await stages.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDuration))).toEqual(['2s', '2s', '2s', '2s']);
    await expect(stages.nth(0)).toHaveText('New Investigation Coming Soon');
    await expect(stages.nth(3)).toContainText('If you have a tip to share, please click the button below.');
    await expect(page.locator('.media-teaser')).toHaveCSS('background-color', 'rgb(0, 0, 0)');

    await page.getByRole('main').getByRole('link', { name: 'Tips' }).click();
    await expect(page).toHaveURL(/\/tips$/);
  });
});
