/**
 * A release is warm on this page server before it serves anyone: what it needs is loaded (its manifest, its
 * prerendered pages, its remote's server bundle for that release) and each of the remote's pages has been composed
 * with it. Two ways in: the registry asks before it switches (`POST /_internal/releases/warm`, with the internal
 * bearer: refused switch when this fails), and, for a release the registry names that this server has not warmed
 * (an automatic rollback, a restart, a switch by a registry that does not know this server), the page server keeps
 * serving what it served before until the new one is warm.
 */
import type { FastifyInstance } from 'fastify';
import type { RemotesMap } from '@beacon/shared/contract';
import { REMOTE_NAMES, ROUTES, type RouteSite } from '@beacon/shared/routes';
import { PRERENDER_FILE, RENDER_FOR_ADDRESS_FILE } from '@beacon/shared/contract';
import { LOADING_MARK } from '../compose/remotePage';
import type { LiveReleases, ReleaseRef, RemoteReleases } from './liveReleases';
import { isInternalCall, releaseIdOf } from './releaseSigning';

/** How long loading a release's files may take (its remote's server bundle is loaded on the first render). */
const PRIME_TIMEOUT_MS = 5_000;
/** A page composed incomplete is composed again this much later (a late answer is remembered that long). */
const RETRY_MS = 5_500;
/** A release that could not be warmed is tried again after this long. */
const RETRY_FAILED_MS = 30_000;
/** Stands for an `:id` in a page's pattern: its page renders (as "not found") without any data. */
const SAMPLE_PARAM = 'warm-up';

export type WarmOutcome = { warm: true; pages: number } | { warm: false; message: string };

export interface WarmUpOptions {
  /** Composes a page for a URL with a remotes map (the page composer's `render`). */
  compose: (url: string, remotes: RemotesMap) => Promise<{ html: string }>;
  /** The remotes map a visitor outside any canary is served now. */
  current: () => Promise<RemotesMap>;
  site: RouteSite;
  sleep?: (ms: number) => Promise<void>;
}

interface SamplePage {
  url: string;
  expose: string | null;
  pattern: string;
}

const samplePages = (remote: string, site: RouteSite): SamplePage[] =>
  ROUTES.filter((route) => route.app === remote && !route.gated).map((route) => {
    const pattern = route.pattern(site);
    return { url: pattern.replace(/:[A-Za-z]+/g, SAMPLE_PARAM).replace(/\/\*$/, ''), expose: route.expose, pattern };
  });

/** One URL per page of the remote (a sample id for a detail page); gated pages fetch nothing of it when served. */
export const pagesOf = (remote: string, site: RouteSite): string[] => samplePages(remote, site).map((page) => page.url);

const complete = (html: string): boolean => !html.includes(LOADING_MARK);

async function prime(manifestUrl: string, pages: readonly SamplePage[]): Promise<string | null> {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/'));
  for (const [what, url] of [
    ['manifest', manifestUrl],
    ['prerendered pages', `${base}/${PRERENDER_FILE}`],
  ] as const) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(PRIME_TIMEOUT_MS) }).catch((error: Error) => error);
    if (answer instanceof Error) return `its ${what} (${url}) did not answer: ${answer.message}`;
    if (!answer.ok) return `its ${what} (${url}) answered HTTP ${answer.status}`;
    await answer.arrayBuffer();
  }
  // Any answer will do: asking is what loads the release's server bundle on its remote's server, and runs each page's
  // render once there, so the page server's own (which waits a second at most) finds them quick.
  for (const { url, expose, pattern } of pages) {
    const query = new URLSearchParams({ expose: expose ?? '', pattern, url });
    await fetch(`${base}/${RENDER_FOR_ADDRESS_FILE}?${query}`, { signal: AbortSignal.timeout(PRIME_TIMEOUT_MS) })
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined);
  }
  return null;
}

/** Loads a release and composes each of its remote's pages with it: warm when every page is as complete as now. */
export function releaseWarmer({ compose, current, site, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }: WarmUpOptions) {
  return async (remote: string, manifestUrl: string): Promise<WarmOutcome> => {
    const pages = samplePages(remote, site);
    const primed = await prime(manifestUrl, pages);
    if (primed) return { warm: false, message: primed };
    const now = await current();
    const withRelease = { ...now, [remote]: manifestUrl };
    for (const { url } of pages) {
      if (complete((await compose(url, withRelease)).html)) continue;
      // A page that is not complete now either (the API is down, the page is never prerendered) asks no more of it.
      if (!complete((await compose(url, now)).html)) continue;
      // Once more, after a late first answer is no longer remembered.
      await sleep(RETRY_MS);
      if (!complete((await compose(url, withRelease)).html))
        return { warm: false, message: `${url} answered only its loading frame (no prerendered or rendered page)` };
    }
    return { warm: true, pages: pages.length };
  };
}

