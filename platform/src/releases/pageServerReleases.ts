/**
 * What the host's page server adds to the releases it serves, once PAGE_SERVER_SECRET is set: a report token in each
 * composed page, the outcomes it observes of each release sent to the registry, and warm-up before a release serves
 * anyone (on the registry's request, and for any release it names that is not warm yet). Without the secret it only
 * warms what the registry names before serving it.
 */
import type { FastifyInstance } from 'fastify';
import type { Env } from '@beacon/shared/apps';
import { escapeHtmlAttribute, type RemotesMap } from '@beacon/shared/contract';
import type { RouteSite } from '@beacon/shared/routes';
import type { ObserveRelease } from '../compose/remotePage';
import type { LiveReleases } from './liveReleases';
import { outcomeReporter } from './outcomeReports';
import { pageServerSecret, REPORT_TOKEN_META, reportToken } from './releaseSigning';
import { pinnedRemotes } from './visitorChoice';
import { registerWarmRoute, releaseWarmer, warmGate, type WarmUpOptions } from './warmUp';

export interface PageServerReleases {
  /** The registry's answer, as this server may serve it now (releases not warm yet held back). */
  releases: () => Promise<LiveReleases>;
  observe: ObserveRelease | undefined;
  /** The page with its report token (as it is without a secret, or with no release in it). */
  withToken: (html: string, remotes: RemotesMap) => string;
  /** Registers the warm-up route and starts counting; `compose` and `current` as the warmer needs them. */
  register: (server: FastifyInstance, compose: WarmUpOptions['compose'], current: WarmUpOptions['current'], site: RouteSite) => void;
}

export function pageServerReleases(env: Env, apiUrl: string, registry: () => Promise<LiveReleases>): PageServerReleases {
  const secret = pageServerSecret(env);
  const reporter = secret ? outcomeReporter(apiUrl, secret) : null;
  let warmer: ReturnType<typeof releaseWarmer> | null = null;
  const gate = warmGate(
    registry,
    (remote, manifestUrl) => (warmer ? warmer(remote, manifestUrl) : Promise.resolve({ warm: true, pages: 0 })),
    pinnedRemotes(env),
  );
  return {
    releases: gate.releases,
    observe: reporter?.observe,
    withToken: (html, remotes) => {
      const token = secret ? reportToken(secret, remotes) : null;
      return token
        ? html.replace('</head>', () => `<meta name="${REPORT_TOKEN_META}" content="${escapeHtmlAttribute(token)}"></head>`)
        : html;
    },
    register: (server, compose, current, site) => {
      warmer = releaseWarmer({ compose, current, site });
      if (secret) registerWarmRoute(server, secret, gate.warm);
      server.addHook('onClose', async () => {
        reporter?.stop();
        await reporter?.flush();
      });
    },
  };
}
