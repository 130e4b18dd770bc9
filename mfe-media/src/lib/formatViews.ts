import { builtSoon } from '@beacon/shared/soon';

/**
 * Abbreviated view counts: below 1,000 as they are (999), then thousands with a
 * lowercase k (1.2k) and millions (3M). Intl's compact notation does the rounding; it spells the
 * thousands 'K', so that letter is lowered to match the site's style.
 */
const compact = builtSoon(() => new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'short' }));

export function formatViews(views: number | null | undefined): string {
  const count = typeof views === 'number' && Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;
  return compact().format(count).replace('K', 'k');
}

const plural = builtSoon(() => new Intl.PluralRules('en'));

/** The card's count with its word, capitalised as the card reads: '1 View', '0 Views', '1.2k Views' (Intl.PluralRules picks the word). */
export function formatViewCount(views: number | null | undefined): string {
  const count = typeof views === 'number' && Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;
  return `${formatViews(count)} ${plural().select(count) === 'one' ? 'View' : 'Views'}`;
}