export type WarmRelease = (remote: string, manifestUrl: string) => Promise<WarmOutcome>;

export interface WarmGate {
  /** The registry's answer, with every release this server has not warmed yet replaced by what it served before. */
  releases: () => Promise<LiveReleases>;
  /** Warms a release now (once at a time per release); remembered as warm when it is. */
  warm: WarmRelease;
}

/**
 * Keeps serving the previous release of a remote until the one the registry now names is warm, warming it meanwhile;
 * a candidate waits the same way (no canary until it is warm). Remotes in `pinned` are left as they are.
 */
export function warmGate(registry: () => Promise<LiveReleases>, warmer: WarmRelease, pinned: ReadonlySet<string>): WarmGate {
  const warmed = new Set<string>();
  const failedAt = new Map<string, number>();
  const running = new Map<string, Promise<WarmOutcome>>();
  /** The live release each remote was last served with (null: its build), once one was. */
  const served = new Map<string, ReleaseRef | null>();

  const warm: WarmRelease = (remote, manifestUrl) => {
    const already = running.get(manifestUrl);
    if (already) return already;
    const attempt = warmer(remote, manifestUrl)
      .catch((error: unknown): WarmOutcome => ({ warm: false, message: (error as Error).message }))
      .then((outcome) => {
        running.delete(manifestUrl);
        if (outcome.warm) warmed.add(manifestUrl);
        else {
          failedAt.set(manifestUrl, Date.now());
          console.error(`[serve] ${remote} release ${releaseIdOf(manifestUrl) ?? manifestUrl} is not warm: ${outcome.message}`);
        }
        return outcome;
      });
    running.set(manifestUrl, attempt);
    return attempt;
  };

  /** Whether the release is warm; if not, starts warming it (unless it failed moments ago). */
  const ready = (remote: string, ref: ReleaseRef): boolean => {
    if (warmed.has(ref.manifestUrl)) return true;
    if (Date.now() - (failedAt.get(ref.manifestUrl) ?? -Infinity) >= RETRY_FAILED_MS) void warm(remote, ref.manifestUrl);
    return false;
  };

  const gated = (remote: string, entry: RemoteReleases): RemoteReleases => {
    if (pinned.has(remote)) return entry;
    const candidate = entry.candidate && ready(remote, entry.candidate) ? entry.candidate : null;
    if (!entry.live || ready(remote, entry.live) || !served.has(remote)) {
      // The first answer after a start has nothing before it: it serves as it is, and is warmed meanwhile.
      served.set(remote, entry.live);
      return { live: entry.live, candidate };
    }
    return { live: served.get(remote) ?? null, candidate };
  };

  return {
    releases: async () => {
      const known = await registry();
      return Object.fromEntries(Object.entries(known).map(([remote, entry]) => [remote, gated(remote, entry)]));
    },
    warm,
  };
}

interface WarmRequest {
  remote: string;
  id: string;
  manifestUrl: string;
}

const isWarmRequest = (body: unknown): body is WarmRequest => {
  const { remote, id, manifestUrl } = (body ?? {}) as Record<string, unknown>;
  return (
    typeof remote === 'string' &&
    (REMOTE_NAMES as readonly string[]).includes(remote) &&
    typeof id === 'string' &&
    typeof manifestUrl === 'string' &&
    /^https?:\/\//.test(manifestUrl) &&
    releaseIdOf(manifestUrl) === id
  );
};

/** `POST /_internal/releases/warm` for the registry: 200 once warm, 422 with the reason when it cannot be. */
export function registerWarmRoute(server: FastifyInstance, secret: string, warm: WarmRelease): void {
  server.post('/_internal/releases/warm', async (request, reply) => {
    if (!isInternalCall(secret, request.headers.authorization))
      return reply.code(403).send({ message: 'Only the release registry warms releases.' });
    if (!isWarmRequest(request.body)) return reply.code(400).send({ message: 'remote, id and its manifestUrl are required' });
    const outcome = await warm(request.body.remote, request.body.manifestUrl);
    return outcome.warm ? reply.send(outcome) : reply.code(422).send({ message: outcome.message });
  });
}
