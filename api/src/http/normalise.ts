import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InputError } from './errors';
import { installJsonParser } from './json-body';
import { isWellFormed, malformedQuery, NOT_WELL_FORMED, printable } from './unicode';

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

/** Past ±(2^53 − 1) a JSON number has already lost digits when it is parsed: refused rather than stored rounded. */
export const NUMBER_TOO_LARGE = `must be a number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER} (larger ones cannot be kept exactly)`;

/** What is wrong with a piece of text (a value or a key), if anything. */
const textProblem = (text: string): string | null =>
  hasNul(text) ? 'must not contain NUL characters' : isWellFormed(text) ? null : NOT_WELL_FORMED;

/**
 * Trims every string (in place) and collects the fields holding NUL characters, text that is not
 * well-formed Unicode, or numbers too large to keep. Iterative with a depth bound, so a body of thousands of
 * nested brackets is refused instead of overflowing the stack.
 */
function normalise(value: unknown, bad: Record<string, string>): unknown {
  const root: Holder = { value };
  const pending: { holder: Holder; key: string; path: string; depth: number }[] = [{ holder: root, key: 'value', path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { holder, key, path, depth } = next;
    const item = holder[key];
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) bad[path || 'body'] = problem;
      holder[key] = item.trim();
      continue;
    }
    if (typeof item === 'number' && !(Math.abs(item) <= Number.MAX_SAFE_INTEGER)) {
      bad[path || 'body'] = NUMBER_TOO_LARGE;
      continue;
    }
    if (item === null || typeof item !== 'object' || !(Array.isArray(item) || isPlainObject(item))) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      bad[path || 'body'] = `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`;
      continue;
    }
    const children = item as Holder;
    for (const child of Object.keys(children)) {
      const name = join(path, printable(child));
      const problem = textProblem(child);
      if (problem) bad[name] = problem;
      pending.push({ holder: children, key: child, path: name, depth: depth + 1 });
    }
  }
  return root.value;
}

/**
 * preValidation hook: trimmed strings everywhere, so length limits apply to the text that is kept; text
 * that is not well-formed refused (400) before any handler runs, so before anything single-use (a captcha
 * token, an upload signature, an admin code, an Idempotency-Key) is spent.
 */
export async function normaliseInput(request: FastifyRequest): Promise<void> {
  // An unknown route answers 404 whatever its body.
  if (request.is404) return;
  const bad: Record<string, string> = malformedQuery(request.url);
  request.body = normalise(request.body, bad);
  request.query = normalise(request.query, bad);
  request.params = normalise(request.params, bad);
  if (Object.keys(bad).length > 0) throw new InputError(bad);
}

/** The JSON body parser and the hook above. (Malformed percent-encoding in a path is answered in errors.ts.) */
export function installInputChecks(app: FastifyInstance): void {
  installJsonParser(app);
  app.addHook('preValidation', normaliseInput);
}
