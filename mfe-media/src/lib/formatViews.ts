/**
 * Abbreviated view counts: below 1,000 as they are (999), then thousands with a lowercase k
 * (1.2k), millions (3M), billions (1B), trillions (1T), rounded the way Intl's compact notation
 * rounds ('en', short). Written out rather than asked of Intl: these cards render as the home page
 * and the archive start, and a page's first Intl formatter costs 15–30 ms of main-thread time on
 * a laptop (the locale data loading), several times that on a phone. The tests hold it to Intl.
 */

/** The units of compact notation, smallest first, each a thousand times the one before. */
const UNITS: readonly { size: number; suffix: string }[] = [
  { size: 1e3, suffix: 'k' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
];

/** Two significant digits below ten of a unit (1.2k), whole units above (12k), halves rounded up. */
function compact(count: number): string {
  const unit = UNITS.findLast(({ size }) => count >= size);
  if (!unit) return String(count);
  const step = count < 10 * unit.size ? unit.size / 10 : unit.size;
  const rounded = Math.floor(count / step + 0.5) * step;
  // 999,999 rounds to 1000k, which reads as the next unit: 1M.
  const next = UNITS.find(({ size }) => size === unit.size * 1000);
  if (next && rounded >= next.size) return compact(rounded);
  return `${rounded / unit.size}${unit.suffix}`;
}

const wholeCount = (views: number | null | undefined): number =>
  typeof views === 'number' && Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;

export function formatViews(views: number | null | undefined): string {
  return compact(wholeCount(views));
}

/** The card's count with its word, capitalised as the card reads: '1 View', '0 Views', '1.2k Views'. */
export function formatViewCount(views: number | null | undefined): string {
  const count = wholeCount(views);
  return `${compact(count)} ${count === 1 ? 'View' : 'Views'}`;
}
