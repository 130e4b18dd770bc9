import type { FastifyRequest } from 'fastify';
import { InputError } from './errors';

/** JSON objects, and the query-string parser's objects (whose prototype is a bare null-prototype object). */
const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Trims every string and collects the fields holding NUL characters, which PostgreSQL text cannot store. */
function normalise(value: unknown, path: string, bad: string[]): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) bad.push(path);
    return value.trim();
  }
  if (Array.isArray(value)) return value.map((item, index) => normalise(item, `${path}.${index}`, bad));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const record = value as Record<string, Json>;
    for (const key of Object.keys(record)) {
      if (key.includes('\u0000')) bad.push(path ? `${path}.${key}` : key);
      record[key] = normalise(record[key], path ? `${path}.${key}` : key, bad) as Json;
    }
    return record;
  }
  return value;
}

/** preValidation hook: trimmed strings everywhere, so length limits apply to the text that is kept. */
export async function normaliseInput(request: FastifyRequest): Promise<void> {
  const bad: string[] = [];
  request.body = normalise(request.body, '', bad);
  request.query = normalise(request.query, '', bad);
  request.params = normalise(request.params, '', bad);
  if (bad.length > 0) throw new InputError(Object.fromEntries(bad.map((field) => [field || 'body', 'must not contain NUL characters'])));
}
