import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Where the page keeps its own timers once a test fakes its clock (see keepRealTimersForAxe). */
const REAL_TIMERS = '__beaconRealTimers';

/**
 * axe-core schedules its work with setTimeout. Under a paused fake clock (`page.clock`) that work
 * would wait for the test to move time, and moving time would also fire the page's own timers (a
 * message that clears itself). This source runs axe on the timers the page had before the clock
 * was faked, so an audit of a held state needs no ticking at all.
 */
const AXE_ON_REAL_TIMERS = `(function (setTimeout, clearTimeout) {\n${axe.source}\n}).call(window,
  (window.${REAL_TIMERS} || window).setTimeout, (window.${REAL_TIMERS} || window).clearTimeout);`;

/**
 * Call before `page.clock.install()`: every document of the context keeps its real timers for
 * axe-core, so expectAccessible still runs while the page's clock stands still.
 */
export async function keepRealTimersForAxe(page: Page): Promise<void> {
  await page.context().addInitScript(`window.${REAL_TIMERS} = {
    setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) };`);
}

/**
 * Runs axe-core on the page as it is now and fails on any WCAG A/AA violation, naming each rule
 * and the elements it found. `state` says which state was audited (in the failure message).
 */
export async function expectAccessible(page: Page, state = 'page'): Promise<void> {
  // A dialog or card half-way through its entrance is not what a visitor reads: audit once every
  // finite animation has ended (polled from here, so a page whose clock a test has faked still settles).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
  const results = await new AxeBuilder({ page, axeSource: AXE_ON_REAL_TIMERS }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe-core violations in ${state} of ${page.url()}`).toEqual([]);
}
