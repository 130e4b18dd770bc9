import { isUtf8 } from 'node:buffer';
import { decodeUtf8Strictly, isWellFormed, malformedQuery } from '../src/http/unicode';

/** Undoes decodeUtf8Strictly: each marker (U+DC80–U+DCFF) back to its byte, everything else as UTF-8. */
function encodeBack(text: string): Buffer {
  const chunks: Buffer[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    chunks.push(code >= 0xdc80 && code <= 0xdcff ? Buffer.from([code & 0xff]) : Buffer.from(char, 'utf8'));
  }
  return Buffer.concat(chunks);
}

/** Bytes near UTF-8: ASCII, continuation bytes, every kind of lead byte, and some of each edge. */
function randomBytesNearUtf8(seed: number, length: number): Buffer {
  let state = seed;
  const next = (): number => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state >>> 8;
  };
  const pool = [
    0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5,
    0xff,
  ];
  return Buffer.from(Array.from({ length }, () => pool[next() % pool.length] ?? 0));
}

describe('decodeUtf8Strictly', () => {
  test('well-formed UTF-8 decodes as Node decodes it', () => {
    const text = 'plain, é, ℌ𝔢𝔩𝔩𝔬 💥, \ufffd';
    expect(decodeUtf8Strictly(Buffer.from(text))).toBe(text);
  });

  test.each([
    ['a stray continuation byte', [0x61, 0x80, 0x62], 'a\udc80b'],
    ['a lead byte cut short', [0x61, 0xc3], 'a\udcc3'],
    ['an overlong slash', [0xc0, 0xaf], '\udcc0\udcaf'],
    ['an encoded surrogate', [0xed, 0xa0, 0x80], '\udced\udca0\udc80'],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], '\udcf4\udc90\udc80\udc80'],
    ['a valid sequence after an invalid byte', [0xff, 0xc3, 0xa9], '\udcffé'],
  ])('%s: each invalid byte becomes a lone surrogate', (_label, bytes, expected) => {
    expect(decodeUtf8Strictly(Buffer.from(bytes))).toBe(expected);
  });

  test('for 2,000 random byte strings: well-formed exactly when the bytes are UTF-8, and nothing is lost', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const bytes = randomBytesNearUtf8(seed, 1 + (seed % 12));
      const text = decodeUtf8Strictly(bytes);
      expect({ seed, wellFormed: isWellFormed(text) }).toEqual({ seed, wellFormed: isUtf8(bytes) });
      expect({ seed, back: encodeBack(text).toString('hex') }).toEqual({ seed, back: bytes.toString('hex') });
    }
  });
});

describe('isWellFormed', () => {
  test.each([
    ['', true],
    ['💥', true],
    ['\ud83d\udca5', true],
    ['\ud800', false],
    ['x\udfffy', false],
    ['\udca5\ud83d', false],
  ])('%j → %s', (text, expected) => {
    expect(isWellFormed(text)).toBe(expected);
  });
});

describe('malformedQuery', () => {
  test.each([
    ['/events', {}],
    ['/events?status=upcoming&limit=5', {}],
    ['/events?search=caf%C3%A9+bar&x=100%', {}],
    ['/events?search=%F0%9F%92%A5', {}],
    ['/events?search=%ff', { search: 'must be well-formed Unicode text (no lone surrogates or invalid UTF-8)' }],
    ['/events?search=%ED%A0%80', { search: 'must be well-formed Unicode text (no lone surrogates or invalid UTF-8)' }],
    ['/events?a=1&caf%C3%A9=%C3', { café: 'must be well-formed Unicode text (no lone surrogates or invalid UTF-8)' }],
    ['/events?%C3=1', { query: 'has a parameter name that is not well-formed Unicode text (invalid UTF-8)' }],
  ])('%s → %j', (url, expected) => {
    expect(malformedQuery(url)).toEqual(expected);
  });
});
