/**
 * deploy/nginx.conf.template filled in for this layout: the layout's placeholders, plus the blocks
 * that follow the process list (one upstream server per API instance and host page server, one
 * upstream and location per remote whose files are served under the site's origin).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '../../shared/src/config/apps';
import { remoteBaseUrl } from '../../shared/src/config/fromEnv';
import { DEPLOY_DIR, type Layout } from './layout';
import { fillPlaceholders, type ProcessSpec } from './processList';

const INDENT = '        ';
/** A server that fails once is left alone this long, then tried again (nginx's passive health check). */
const HEALTH = 'max_fails=1 fail_timeout=5s';
/** An upstream needs one server; this one never answers (a topology started without that piece). */
const NO_SERVER = `${INDENT}server 127.0.0.1:9 down;`;

/** Where the instance in `spec` listens: its API_PORT or PORT. */
function portOf(spec: ProcessSpec): string {
  const port = spec.env.API_PORT ?? spec.env.PORT;
  if (!port) throw new Error(`deploy/Procfile: ${spec.name} sets neither API_PORT nor PORT`);
  return port;
}

function servers(specs: readonly ProcessSpec[]): string {
  return specs.length === 0 ? NO_SERVER : specs.map((spec) => `${INDENT}server 127.0.0.1:${portOf(spec)} ${HEALTH};`).join('\n');
}

interface RemoteRoute {
  upstream: string;
  location: string;
  port: string;
}

/**
 * The remotes served under the site's origin (REMOTES_URL, or a remote's MFE_*_URL, says where) that have a
 * process here: their builds and, under `releases/`, their published releases.
 */
function remoteRoutes(processes: readonly ProcessSpec[], sharedEnv: Readonly<Record<string, string>>): RemoteRoute[] {
  const siteOrigin = new URL(sharedEnv.SITE_URL ?? '').origin;
  return REMOTE_APPS.flatMap((app) => {
    const spec = processes.find((process) => process.name === app.dir);
    if (!spec) return [];
    const parsed = new URL(remoteBaseUrl(app, sharedEnv));
    if (parsed.origin !== siteOrigin) return [];
    return [{ upstream: `beacon_remote_${app.name}`, location: `${parsed.pathname.replace(/\/+$/, '')}/`, port: portOf(spec) }];
  });
}

const listen = (port: number, ipv6: boolean): string =>
  [`${INDENT}listen 127.0.0.1:${port};`, ...(ipv6 ? [`${INDENT}listen [::1]:${port};`] : [])].join('\n');

export function renderNginxConfig(
  layout: Layout,
  processes: readonly ProcessSpec[],
  sharedEnv: Readonly<Record<string, string>>,
  ipv6: boolean,
): string {
  const template = fs.readFileSync(path.join(DEPLOY_DIR, 'nginx.conf.template'), 'utf8');
  const remotes = remoteRoutes(processes, sharedEnv);
  const generated: Record<string, string> = {
    INTERNAL_ADDRESSES: [`${INDENT}127.0.0.1 1;`, ...(ipv6 ? [`${INDENT}::1 1;`] : [])].join('\n'),
    API_SERVERS: servers(processes.filter((spec) => /^api-\d+$/.test(spec.name))),
    SITE_SERVERS: servers(processes.filter((spec) => /^host-\d+$/.test(spec.name))),
    REMOTE_UPSTREAMS: remotes
      .map(
        (remote) =>
          `    upstream ${remote.upstream} {\n${INDENT}server 127.0.0.1:${remote.port} ${HEALTH};\n${INDENT}keepalive 8;\n${INDENT}keepalive_timeout 4s;\n    }`,
      )
      .join('\n'),
    REMOTE_LOCATIONS: remotes
      .map((remote) => `${INDENT}location ${remote.location} {\n${INDENT}    proxy_pass http://${remote.upstream}/;\n${INDENT}}`)
      .join('\n'),
    SITE_LISTEN: listen(layout.sitePort, ipv6),
    API_LISTEN: listen(layout.apiPort, ipv6),
  };
  return fillPlaceholders(template, { ...layout.vars, ...generated }, 'deploy/nginx.conf.template');
}
