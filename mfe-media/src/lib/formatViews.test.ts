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
