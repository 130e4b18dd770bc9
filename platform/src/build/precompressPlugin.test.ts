import zlib from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { compressedCopies, isPrecompressed, PRECOMPRESS_MIN_BYTES } from './precompressPlugin';

describe("the build's compressed copies", () => {
  it('hold exactly the bytes of the file, in Brotli and in gzip, and are smaller', async () => {
    const script = Buffer.from(`console.log(${JSON.stringify('a newsroom line '.repeat(400))});`);
    const { br, gz } = await compressedCopies(script);
    expect(zlib.brotliDecompressSync(br)).toEqual(script);
    expect(zlib.gunzipSync(gz)).toEqual(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gz.length).toBeLessThan(script.length / 10);
  });

  it('are written for scripts, styles, the federation manifest and SVG big enough to gain', () => {
    for (const name of ['main.0123456789.js', 'remoteEntry.js', 'site.0123456789.css', 'mf-manifest.json', 'assets/logo.0123456789.svg']) {
      expect(isPrecompressed(name, PRECOMPRESS_MIN_BYTES)).toBe(true);
      expect(isPrecompressed(name, PRECOMPRESS_MIN_BYTES - 1)).toBe(false);
    }
  });

  it('are not written for the page template, source maps, the build report or pictures', () => {
    for (const name of [
      'index.html',
      'main.0123456789.js.map',
      'mf-manifest-stats.json',
      'assets/hero.0123456789.webp',
      'assets/hero.0123456789.mp4',
    ]) {
      expect(isPrecompressed(name, 100_000)).toBe(false);
    }
  });
});
