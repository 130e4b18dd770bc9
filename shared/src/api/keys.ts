/**
 * SWR keys of the Main API: `['main-api', resource, …]`. Each resource module builds its own;
 * `keyStartsWith` picks every cached answer under a prefix, for `mutate(filter)` after a write.
 */
export const MAIN_API_KEY = 'main-api';

export type ApiKey = readonly unknown[];

export const keyStartsWith =
  (prefix: ApiKey) =>
  (key: unknown): boolean =>
    Array.isArray(key) && prefix.every((part, index) => key[index] === part);
