import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails on any WCAG A/AA violation, naming each rule
 * and the elements it found. `state` says which state was audited (in the failure message).
 */
export async function expectAccessible(page: Page, state = 'page'): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe-core violations in ${state} of ${page.url()}`).toEqual([]);
}
