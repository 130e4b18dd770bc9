import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, InputError } from './errors';
import { hasNul } from './normalise';
import { isWellFormed, NOT_WELL_FORMED } from './unicode';

/** A parser failure (no boundary, truncated body, …) is the client's: 400. The plugin's own limit errors keep their 4xx. */
function clientError(error: unknown): unknown {
  if (error instanceof HttpError || error instanceof InputError) return error;
  const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, 'The multipart body is malformed or incomplete.');
}

async function parsed<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw clientError(error);
  }
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The file part's bytes, once `onFile` accepted it. */
  file: Buffer | null;
}

/**
 * Reads a multipart body the way the JSON routes read theirs: values trimmed, NUL characters refused,
 * nothing truncated silently. `onFile` sees the fields sent before the file and, before a byte of it is
 * read, accepts it (returns) or refuses the request (throws).
 */
export async function readMultipart(
  request: FastifyRequest,
  onFile: (part: MultipartFile, fields: Record<string, string>) => Promise<void>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the body as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  const parts = request.parts();
  for (let next = await parsed(parts.next()); !next.done; next = await parsed(parts.next())) {
    const part = next.value;
    if (part.type === 'file') {
      await onFile(part, fields).catch((error: unknown) => {
        part.file.resume();
        throw error;
      });
      file = await parsed(part.toBuffer());
      continue;
    }
    readField(part, fields);
  }
  return { fields, file };
}

/**
 * The multipart parser decodes field text with replacement (bytes that are not UTF-8 become U+FFFD) and does
 * not say so; a replacement character in a form field is therefore taken as such bytes and refused, not stored.
 * A part declared UTF-16 can decode to lone surrogates.
 */
const isCleanFormText = (text: string): boolean => isWellFormed(text) && !text.includes('\uFFFD');

function readField(part: MultipartValue, fields: Record<string, string>): void {
  // A part without a name in its Content-Disposition arrives with none at all.
  const name: unknown = part.fieldname;
  if (typeof name !== 'string' || name === '') throw new InputError({ body: 'has a part without a field name' });
  if (part.fieldnameTruncated || hasNul(name)) throw new InputError({ body: 'has a field name that is too long or holds NUL characters' });
  if (!isCleanFormText(name)) throw new InputError({ body: 'has a field name that is not well-formed Unicode text (invalid UTF-8)' });
  // Every schema limit is far below FIELD_MAX_BYTES (body-limits.ts): a value the parser had to cut is refused, never stored cut.
  if (part.valueTruncated) throw new InputError({ [name]: 'is too long' });
  const value = typeof part.value === 'string' ? part.value : '';
  if (hasNul(value)) throw new InputError({ [name]: 'must not contain NUL characters' });
  if (!isCleanFormText(value)) throw new InputError({ [name]: NOT_WELL_FORMED });
  fields[name] = value.trim();
}
