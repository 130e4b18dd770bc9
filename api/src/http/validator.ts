import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/**
 * A query-string or path value the converter turned into a number or boolean is kept only when it is the
 * canonical spelling of that value: "5" → 5 and "true" → true, but "1.5", "0x10", "1e1" or "true" for an
 * integer stay strings and fail the schema. (The stock TypeBox compiler converts all of those.)
 */
function strictlyConverted(original: unknown, converted: unknown): unknown {
  if (original === null || typeof original !== 'object' || converted === null || typeof converted !== 'object') return converted;
  const before = original as Record<string, unknown>;
  const after = { ...(converted as Record<string, unknown>) };
  for (const key of Object.keys(after)) {
    const value = after[key];
    if ((typeof value === 'number' || typeof value === 'boolean') && before[key] !== String(value)) after[key] = before[key];
  }
  return after;
}

const copy = (value: unknown): unknown => (value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : value);

/** TypeBox validation: bodies as sent (no coercion), other parts converted strictly from their text. */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value) => {
    // Convert works in place: compare with a copy of the text as received.
    const candidate = httpPart === 'body' ? value : strictlyConverted(copy(value), Value.Convert(schema, value));
    if (check.Check(candidate)) return { value: candidate };
    return { error: check.Errors(candidate) as unknown as FastifySchemaValidationError[] };
  };
};
