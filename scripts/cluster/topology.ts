/**
 * Starts and stops the topology of deploy/: PostgreSQL, then Redis, then the Node processes (API
 * instances and page servers) together, then nginx once they answer; stops in the reverse order.
 * Used by `npm run cluster`, the cluster test and the benchmarks through the proxy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '../apps';
import { readableLogLine } from '../logLines';
import { hasIpv6Loopback, layoutFromEnv, type Layout } from './layout';
import { renderNginxConfig } from './nginxConfig';
import { listenAddressOf, writePrometheusConfig } from './prometheus';
import { ensureClusterSecrets, type ClusterSecrets } from './secrets';
import { readDeployFiles, type ProcessSpec } from './processList';
import { answersHttp, answersRedis, waitFor } from './probes';
import {
  dataDir as postgresDataDir,
  initialiseBackups,
  prepareBackups,
  psql,
  restoreInto,
  scheduleBackups,
  setAside,
  targetOptions,
  untilPromoted,
  type BackupSetup,
} from './backups';
import { sleep, stopLeftover, Supervised, userIds, type RunAs } from './supervisor';

const run = promisify(execFile);

type Kind = 'postgres' | 'redis' | 'node' | 'nginx' | 'monitor';
/** Prometheus and the exporters are the `monitor` pieces: they start last, once what they watch answers. */
const kindOf = (name: string): Kind =>
  name === 'postgres' || name === 'redis' || name === 'nginx'
    ? name
    : name === 'prometheus' || name.endsWith('-exporter')
      ? 'monitor'
      : 'node';
/** Start order; each phase starts together once the previous one answers. */
const PHASES: readonly Kind[] = ['postgres', 'redis', 'node', 'nginx', 'monitor'];
/** As root, the servers from Debian's packages run as the users the packages create (PostgreSQL refuses root). */
const SYSTEM_USERS: Partial<Record<Kind, string>> = { postgres: 'postgres', redis: 'redis', nginx: 'www-data' };
const STOP_SIGNALS: Record<Kind, NodeJS.Signals> = {
  postgres: 'SIGINT',
  redis: 'SIGTERM',
  node: 'SIGTERM',
  nginx: 'SIGQUIT',
  monitor: 'SIGTERM',
};
const READY_TIMEOUT_MS = 120_000;
/** The kinds of instance `restart` takes one at a time (api-1, api-2, …; host-1, host-2, …). */
export const RESTARTABLE = ['api', 'host'] as const;
export type Restartable = (typeof RESTARTABLE)[number];
/**
 * nginx skips a server for fail_timeout (5 s, nginxConfig.ts) after it refused a connection while it
 * restarted: the next one is taken out only once nginx sends to this one again.
 */
const REJOIN_MS = 6_000;

export interface ClusterOptions {
  /** Variables on top of this process's: the layout's (CLUSTER_PORT, …) and every process's (the benchmarks lift the API's read limit). */
  env?: Record<string, string>;
  /** Only these processes of the list (e.g. no page servers for the API benchmark). */
  only?: (name: string) => boolean;
  /** Status lines and the processes' warnings. */
  print?: (line: string) => void;
}

export interface Cluster {
  layout: Layout;
  processes: readonly ProcessSpec[];
  sharedEnv: Readonly<Record<string, string>>;
  pieces: ReadonlyMap<string, Supervised>;
  /** Makes the production secrets when missing, starts every piece in order and resolves once each answers. */
  start(): Promise<void>;
  /** The production secrets, once start() made or found them. */
  secrets(): ClusterSecrets | null;
  /** Stops everything started, in the reverse order. */
  stop(): Promise<void>;
  /** Runs the API's admin-code command with the cluster's variables; its output lines. */
  mintAdminCode(): Promise<string[]>;
  /** Adds (or replaces) `<NGINX_DIR>/conf.d/<name>.conf` and reloads nginx. */
  addNginxConfig(name: string, text: string): Promise<void>;
  /** The nginx access log so far. */
  accessLog(): string;
  /**
   * Restarts the instances of one kind one at a time: each drains and stops (SIGTERM), starts again,
   * and is ready and back in nginx's rotation before the next one stops.
   */
  restart(kind: Restartable, say: (line: string) => void): Promise<void>;
  /** Stops PostgreSQL alone (its last WAL sent to the backup repository first); nothing restarts it but restoreDatabase. */
  stopDatabase(say: (line: string) => void): Promise<void>;
  /**
   * Point-in-time recovery: stops PostgreSQL, moves its data folder aside (if any), restores the backup
   * repository into a fresh one up to `to` ("latest" or a time), starts it and waits for the API instances.
   */
  restoreDatabase(to: string, say: (line: string) => void): Promise<void>;
  /** How pgBackRest reaches this cluster's PostgreSQL (null without PostgreSQL). */
  backups: BackupSetup | null;
}

