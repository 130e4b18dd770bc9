import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { assertSafeForEnvironment, loadConfig, type Config, type ConnectionLimits, type Env, type TrustProxy } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { openSharedStore } from './db/redis';
import { JSON_BODY_MAX_BYTES } from './http/body-limits';
import { capConnectionsPerAddress, trustedPeer } from './http/connection-cap';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { installInputChecks } from './http/normalise';
import { registerOverload } from './http/overload';
import { registerFormats } from './http/validation';
import { registerMetrics } from './observability/metrics';
import { validatorCompiler } from './http/validator';
import { registerCompress } from './plugins/external/compress';
import { registerCors } from './plugins/external/cors';
import { registerHelmet } from './plugins/external/helmet';
import { registerMultipart } from './plugins/external/multipart';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSwagger } from './plugins/external/swagger';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { bookingRoutes } from './routes/bookings';
import { calendarRoutes } from './routes/calendar';
import { captchaRoutes } from './routes/captcha';
import { emailRoutes } from './routes/email';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { outboxRoutes } from './routes/outbox';
import { subscriberRoutes } from './routes/subscribers';
import { uploadRoutes } from './routes/uploads';
import { videoRoutes } from './routes/videos';
import { auditRoutes } from './routes/audit';
import { bulkRoutes } from './routes/bulk';
import { exportRoutes } from './routes/exports';
import { settingsRoutes } from './routes/settings';
import { siteHealthRoutes } from './routes/site-health';
import { countRequestsPerMinute } from './plugins/app/site-health/process-source';
import { trashRoutes } from './routes/trash';
import { releaseRoutes } from './routes/releases';
import { tipsRoutes } from './routes/tips';
import { tipsFormRoutes } from './routes/tips-form';
import { tipsAdminRoutes } from './routes/tips-admin';
import { registerTipLimits } from './tips/limits';
import { refuseUnknownQuery } from './routes/common';
import { contentRoutes } from './routes/content';
import { contentAdminRoutes } from './routes/content-admin';
import { seedIfEmpty } from './seed/seed';
import { isSourcePath } from './tips/source-paths';
import { registerTracing, setUpTracing, TracedLogController } from './observability/tracing';
import { createServices, type Services } from './services';

export interface AppOptions {
  /** Environment to read the configuration from (default: process.env). */
  env?: Env;
  /** Overrides applied on top of the environment (tests use these). */
  config?: Partial<Config>;
  /** Outbound HTTP for the YouTube, MailerLite and reCAPTCHA providers (tests pass a fake). */
  fetch?: typeof fetch;
  /** The time, for token and captcha expiry (tests move it). */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** An already-open database to use instead of opening config.database; the caller closes it. */
  database?: Database;
}

export type BeaconApp = FastifyInstance & { beacon: Services };

/**
 * Slow or idle clients give their connection back (by default 10 s to send the headers — a connection that
 * sends nothing included —, 60 s for a whole request, 30 s of silence, 5 s between keep-alive requests).
 * Node enforces the header and request limits when it checks its connections, every `checkIntervalMs`.
 */
const connectionOptions = (limits: ConnectionLimits) => ({
  http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
  requestTimeout: limits.requestTimeoutMs,
  connectionTimeout: limits.idleTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
});

/**
 * Fastify takes a list as is; a hop count it would treat as "trust nobody" (it cannot tell a proxy from a
 * client by position alone), so the count becomes proxy-addr's own rule: trust the nearest `hops` peers.
 */
const fastifyTrustProxy = (trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

declare module 'fastify' {
  interface FastifyInstance {
    beacon: Services;
  }
}

/** A request's log line: on the tip path, no address or port (tips/source-paths.ts). */
function requestForLog(request: FastifyRequest): Record<string, unknown> {
  const line = { method: request.method, url: request.url, host: request.host };
  if (isSourcePath(request)) return line;
  return { ...line, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** Whatever logger a caller chose, its request lines follow that rule. */
function withPrivateSources(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { ...logger.serializers, req: requestForLog } };
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Tokens, captcha answers and cookies never reach the log.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'res.headers["set-cookie"]'],
  };
}

/**
 * Builds the API (database opened and migrated, sample content loaded into an empty database) without
 * listening. Close it with `app.close()`, which also closes the database.
 */
