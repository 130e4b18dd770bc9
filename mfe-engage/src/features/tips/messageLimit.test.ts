import { characterCount, charactersLeft, cutNotice, withinLimit } from './messageLimit';

describe('the tip message limit', () => {
  it('counts an emoji as one character, as the API does', () => {
    expect(characterCount('a😀b')).toBe(3);
  });

  it('keeps text within the limit as it is', () => {
    expect(withinLimit('hello', 5)).toEqual({ text: 'hello', cut: 0 });
  });

  it('cuts longer text between characters, never inside an emoji, and says how much was cut', () => {
    const { text, cut } = withinLimit('ab😀😀cd', 3);
    expect(text).toBe('ab😀');
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(cut).toBe(3);
  });

  it('shows the characters left only near the limit', () => {
    expect(charactersLeft('x'.repeat(8_999))).toBe('');
    expect(charactersLeft('x'.repeat(9_000))).toBe('1,000 characters left');
    expect(charactersLeft('x'.repeat(9_999))).toBe('1 character left');
    expect(charactersLeft('x'.repeat(10_000))).toBe('0 characters left');
  });

  it('words the notice for one and for many cut characters', () => {
    expect(cutNotice(2_000)).toBe('Messages are limited to 10,000 characters: the last 2,000 characters were not kept.');
    expect(cutNotice(1)).toBe('Messages are limited to 10,000 characters: the last 1 character was not kept.');
  });
});
