import type { FastifyRequest } from 'fastify';
import { InputError } from './errors';

/** Deeper than any document the API accepts (template parameters are two levels down); bounds the walk below. */
export const MAX_INPUT_DEPTH = 32;

/** JSON objects, and the query-string parser's objects (whose prototype is a bare null-prototype object). */
const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

type Holder = Record<string, unknown>;

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** Text PostgreSQL cannot store: a NUL character. */
export const hasNul = (text: string): boolean => text.includes('\u0000');

/**
 * Trims every string (in place) and collects the fields holding NUL characters. Iterative with a depth
 * bound, so a body of thousands of nested brackets is refused instead of overflowing the stack.
 */
function normalise(value: unknown, bad: Record<string, string>): unknown {
  const root: Holder = { value };
  const pending: { holder: Holder; key: string; path: string; depth: number }[] = [{ holder: root, key: 'value', path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { holder, key, path, depth } = next;
    const item = holder[key];
    if (typeof item === 'string') {
      if (hasNul(item)) bad[path || 'body'] = 'must not contain NUL characters';
      holder[key] = item.trim();
      continue;
    }
    if (item === null || typeof item !== 'object' || !(Array.isArray(item) || isPlainObject(item))) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      bad[path || 'body'] = `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`;
      continue;
    }
    const children = item as Holder;
    for (const child of Object.keys(children)) {
      if (hasNul(child)) bad[join(path, child)] = 'must not contain NUL characters';
      pending.push({ holder: children, key: child, path: join(path, child), depth: depth + 1 });
    }
  }
  return root.value;
}

/** preValidation hook: trimmed strings everywhere, so length limits apply to the text that is kept. */
export async function normaliseInput(request: FastifyRequest): Promise<void> {
  // An unknown route answers 404 whatever its body.
  if (request.is404) return;
  const bad: Record<string, string> = {};
  request.body = normalise(request.body, bad);
  request.query = normalise(request.query, bad);
  request.params = normalise(request.params, bad);
  if (Object.keys(bad).length > 0) throw new InputError(bad);
}
