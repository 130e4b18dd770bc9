/**
 * Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, the file's first line) on the
 * scripts a page runs as it starts. Without it V8 compiles each function of a script the first
 * time it is called, on the main thread: on `/election` about 1,200 such compilations, a third of
 * the main thread's time between first paint and a live page. With it, Chromium compiles every
 * function of the file while it downloads, on a background thread, and the main thread only runs
 * the code. Only start-up scripts carry it: in a script mostly run later or never (the tips form's
 * OpenPGP, Clerk, the admin's antd) it would compile functions nobody calls. Browsers without the
 * hint read a comment.
 */
import type { Compiler } from '@rspack/core';
import { bootChunkFiles, type StartupCode, type StatsChunk } from './bootPreloadPlugin';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** How the build's stats name the origin of a chunk loaded for an exposed module. */
const CONTAINER_ENTRY = 'container entry';

/**
 * The JavaScript files a page runs as it starts: the entries (the page's `main`, a remote's
 * container), the boot chunks the entry loads before it renders (see `bootChunkFiles`), and the
 * chunks the container loads for an exposed module (each is the first code of its page).
 */
export function startupChunkFiles(chunks: StatsChunk[], code: StartupCode): string[] {
  const startup = chunks.filter((chunk) => chunk.initial || chunk.origins?.some((origin) => origin.moduleName === CONTAINER_ENTRY));
  const files = [...startup.flatMap((chunk) => chunk.files ?? []), ...bootChunkFiles(chunks, code.bootstrapRequest, code.alsoShared)];
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

export class CompileHintPlugin {
  constructor(private readonly code: StartupCode) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before source maps (which count the line).
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const { chunks = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkModules: true, chunkOrigins: true });
          for (const file of startupChunkFiles(chunks as StatsChunk[], this.code)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
