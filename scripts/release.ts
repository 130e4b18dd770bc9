/**
 * Publishes, promotes, rolls back or canaries a remote's release, for people and pipelines:
 *   npm run release -- <remote> [publish|promote [id]|rollback|canary N [id]|status] [--dist <folder>] [--cdn <url>] [--expect <id|none>] [--json]
 * (`npm run release -w mfe-events -- promote` works too). See `--help` and docs/deploy.md.
 */
import { ApiRequestError } from '@beacon/shared/api';
import { parseReleaseArgs, UsageError, USAGE } from './release/args';
import { ReleaseError, runRelease } from './release/run';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  try {
    await runRelease(parseReleaseArgs(argv), {
      env: process.env,
      fetch,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ReleaseError || error instanceof ApiRequestError) {
      console.error(`release: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