/** PostgreSQL's programs (initdb, pg_ctl, …) are not on PATH in Debian: the newest installed version's. */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  return path.join(base, newest, 'bin');
}

function onPath(command: string): string {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin'])) {
    const file = path.join(dir, command);
    if (dir && fs.existsSync(file)) return file;
  }
  const packages: Record<string, string> = {
    nginx: 'nginx',
    'redis-server': 'redis-server',
    pgbackrest: 'pgbackrest',
    prometheus: 'prometheus',
    'prometheus-postgres-exporter': 'prometheus-postgres-exporter',
    'prometheus-redis-exporter': 'prometheus-redis-exporter',
    'prometheus-nginx-exporter': 'prometheus-nginx-exporter',
    'prometheus-node-exporter': 'prometheus-node-exporter',
  };
  throw new Error(`${command} is not installed${packages[command] ? `: apt-get install ${packages[command]}` : ''}`);
}

/** Gives a folder (and everything in it) to the user a piece runs as. */
function chownTree(target: string, owner: RunAs | null): void {
  if (!owner) return;
  fs.chownSync(target, owner.uid, owner.gid);
  if (!fs.statSync(target).isDirectory()) return;
  for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), owner);
}

const tail = (file: string, lines = 15): string => {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
};

export function createCluster(options: ClusterOptions = {}): Cluster {
  const print = options.print ?? (() => {});
  const layout = layoutFromEnv({ ...process.env, ...options.env });
  const { processes: all, sharedEnv } = readDeployFiles(layout.vars);
  const processes = all.filter((spec) => options.only?.(spec.name) ?? true);
  const isRoot = process.getuid?.() === 0;
  const pgBin = processes.some((spec) => spec.name === 'postgres') ? postgresBin() : '';
  const dir = (name: string) => path.join(layout.dir, name);
  const logDir = dir('logs');
  const runDir = dir('run');
  const nginxDir = layout.vars.NGINX_DIR ?? dir('nginx');
  const database = new URL(sharedEnv.DATABASE_URL ?? 'postgres://beacon@127.0.0.1/beacon');
  const databaseUser = decodeURIComponent(database.username) || 'beacon';
  const databaseName = database.pathname.slice(1) || 'beacon';
  const withBackups = processes.some((spec) => spec.name === 'postgres');

  const runAsFor = (kind: Kind): RunAs | null => {
    const user = SYSTEM_USERS[kind];
    if (!isRoot || !user) return null;
    const ids = userIds(user);
    if (!ids)
      throw new Error(
        `The ${kind} server runs as the "${user}" user, which does not exist: apt-get install ${kind === 'nginx' ? 'nginx' : kind === 'redis' ? 'redis-server' : 'postgresql'}`,
      );
    return ids;
  };

  const backups: BackupSetup | null = withBackups
    ? { layout, pgBin, owner: runAsFor('postgres'), user: databaseUser, database: databaseName }
    : null;
  /** While PostgreSQL is stopped or being restored: no scheduled backup. */
  let databaseDown = false;

  const resolveCommand = (command: string): string => {
    if (command === 'node') return process.execPath;
    if (pgBin && fs.existsSync(path.join(pgBin, command))) return path.join(pgBin, command);
    return command.includes('/') ? command : onPath(command);
  };

  const pieces = new Map<string, Supervised>();
  for (const spec of processes) {
    const kind = kindOf(spec.name);
    const piece = new Supervised({
      name: spec.name,
      command: resolveCommand(spec.command),
      args: spec.args,
      env: { ...process.env, ...options.env, ...sharedEnv, ...spec.env },
      cwd: ROOT,
      runAs: runAsFor(kind),
      logDir,
      runDir,
      stopSignal: STOP_SIGNALS[kind],
      onLine(line, stream) {
        // Node processes log warnings and errors (JSON from the API); the servers' own logs stay in their files.
        if (kind !== 'node') return;
        const readable = readableLogLine(line);
        if (readable !== null) print(`[${spec.name}] ${readable}`);
        else if (stream === 'stderr') print(`[${spec.name}] ${line}`);
      },
      onUnexpectedExit(description, restartInMs) {
        print(`[${spec.name}] stopped (${description}); restarting in ${restartInMs / 1000} s`);
      },
    });
    pieces.set(spec.name, piece);
  }

  const asUser = (runAs: RunAs | null) => (runAs ? { uid: runAs.uid, gid: runAs.gid } : {});

  /** Creates what a piece needs before its first start: folders, PostgreSQL's cluster, nginx's config. */
  async function prepare(spec: ProcessSpec): Promise<void> {
    const kind = kindOf(spec.name);
    const owner = runAsFor(kind);
    if (owner) {
      await run('test', ['-x', layout.dir], asUser(owner)).catch(() => {
        throw new Error(
          `The ${owner.user} user cannot reach ${layout.dir}: set CLUSTER_DIR to a folder it can (e.g. under /tmp), or open the path (chmod o+x).`,
        );
      });
    }
    if (kind === 'postgres') {
      const data = dir('postgres');
      if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
        fs.mkdirSync(data, { recursive: true, mode: 0o700 });
        chownTree(data, owner);
        print(`postgres: creating the database cluster in ${data}`);
        // Loopback only, no password: the cluster's own folder; a shared server would get one (DATABASE_URL).
        await run(path.join(pgBin, 'initdb'), ['-D', data, '-U', databaseUser, '--auth=trust', '-E', 'UTF8', '--no-locale'], asUser(owner));
      }
      chownTree(data, owner);
      onPath('pgbackrest');
      if (backups) prepareBackups(backups, { ...process.env, ...options.env });
    } else if (kind === 'redis') {
      fs.mkdirSync(dir('redis'), { recursive: true });
      chownTree(dir('redis'), owner);
    } else if (kind === 'nginx') {
      for (const sub of ['logs', 'temp', 'cache', 'conf.d']) fs.mkdirSync(path.join(nginxDir, sub), { recursive: true });
      fs.writeFileSync(path.join(nginxDir, 'nginx.conf'), renderNginxConfig(layout, processes, sharedEnv, hasIpv6Loopback()));
      chownTree(nginxDir, owner);
      const test = [
        '-t',
        '-q',
        '-p',
        `${nginxDir}/`,
        '-c',
        path.join(nginxDir, 'nginx.conf'),
        '-e',
        path.join(nginxDir, 'logs', 'error.log'),
      ];
      await run(resolveCommand('nginx'), test, asUser(owner)).catch((error: { stderr?: string }) => {
        throw new Error(`nginx refuses its configuration (${path.join(nginxDir, 'nginx.conf')}):\n${error.stderr ?? String(error)}`);
      });
    } else if (spec.name === 'prometheus') {
      writePrometheusConfig(layout, dir('prometheus'));
    } else if (spec.env.DATA_DIR) {
      fs.mkdirSync(spec.env.DATA_DIR, { recursive: true });
    }
  }

  /** Resolves once the piece answers as its clients will use it. */
  async function ready(spec: ProcessSpec): Promise<void> {
    const kind = kindOf(spec.name);
    const port = spec.env.API_PORT ?? spec.env.PORT;
    if (kind === 'postgres') {
      const pgPort = layout.vars.PG_PORT ?? '';
      await waitFor(
        async () => {
          try {
            await run(path.join(pgBin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', pgPort]);
            return true;
          } catch {
            return false;
          }
        },
        READY_TIMEOUT_MS,
        spec.name,
      );
      // A data folder restored while the cluster was stopped replays its WAL first (read-only until then).
      if (backups) await untilPromoted(backups, pgPort, READY_TIMEOUT_MS);
      await run(path.join(pgBin, 'createdb'), ['-h', '127.0.0.1', '-p', pgPort, '-U', databaseUser, databaseName]).catch(
        (error: { stderr?: string }) => {
          if (!/already exists/.test(error.stderr ?? '')) throw error;
        },
      );
    } else if (kind === 'redis') {
      await waitFor(() => answersRedis(Number(layout.vars.REDIS_PORT)), READY_TIMEOUT_MS, spec.name);
    } else if (kind === 'nginx') {
      // Through each of its servers that has something behind it in this topology.
      const probes = [
        ...(processes.some((p) => /^host-\d+$/.test(p.name)) ? [`http://127.0.0.1:${layout.sitePort}/config.json`] : []),
        ...(processes.some((p) => /^api-\d+$/.test(p.name)) ? [`http://127.0.0.1:${layout.apiPort}/health`] : []),
      ];
      await waitFor(async () => (await Promise.all(probes.map(answersHttp))).every(Boolean), READY_TIMEOUT_MS, spec.name);
    } else if (kind === 'monitor') {
      const address = listenAddressOf(spec.args);
      if (!address) throw new Error(`deploy/Procfile: ${spec.name} has no --web.listen-address`);
      const probe = spec.name === 'prometheus' ? '/-/ready' : '/metrics';
      await waitFor(() => answersHttp(`http://${address}${probe}`), READY_TIMEOUT_MS, spec.name);
    } else if (port) {
      // An API instance is ready once migrated, with its database and Redis answering; a page server answers its runtime config.
      const probe = spec.env.API_PORT ? '/health/ready' : '/config.json';
      await waitFor(() => answersHttp(`http://127.0.0.1:${port}${probe}`), READY_TIMEOUT_MS, spec.name);
    }
  }

  async function startOne(spec: ProcessSpec): Promise<void> {
    const piece = pieces.get(spec.name);
    if (!piece) return;
    await stopLeftover(piece.pidFile, resolveCommand(spec.command), STOP_SIGNALS[kindOf(spec.name)]);
    await prepare(spec);
    piece.start();
    const exited = piece.whenExited().then(() => {
      throw new Error(`${spec.name} stopped while starting; the end of ${piece.logFile}:\n${tail(piece.logFile)}`);
    });
    await Promise.race([ready(spec), exited]);
    void exited.catch(() => {});
  }

  const started: string[] = [];
  let stopped = false;
  let secrets: ClusterSecrets | null = null;
  let stopSchedule = (): void => {};

  async function stopOne(name: string): Promise<void> {
    const piece = pieces.get(name);
    if (!piece) return;
    if (name === 'postgres') {
      const owner = runAsFor('postgres');
      // The current WAL segment goes to the backup repository before the shutdown (archived on the way out).
      if (backups && piece.running) await psql(backups, 'SELECT pg_switch_wal();').catch(() => undefined);
      await piece.stop(async () => {
        await run(path.join(pgBin, 'pg_ctl'), ['stop', '-D', dir('postgres'), '-m', 'fast', '-w', '-t', '30'], asUser(owner));
      });
    } else {
      await piece.stop();
    }
  }

  return {
    layout,
    processes,
    sharedEnv,
    pieces,
    async start() {
      for (const name of [logDir, runDir]) fs.mkdirSync(name, { recursive: true });
      const organisation = options.env?.ORG_NAME ?? process.env.ORG_NAME ?? 'Beacon Media';
      secrets = await ensureClusterSecrets(layout.vars.SECRETS_DIR ?? dir('secrets'), organisation);
      for (const phase of PHASES) {
        const specs = processes.filter((spec) => kindOf(spec.name) === phase);
        started.push(...specs.map((spec) => spec.name));
        await Promise.all(specs.map(startOne));
        if (specs.length > 0) print(`${specs.map((spec) => spec.name).join(', ')}: up`);
        // In the background: the first full backup takes a while, and PostgreSQL keeps its WAL until archived.
        if (phase === 'postgres' && backups) {
          void initialiseBackups(backups, print).catch((error: unknown) =>
            print(
              `backups: ${error instanceof Error ? error.message : String(error)} (the WAL waits in PostgreSQL until it can be archived)`,
            ),
          );
        }
      }
      if (backups) stopSchedule = scheduleBackups(backups, print, () => databaseDown || stopped);
    },
    async stop() {
      stopped = true;
      stopSchedule();
      for (const piece of pieces.values()) piece.retire();
      for (const phase of [...PHASES].reverse()) {
        await Promise.all(started.filter((name) => kindOf(name) === phase).map(stopOne));
      }
    },
    secrets: () => secrets,
    async mintAdminCode() {
      const api = processes.find((spec) => /^api-\d+$/.test(spec.name));
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin-code.ts'], {
        cwd: path.join(ROOT, 'api'),
        env: { ...process.env, ...options.env, ...sharedEnv, ...api?.env },
      });
      return stdout.trim().split('\n');
    },
    async addNginxConfig(name, text) {
      const file = path.join(nginxDir, 'conf.d', `${name}.conf`);
      fs.writeFileSync(file, text);
      chownTree(file, runAsFor('nginx'));
      pieces.get('nginx')?.signal('SIGHUP');
      // nginx starts new workers with the new configuration; the old ones finish what they serve.
      await sleep(1_000);
    },
    async restart(kind, say) {
      const names = started.filter((name) => name.startsWith(`${kind}-`) && /-\d+$/.test(name));
      if (names.length === 0) throw new Error(`no ${kind} instance runs in this cluster`);
      for (const name of names) {
        const piece = pieces.get(name);
        const spec = processes.find((each) => each.name === name);
        if (!piece || !spec) continue;
        const begun = Date.now();
        say(`${name}: draining and stopping (pid ${piece.pid ?? '-'})`);
        await piece.stop();
        if (stopped) throw new Error('the cluster is stopping');
        piece.start();
        const exited = piece.whenExited().then(() => {
          throw new Error(`${name} stopped while starting; the end of ${piece.logFile}:\n${tail(piece.logFile)}`);
        });
        await Promise.race([ready(spec), exited]);
        void exited.catch(() => {});
        say(`${name}: ready again (pid ${piece.pid ?? '-'}) after ${((Date.now() - begun) / 1000).toFixed(1)} s`);
        await sleep(REJOIN_MS);
      }
    },
    backups,
    async stopDatabase(say) {
      const piece = pieces.get('postgres');
      if (!piece?.running) throw new Error('PostgreSQL is not running in this cluster');
      databaseDown = true;
      await stopOne('postgres');
      say(`postgres: stopped; its data folder is ${postgresDataDir(layout)}`);
    },
    async restoreDatabase(to, say) {
      const piece = pieces.get('postgres');
      const spec = processes.find((each) => each.name === 'postgres');
      if (!piece || !spec || !backups) throw new Error('PostgreSQL is not part of this cluster');
      const options = targetOptions(to);
      databaseDown = true;
      if (piece.running) {
        say('postgres: stopping');
        await stopOne('postgres');
      }
      const data = postgresDataDir(layout);
      const aside = setAside(data);
      if (aside) say(`postgres: the previous data folder is kept in ${aside}`);
      const began = Date.now();
      await restoreInto(backups, data, options);
      say(`postgres: backup restored into ${data} in ${((Date.now() - began) / 1000).toFixed(1)} s; replaying the WAL to ${to}`);
      piece.start();
      const exited = piece.whenExited().then(() => {
        throw new Error(
          `PostgreSQL stopped while recovering (a time after the last write? then --to latest); the end of ${piece.logFile}:\n${tail(piece.logFile, 6)}`,
        );
      });
      try {
        await Promise.race([untilPromoted(backups, layout.vars.PG_PORT ?? '', READY_TIMEOUT_MS), exited]);
      } catch (error) {
        await piece.stop();
        throw error;
      }
      void exited.catch(() => {});
      databaseDown = false;
      say(`postgres: recovered to ${to} and accepting writes after ${((Date.now() - began) / 1000).toFixed(1)} s`);
      const apis = processes.filter((each) => /^api-\d+$/.test(each.name));
      await Promise.all(apis.map(ready));
      say(
        `${apis.map((each) => each.name).join(', ')}: ready on the restored database after ${((Date.now() - began) / 1000).toFixed(1)} s`,
      );
    },
    accessLog: () => {
      try {
        return fs.readFileSync(path.join(nginxDir, 'logs', 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
  };
}
