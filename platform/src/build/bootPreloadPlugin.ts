import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** What the build's stats say of a chunk (the fields read here). */
export interface StatsChunk {
  files?: string[];
  initial?: boolean;
  origins?: { request?: string; moduleName?: string }[];
  modules?: { name?: string }[];
}

/** What a build's start-up code is made of. */
export interface StartupCode {
  /** The request of the entry's async bootstrap (`./bootstrap`). */
  bootstrapRequest: string;
  /** Shared libraries every page loads at once though the entry does not consume them itself. */
  alsoShared: readonly string[];
}

const PROVIDE = /^provide shared module \(\w+\) (.+?)@\d[^ ]* = /;
const CONSUME = /^consume shared module \(\w+\) (.+?)@/;

/**
 * The JavaScript the host's entry loads before it can render: the chunks of its async bootstrap
 * and, transitively, the chunks of the shared libraries those consume (React, React DOM, the
 * router, the UI kit…), but not a shared library loaded on demand (Clerk); plus `alsoShared`.
 * Read from the chunk graph, so it follows the code instead of a list kept by hand.
 */
export function bootChunkFiles(chunks: StatsChunk[], bootstrapRequest: string, alsoShared: readonly string[] = []): string[] {
  const provided = new Map<string, StatsChunk[]>();
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const pkg = PROVIDE.exec(origin.moduleName ?? '')?.[1];
      if (pkg) provided.set(pkg, [...(provided.get(pkg) ?? []), chunk]);
    }
  }
  const boot = new Set([
    ...chunks.filter((chunk) => chunk.origins?.some((origin) => origin.request === bootstrapRequest)),
    ...alsoShared.flatMap((pkg) => provided.get(pkg) ?? []),
  ]);
  const queue = [...boot, ...chunks.filter((chunk) => chunk.initial)];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    for (const module of chunk.modules ?? []) {
      const pkg = CONSUME.exec(module.name ?? '')?.[1];
      for (const providing of (pkg && provided.get(pkg)) || []) {
        if (boot.has(providing)) continue;
        boot.add(providing);
        queue.push(providing);
      }
    }
  }
  return [...boot].flatMap((chunk) => chunk.files ?? []).filter((file) => file.endsWith('.js'));
}

/**
 * Writes `<link rel="preload" as="script">` for the boot chunks into the emitted index.html, so
 * they download with the HTML in parallel instead of after the entry has run (one network round
 * trip fewer before the page is interactive).
 */
export class BootPreloadPlugin {
  constructor(private readonly code: StartupCode) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BootPreloadPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { chunks = [], outputPath } = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        outputPath: true,
      });
      const html = path.join(outputPath ?? compiler.options.output.path ?? '', 'index.html');
      if (!fs.existsSync(html)) return;
      const links = bootChunkFiles(chunks as StatsChunk[], this.code.bootstrapRequest, this.code.alsoShared)
        .map((file) => `<link rel="preload" as="script" href="/${file}">`)
        .join('');
      fs.writeFileSync(html, fs.readFileSync(html, 'utf8').replace('</head>', `${links}</head>`));
    });
  }
}
