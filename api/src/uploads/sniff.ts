/** Raster formats accepted for upload, recognised by their first bytes (never by file name or declared type). */
export interface ImageType {
  format: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

export type ImageFormat = ImageType['format'];

const startsWith = (buffer: Buffer, bytes: number[], offset = 0): boolean =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);

/** SVG is refused on purpose: it can carry script. */
export function sniffImage(buffer: Buffer): ImageType | null {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: 'png', contentType: 'image/png' };
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { format: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(buffer, [0x47, 0x49, 0x46, 0x38]) && (buffer[4] === 0x37 || buffer[4] === 0x39) && buffer[5] === 0x61) {
    return { format: 'gif', contentType: 'image/gif' };
  }
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { format: 'webp', contentType: 'image/webp' };
  }
  return null;
}

export const CONTENT_TYPES: Record<ImageType['format'], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
