/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every script,
 * stylesheet and JSON file the build emits, for the page servers to send as they are
 * (`preCompressed` in appServer.ts). These files never change once built, so compressing them on
 * every request (as the server's compression did for all of them) spent CPU on each visit, at the
 * moment the visitor's browser needs it most, for a larger result than compressing once at full
 * strength. The server still compresses what it composes per request (pages, JSON answers).
 *
 * Ours rather than compression-webpack-plugin: that plugin's peer dependency installs webpack, a
 * second bundler, into every checkout for what is one hook and Node's own zlib.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';
import { BUILD_REPORT } from '../server/publicFiles';

/** Below this a compressed copy saves less than its headers cost (the server's own threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Whether an emitted file gets compressed copies: text the browser fetches, big enough to gain.
 * Left out: index.html (written again after emit, and never sent as a file), source maps and the
 * federation plugin's build report (not sent to visitors).
 */
export const isPrecompressed = (name: string, bytes: number): boolean =>
  /\.(js|css|json|svg)$/.test(name) && name !== BUILD_REPORT && bytes >= PRECOMPRESS_MIN_BYTES;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The file's two compressed copies, named as @fastify/static looks for them. */
export async function compressedCopies(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    // The compiler's own rspack (not an import): this file also loads where @rspack/core cannot.
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and the federation manifest: the copies are of the final bytes.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const files = compilation.getAssets().filter((asset) => isPrecompressed(asset.name, asset.source.size()));
          await Promise.all(
            files.map(async ({ name, source }) => {
              const raw = source.buffer();
              const { br, gz } = await compressedCopies(raw);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true });
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true });
            }),
          );
        },
      );
    });
  }
}
