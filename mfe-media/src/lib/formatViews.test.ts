import { formatViewCount, formatViews } from './formatViews';

describe('formatViews', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1k'],
    [1_049, '1k'],
    [1_200, '1.2k'],
    [12_345, '12k'],
    [999_499, '999k'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [3_000_000, '3M'],
    [45_600_000, '46M'],
  ])('%d views read %s', (views, text) => {
    expect(formatViews(views)).toBe(text);
  });

  it('switches unit exactly at the 1,000 and 1,000,000 thresholds', () => {
    expect(formatViews(999)).toBe('999');
    expect(formatViews(1_000)).toBe('1k');
    expect(formatViews(999_999)).toBe('1M');
    expect(formatViews(1_000_000)).toBe('1M');
  });

  it('reads missing, negative or fractional counts sensibly', () => {
    expect(formatViews(undefined)).toBe('0');
    expect(formatViews(null)).toBe('0');
    expect(formatViews(-5)).toBe('0');
    expect(formatViews(Number.NaN)).toBe('0');
    expect(formatViews(999.9)).toBe('999');
  });
});

describe('formatViewCount', () => {
  it.each([
    [1, '1 View'],
    [0, '0 Views'],
    [2, '2 Views'],
    [1_200, '1.2k Views'],
    [null, '0 Views'],
  ])('%p reads %s', (views, text) => {
    expect(formatViewCount(views)).toBe(text);
  });
});

describe('formatViews and Intl', () => {
  // The words Intl's compact notation gives, with its K lowered as the site writes it.
  const intl = new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'short' });
  const counts = [
    ...Array.from({ length: 400 }, (_, i) => Math.floor(1.0425 ** (i + 100))),
    1_050,
    1_150,
    9_950,
    9_949,
    99_500,
    99_499,
    999_500,
    999_499,
    9_950_000,
    999_500_000,
    999_999_999_999,
  ].filter((count) => count < 1e15);

  it('round each count as Intl does, at every magnitude and at every half', () => {
    const differing = counts.filter((count) => formatViews(count) !== intl.format(count).replace('K', 'k'));
    expect(differing).toEqual([]);
  });
});
