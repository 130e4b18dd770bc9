import { groupDigits } from './groupDigits';

describe('groupDigits', () => {
  it('groups a whole number’s digits as English does', () => {
    const english = new Intl.NumberFormat('en-US');
    for (const whole of [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789, 2_147_483_647]) {
      expect(groupDigits(whole)).toBe(english.format(whole));
    }
  });
});