export async function buildApp(options: AppOptions = {}): Promise<BeaconApp> {
  const config: Config = { ...loadConfig(options.env ?? process.env), ...options.config };
  assertSafeForEnvironment(config);
  registerFormats();
  const owned = options.database === undefined;
  const database = options.database ?? (await openDatabase(config.database));
  try {
    await migrate(database, config);
    if (config.seed) await seedIfEmpty(database.db);
    return await assemble(config, database, owned, options);
  } catch (error) {
    if (owned) await database.close().catch(() => undefined);
    throw error;
  }
}

async function assemble(config: Config, database: Database, owned: boolean, options: AppOptions): Promise<BeaconApp> {
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: withPrivateSources(options.logger ?? loggerOptions(config)),
    // Bodies are small JSON documents; uploads and tips have their own (multipart) limits.
    bodyLimit: JSON_BODY_MAX_BYTES,
    ...connectionOptions(config.connectionLimits),
    // request.ip (rate limits, logs) is the visitor's address only when a trusted proxy says so.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors,
    // Request lines carry the request's trace id.
    logController: new TracedLogController(),
  })
    .withTypeProvider<TypeBoxTypeProvider>()
    .setValidatorCompiler(validatorCompiler);
  await registerTracing(app, setUpTracing(options.env ?? process.env));
  // Past this many open sockets new ones are closed on arrival, before they can use up file descriptors; one
  // address (a proxy TRUST_PROXY names aside) gets at most its own share, so its flood shuts out no one else.
  app.server.maxConnections = config.maxConnections;
  capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress, trustedPeer(config.trustProxy));
  const shared = config.redisUrl ? await openSharedStore(config.redisUrl, app.log) : null;
  app.addHook('onClose', async () => {
    await shared?.close();
    if (owned) await database.close();
  });
  let services: Services;
  try {
    services = await createServices(config, database, shared, options.fetch ?? fetch, clock);
  } catch (error) {
    await shared?.close();
    throw error;
  }
  app.decorate('beacon', services);
  registerMetrics(app, options.env ?? process.env);

  installErrorHandling(app);
  installInputChecks(app);
  await registerOverload(app, config.overload);

  await registerHelmet(app);
  await registerCors(app, config);
  await registerCompress(app);
  await registerRateLimit(app, shared?.redis ?? null);
  await registerMultipart(app, config);
  await registerSwagger(app);

  app.addHook('onRoute', refuseUnknownQuery);
  registerTipLimits(app, services.tips.limits);
  // Site health's series without Prometheus: this process counts its own answers.
  if (!config.prometheusUrl) countRequestsPerMinute(app, clock);
  const routes = { services };
  await app.register(healthRoutes, routes);
  await app.register(authRoutes, routes);
  await app.register(bookingRoutes, routes);
  await app.register(eventRoutes, routes);
  await app.register(calendarRoutes, routes);
  await app.register(uploadRoutes, routes);
  await app.register(adminRoutes, routes);
  await app.register(auditRoutes, routes);
  await app.register(trashRoutes, routes);
  await app.register(exportRoutes, routes);
  await app.register(bulkRoutes, routes);
  await app.register(settingsRoutes, routes);
  await app.register(siteHealthRoutes, routes);
  await app.register(releaseRoutes, routes);
  await app.register(mediaRoutes, routes);
  await app.register(subscriberRoutes, routes);
  await app.register(emailRoutes, routes);
  await app.register(outboxRoutes, routes);
  await app.register(captchaRoutes, routes);
  await app.register(tipsRoutes, routes);
  await app.register(tipsFormRoutes, routes);
  await app.register(tipsAdminRoutes, routes);
  await app.register(contentRoutes, routes);
  await app.register(contentAdminRoutes, routes);
  await app.register(videoRoutes, { ...routes, prefix: '/video-api' });
  return app as unknown as BeaconApp;
}

export interface StartedServer {
  app: BeaconApp;
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  port: number;
}

/** buildApp + listen on config.host:config.port (API_PORT; 0 picks a free port). */
export async function startServer(options: AppOptions = {}): Promise<StartedServer> {
  const app = await buildApp(options);
  const { host, port } = app.beacon.config;
  try {
    await app.listen({ host, port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const actualPort = address && typeof address === 'object' ? address.port : port;
  // API_PORT=0 picks a free port; the default PUBLIC_URL follows it.
  if (app.beacon.config.publicUrl === 'http://localhost:0') app.beacon.config.publicUrl = `http://localhost:${actualPort}`;
  return { app, url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`, port: actualPort };
}

export type { Config } from './config';
export { loadConfig } from './config';
