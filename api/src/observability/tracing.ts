/**
 * Traces (OpenTelemetry): each request continues the W3C `traceparent` it arrives with (nginx sets one, the
 * page servers forward theirs) or starts a trace, and its log lines carry the trace id, so one visit's lines
 * can be found across nginx, the page servers and the API instances. With OTEL_EXPORTER_OTLP_ENDPOINT set the
 * spans (the request, its database queries) are exported over OTLP/HTTP; without it nothing is recorded, only
 * the ids are passed on. The tip path's spans name their route and nothing else (tracing-privacy.ts).
 */
import FastifyOtelInstrumentation from '@fastify/otel';
import { context, trace, type TracerProvider } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import type { Env } from '../config';
import { keepRouteOnly } from './tracing-privacy';

/** Where spans go: OTLP/HTTP to the endpoint the operator names (`<endpoint>/v1/traces`), else nowhere. */
export function otlpProcessors(env: Env): SpanProcessor[] {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const url = traces || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : '');
  return url ? [new BatchSpanProcessor(new OTLPTraceExporter({ url }))] : [];
}

let processTracing: NodeTracerProvider | null = null;

/**
 * The process's tracer provider, made by the first call (one per process: the OpenTelemetry API's context and
 * propagator are global). `processors` default to the OTLP exporter when configured; tests pass an in-memory one.
 * With no processor nothing is sampled: spans are not recorded, only their ids propagate (and reach the logs).
 */
export function setUpTracing(env: Env, processors: SpanProcessor[] = otlpProcessors(env)): NodeTracerProvider {
  if (processTracing) return processTracing;
  processTracing = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || 'beacon-api' }),
    spanProcessors: processors,
    ...(processors.length === 0 ? { sampler: new AlwaysOffSampler() } : {}),
  });
  // The AsyncLocalStorage context manager and the W3C trace-context (and baggage) propagators.
  processTracing.register();
  return processTracing;
}

/** Sends the spans not yet exported (before the process exits). */
export async function flushTraces(): Promise<void> {
  await processTracing?.forceFlush();
}

/** The trace the current code runs in, or undefined outside one. */
export function activeTraceId(): string | undefined {
  return trace.getSpan(context.active())?.spanContext().traceId;
}

/** pino's loggers take more bindings in place (cheaper than a child per request); another logger gets a child. */
type Bindable = FastifyBaseLogger & { setBindings?: (bindings: Record<string, string>) => void };

/** Each request's logger names its trace, from its first line ("incoming request", written here) on. */
function logWithTraceId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const traceId = activeTraceId();
  if (traceId) {
    const log: Bindable = request.log;
    if (log.setBindings) {
      log.setBindings({ traceId });
    } else {
      request.log = log.child({ traceId });
      reply.log = request.log;
    }
  }
  request.log.info({ req: request }, 'incoming request');
  done();
}

/** Fastify's request lines, but for the first: written once the trace is known (logWithTraceId). */
export class TracedLogController extends LogController {
  override incomingRequest(): void {}
}

/**
 * Registers the request span (@fastify/otel: one span per request, none per hook — they would cost more than
 * they tell) and the trace id in the log. First of all plugins, so that every hook runs inside the trace.
 * The app must be built with `logController: new TracedLogController()`.
 */
export async function registerTracing(app: FastifyInstance, provider: TracerProvider): Promise<void> {
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    // An error's message and stack are in the log line (with the trace id); a span keeps only its status.
    recordExceptions: false,
    requestHook: keepRouteOnly,
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook('onRequest', logWithTraceId);
}
