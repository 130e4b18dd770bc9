import { attendeeCount } from './attendeeCount';

describe('attendeeCount', () => {
  it.each([
    [1, false, '1 expected attendee'],
    [2, false, '2 expected attendees'],
    [1200, false, '1,200 expected attendees'],
    [1, true, '1 attendee'],
    [250, true, '250 attendees'],
  ])('%p (past: %p) reads %s', (count, past, text) => {
    expect(attendeeCount(count, past)).toBe(text);
  });

  it('groups digits as English does, and says its words as English plural rules choose them', () => {
    const english = new Intl.NumberFormat('en-US');
    const plural = new Intl.PluralRules('en-US');
    for (const count of [0, 1, 2, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789, 2_147_483_647]) {
      expect(attendeeCount(count, true)).toBe(`${english.format(count)} ${plural.select(count) === 'one' ? 'attendee' : 'attendees'}`);
    }
  });
});
