import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** When the API sheds load; 0 turns a limit off. */
export interface OverloadLimits {
  /** Mean event-loop delay over a sample: requests wait this long before any code of theirs runs. */
  maxEventLoopDelayMs: number;
  /** Heap in use: past it, garbage collection takes the time the requests need (and the process nears its limit). */
  maxHeapUsedBytes: number;
  /** How often both are measured. */
  sampleIntervalMs: number;
}

/** 90 % of this process's heap limit (Node's --max-old-space-size, or its default for the machine). */
export const DEFAULT_MAX_HEAP_MB = Math.floor((getHeapStatistics().heap_size_limit * 0.9) / 1024 / 1024);

/** Seconds a client (and nginx, which tries the other instance first) is told to wait. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

type PressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => Promise<void> | void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own answer under overload; one that returns nothing is served as usual. */
    pressureHandler?: PressureHandler;
  }
}

/** For a route that must answer under overload (the liveness probe): served as usual. */
export const servedUnderPressure: PressureHandler = () => undefined;

const OVERLOADED = 'The server is overloaded: try again in a moment.';

/** Every other route: the API's error answer (a rejected promise is passed to the error handler). */
const refuse: PressureHandler = () =>
  Promise.reject(new HttpError(503, OVERLOADED, undefined, { 'Retry-After': String(OVERLOAD_RETRY_AFTER_SECONDS) }));

/**
 * Overload answers 503 with Retry-After at once, before any work, instead of queueing requests
 * until they time out: nginx retries an idempotent request (and a keyed booking) on the other instance.
 */
export async function registerOverload(app: FastifyInstance, limits: OverloadLimits): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    pressureHandler: refuse,
  });
}
