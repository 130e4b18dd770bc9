/** The release command's arguments: `<remote> [publish|promote [id]|rollback|canary N [id]|status] [options]`. */
import { findApp } from '../apps';

export const USAGE = `Usage: npm run release -- <remote> [command] [options]   (or: npm run release -w <remote> -- [command] [options])
  <remote>            a remote's folder or container name: mfe-events, mfe_events, …
Commands:
  publish             (default) copy the build's browser files to RELEASES_DIR/<remote>/<id>/ and register the release
  promote [id]        make a release live (default: the id of the build in --dist)
  rollback            make the previous release live again
  canary N [id]       put a release (default: the build's) on N % of visitors (1–99); canary 0 stops the canary
  status              the remote's releases: which is live, candidate, previous, and their last hour's health
Options:
  --dist <folder>     the build to publish or name (default: <remote>/dist)
  --cdn <url>         the release's files are served from <url>/<remote>/<id>/ (upload that folder there)
  --expect <id|none>  the live release this change is decided on (default: the one live now); another → refused (409)
  --json              print the result as JSON (publish: the release; changes: the channel)
Environment: API_URL (default http://localhost:<API_PORT or 4000>); BEACON_ADMIN_TOKEN (an admin's bearer token: Clerk or
local) or BEACON_ADMIN_CODE (local auth: an admin code, DEV_ADMIN_CODE or one from npm run admin-code -w api);
RELEASES_DIR or DATA_DIR (where releases are copied); MFE_<NAME>_URL, REMOTES_URL (+ /<remote>) or <NAME>_PORT (the remote's address).`;

export type ReleaseCommand =
  | { command: 'publish' }
  | { command: 'promote'; id: string | null }
  | { command: 'rollback' }
  | { command: 'canary'; percent: number; id: string | null }
  | { command: 'status' };

export interface ReleaseArgs {
  /** The remote's app folder (`mfe-events`). */
  dir: string;
  /** Its federation container name (`mfe_events`). */
  remote: string;
  action: ReleaseCommand;
  dist: string | null;
  cdn: string | null;
  /** undefined: the live release now; null: none live. */
  expect: string | null | undefined;
  json: boolean;
}

export class UsageError extends Error {}

const RELEASE_ID = /^[0-9a-f]{12}$/;

const idArgument = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  if (!RELEASE_ID.test(value)) throw new UsageError(`"${value}" is not a release id (12 hex digits).`);
  return value;
};

/** Reads the arguments after the script's name; throws UsageError with what is wrong. */
export function parseReleaseArgs(argv: readonly string[]): ReleaseArgs {
  const positional: string[] = [];
  const options: { dist: string | null; cdn: string | null; expect: string | null | undefined; json: boolean } = {
    dist: null,
    cdn: null,
    expect: undefined,
    json: false,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const value = (): string => {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
      index += 1;
      return next;
    };
    if (arg === '--json') options.json = true;
    else if (arg === '--dist') options.dist = value();
    else if (arg === '--cdn') {
      const url = value();
      if (!/^https?:\/\/[^\s]+$/.test(url)) throw new UsageError(`--cdn must be an http(s) URL (got "${url}").`);
      options.cdn = url.replace(/\/+$/, '');
    } else if (arg === '--expect') {
      const expected = value();
      options.expect = expected === 'none' ? null : idArgument(expected);
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  const [name, command = 'publish', ...rest] = positional;
  if (name === undefined) throw new UsageError('Name the remote, e.g. mfe-events.');
  const app = findApp(name);
  if (!app || app.name === 'host') throw new UsageError(`"${name}" is not a remote (the host has no releases).`);
  const extra = (allowed: number): void => {
    if (rest.length > allowed) throw new UsageError(`Too many arguments for ${command}: ${rest.join(' ')}.`);
  };
  let action: ReleaseCommand;
  if (command === 'publish' || command === 'rollback' || command === 'status') {
    extra(0);
    action = { command };
  } else if (command === 'promote') {
    extra(1);
    action = { command, id: idArgument(rest[0]) };
  } else if (command === 'canary') {
    extra(2);
    const percent = Number(rest[0]);
    if (!/^\d{1,2}$/.test(rest[0] ?? '') || percent > 99) throw new UsageError('canary needs a percentage from 0 (stop) to 99.');
    action = { command, percent, id: idArgument(rest[1]) };
  } else throw new UsageError(`Unknown command "${command}".`);
  return { dir: app.dir, remote: app.name, action, ...options };
}
