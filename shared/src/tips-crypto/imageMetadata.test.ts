import { stripJpegMetadata, stripPngMetadata, UnreadableImageError } from './imageMetadata';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

/** A JPEG segment: marker, big-endian length (itself included), payload. */
const segment = (marker: number, payload: Uint8Array): number[] => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];

/** EXIF with a GPS IFD pointer (tag 0x8825) and a GPS latitude entry (tag 0x0002), as a phone writes them. */
const EXIF = bytes(
  'Exif',
  [0, 0],
  'MM',
  [0, 42, 0, 0, 0, 8, 0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26],
  [0, 1, 0, 2, 0, 5, 0, 0, 0, 3],
  'GPS 33.4484N 112.0740W',
);
const JFIF = bytes('JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const ICC = bytes('ICC_PROFILE', [0, 1, 1], 'colour');
const QUANT = bytes([0], new Array<number>(64).fill(1));
const FRAME = bytes([8, 0, 1, 0, 1, 1, 1, 0x11, 0]);
const SCAN = bytes([1, 1, 0, 0, 0x3f, 0]);
const DATA = [0x12, 0x34, 0xff, 0x00, 0x56];

const jpeg = bytes(
  [0xff, 0xd8],
  segment(0xe0, JFIF),
  segment(0xe1, EXIF),
  segment(0xe2, ICC),
  segment(0xed, bytes('Photoshop 3.0', [0], '8BIM caption: Camp on 5th')),
  segment(0xfe, bytes('Taken by R. at the shelter')),
  segment(0xdb, QUANT),
  segment(0xc0, FRAME),
  segment(0xda, SCAN),
  DATA,
  [0xff, 0xd9],
);

const text = (data: Uint8Array): string => String.fromCharCode(...data);

describe('JPEG metadata', () => {
  test('EXIF (with its GPS position), IPTC and comments are removed; the picture and its colour profile stay', () => {
    const clean = stripJpegMetadata(jpeg);
    expect(text(clean)).not.toContain('Exif');
    expect(text(clean)).not.toContain('33.4484N');
    expect(text(clean)).not.toContain('Photoshop');
    expect(text(clean)).not.toContain('shelter');
    expect(Array.from(clean)).toEqual(
      Array.from(
        bytes(
          [0xff, 0xd8],
          segment(0xe0, JFIF),
          segment(0xe2, ICC),
          segment(0xdb, QUANT),
          segment(0xc0, FRAME),
          segment(0xda, SCAN),
          DATA,
          [0xff, 0xd9],
        ),
      ),
    );
  });

  test('a file that is not a JPEG, or is cut short, is refused rather than sent as is', () => {
    expect(() => stripJpegMetadata(bytes('not a jpeg'))).toThrow(UnreadableImageError);
    expect(() => stripJpegMetadata(jpeg.subarray(0, 30))).toThrow(UnreadableImageError);
  });
});

/** A PNG chunk: length, type, data, and a CRC (not checked here, so zeros). */
const chunk = (type: string, data: Uint8Array): number[] => [
  ...[24, 16, 8, 0].map((shift) => (data.length >>> shift) & 0xff),
  ...bytes(type),
  ...data,
  0,
  0,
  0,
  0,
];

describe('PNG metadata', () => {
  test('text, eXIf and tIME chunks are removed; the image chunks stay', () => {
    const header = chunk('IHDR', new Uint8Array(13));
    const image = chunk('IDAT', bytes([1, 2, 3]));
    const end = chunk('IEND', new Uint8Array());
    const png = bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      header,
      chunk('tEXt', bytes('Author', [0], 'R.')),
      chunk('eXIf', EXIF.subarray(6)),
      chunk('tIME', new Uint8Array(7)),
      chunk('iTXt', bytes('GPS', [0, 0, 0, 0, 0], '33.4484N')),
      image,
      end,
    );
    const clean = stripPngMetadata(png);
    expect(Array.from(clean)).toEqual(Array.from(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], header, image, end)));
  });
});
