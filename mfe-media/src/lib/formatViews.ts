/**
 * Abbreviated view counts: below 1,000 as they are (999), then thousands with a
 * lowercase k (1.2k) and millions (3M). Intl's compact notation does the rounding; it spells the
 * thousands 'K', so that letter is lowered to match the site's style.
 */
const compact = new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'short' });

export function formatViews(views: number | null | undefined): string {
  const count = typeof views === 'number' && Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;
  return compact.format(count).replace('K', 'k');
}
