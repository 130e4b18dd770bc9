/**
 * A span per database query, under the request that made it (only when that request is recorded: with no
 * OTLP endpoint nothing is). The span says which database and which kind of statement (SELECT, INSERT…):
 * never the statement's text or its parameters.
 */
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

type Query = (this: unknown, ...args: unknown[]) => unknown;

const tracer = () => trace.getTracer('@beacon/api/db');

const OPERATIONS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'BEGIN', 'COMMIT', 'ROLLBACK']);

function operationOf(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  const word = typeof text === 'string' ? /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() : undefined;
  return word && OPERATIONS.has(word) ? word : 'OTHER';
}

function end(span: Span, error: unknown): void {
  if (error) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** `query` (a pg client's or PGlite's: a promise, or a callback as its last argument) with a span around each call. */
export function tracedQuery<F extends (...args: never[]) => unknown>(original: F): F {
  const query = original as unknown as Query;
  return function traced(this: unknown, ...args: unknown[]): unknown {
    if (!trace.getSpan(context.active())?.isRecording()) return query.apply(this, args);
    const operation = operationOf(args[0]);
    const span = tracer().startSpan(operation, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation },
    });
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = function (this: unknown, error: unknown, ...rest: unknown[]): unknown {
        end(span, error);
        return (callback as Query).call(this, error, ...rest);
      };
      return context.with(trace.setSpan(context.active(), span), () => query.apply(this, args));
    }
    const result = context.with(trace.setSpan(context.active(), span), () => query.apply(this, args));
    if (result instanceof Promise) {
      result.then(
        () => end(span, null),
        (error: unknown) => end(span, error),
      );
    } else {
      end(span, null);
    }
    return result;
  } as unknown as F;
}
