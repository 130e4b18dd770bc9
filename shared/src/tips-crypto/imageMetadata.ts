/**
 * Removes what a photo says about where, when and with what it was taken, before it is encrypted and sent. The
 * picture itself is kept byte for byte (no re-encoding, no loss):
 * - JPEG: the segments before the image data are walked and APP1 (EXIF, XMP: location, camera, time), APP3–APP13
 *   (IPTC/Photoshop, vendor notes), APP15 and comments are dropped; APP0 (JFIF), APP2 (colour profile) and APP14
 *   (Adobe colour transform) stay, as the picture's colours depend on them;
 * - PNG: the text chunks (tEXt, iTXt, zTXt), eXIf and tIME are dropped.
 * Any other image format is refused by the caller (its metadata could not be removed here).
 */

export class UnreadableImageError extends Error {
  constructor(kind: string) {
    super(`This ${kind} file could not be read, so its metadata could not be removed.`);
    this.name = 'UnreadableImageError';
  }
}

const KEPT_JPEG_APP = new Set([0xe0, 0xe2, 0xee]);
const COMMENT = 0xfe;
const START_OF_SCAN = 0xda;

/** True for the APPn and COM segments this drops. */
const isMetadataSegment = (marker: number): boolean =>
  marker === COMMENT || (marker >= 0xe1 && marker <= 0xef && !KEPT_JPEG_APP.has(marker));

export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new UnreadableImageError('JPEG');
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new UnreadableImageError('JPEG');
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length (RSTn, TEM) are copied as they are.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (marker === START_OF_SCAN || marker === 0xd9) {
      // The image data (and everything after it) is copied as is.
      kept.push(bytes.subarray(at));
      break;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > bytes.length) throw new UnreadableImageError('JPEG');
    if (!isMetadataSegment(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return concat(kept);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DROPPED_PNG_CHUNKS = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME']);

export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  if (!PNG_SIGNATURE.every((value, index) => bytes[index] === value)) throw new UnreadableImageError('PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new UnreadableImageError('PNG');
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) throw new UnreadableImageError('PNG');
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!DROPPED_PNG_CHUNKS.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return concat(kept);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
