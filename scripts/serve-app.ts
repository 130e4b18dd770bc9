/**
 * Serves one app's production build (the page server is @beacon/platform's `serveApp`).
 * CLI: `tsx scripts/serve-app.ts <app>` (or `npm run serve` inside an app's folder); PORT and
 * DIST_DIR serve one build on any port or from any folder (a moved deployment).
 */
import path from 'node:path';
import { pinningWarning, serveApp } from '@beacon/platform';
import { APPS, findApp, portOf } from './apps';

async function main(): Promise<void> {
  const arg = process.argv[2] ?? path.basename(process.cwd());
  const app = findApp(arg);
  if (!app) throw new Error(`Unknown app "${arg}". One of: ${APPS.map((a) => a.dir).join(', ')}`);
  const port = Number(process.env.PORT) || portOf(app, process.env);
  // Only the host chooses releases: it says when the environment overrides the registry.
  const warning = app.name === 'host' ? pinningWarning(process.env) : null;
  if (warning) console.warn(warning);
  const running = await serveApp({ app, port, distDir: process.env.DIST_DIR || undefined });
  console.log(`${app.dir} serving ${running.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
