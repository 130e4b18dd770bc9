/** Marks the module the runtime plugin returns in place of a remote that failed to load. */
const FALLBACK = Symbol.for('beacon.remoteFallback');

export interface FallbackModule {
  [FALLBACK]: true;
  default: () => null;
}

export const createFallbackModule = (): FallbackModule => ({ [FALLBACK]: true, default: () => null });

export const isFallbackModule = (value: unknown): value is FallbackModule =>
  typeof value === 'object' && value !== null && FALLBACK in value;
