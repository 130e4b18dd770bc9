import { isUtf8 } from 'node:buffer';

/** What a field holding text that is not well-formed Unicode is told. */
export const NOT_WELL_FORMED = 'must be well-formed Unicode text (no lone surrogates or invalid UTF-8)';

/** With the `u` flag a surrogate range matches only surrogates that are not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const LONE_SURROGATES = /[\uD800-\uDFFF]/gu;

/** No lone UTF-16 surrogate: text PostgreSQL (and any UTF-8 encoder) can keep as it is. */
export const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

/** For naming a field whose own name is the problem: lone surrogates shown as U+FFFD. */
export const printable = (text: string): string => text.replace(LONE_SURROGATES, '\uFFFD');

const isContinuation = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x80 && byte <= 0xbf;

/** Length of the well-formed UTF-8 sequence starting at `at` (the Unicode standard's table 3-7), or 0. */
function sequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at] ?? 0;
  if (lead < 0x80) return 1;
  const second = bytes[at + 1];
  if (lead >= 0xc2 && lead <= 0xdf) return isContinuation(second) ? 2 : 0;
  if (lead < 0xe0 || lead > 0xf4 || second === undefined) return 0;
  // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are ruled out by the second byte's range.
  const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
  const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
  if (second < low || second > high || !isContinuation(bytes[at + 2])) return 0;
  if (lead <= 0xef) return 3;
  return isContinuation(bytes[at + 3]) ? 4 : 0;
}

/**
 * Decodes UTF-8, turning each byte that is not part of a well-formed sequence into a lone surrogate
 * (U+DC80–U+DCFF, as Python's "surrogateescape" does) instead of U+FFFD. The check of the parsed document
 * then finds it, and names the field that held it.
 */
export function decodeUtf8Strictly(bytes: Buffer): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  let text = '';
  let run = 0;
  let at = 0;
  while (at < bytes.length) {
    const length = sequenceLength(bytes, at);
    if (length > 0) {
      at += length;
      continue;
    }
    text += bytes.toString('utf8', run, at) + String.fromCharCode(0xdc00 | (bytes[at] ?? 0));
    at += 1;
    run = at;
  }
  return text + bytes.toString('utf8', run);
}

/** `%` not starting an escape is kept as typed by the query-string parser; only escapes are checked. */
const STRAY_PERCENT = /%(?![0-9a-fA-F]{2})/g;

function decoded(component: string): string | null {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' ').replace(STRAY_PERCENT, '%25'));
  } catch {
    return null;
  }
}

/**
 * Query parameters whose percent-escapes are not UTF-8 (invalid bytes, or an encoded UTF-16 surrogate):
 * the query-string parser keeps those undecoded, as if the escapes were the text. Name → problem.
 */
export function malformedQuery(url: string): Record<string, string> {
  const start = url.indexOf('?');
  const bad: Record<string, string> = {};
  if (start === -1) return bad;
  for (const pair of url.slice(start + 1).split('&')) {
    const split = pair.indexOf('=');
    const key = split === -1 ? pair : pair.slice(0, split);
    const name = decoded(key);
    if (name === null) bad.query = 'has a parameter name that is not well-formed Unicode text (invalid UTF-8)';
    else if (split !== -1 && decoded(pair.slice(split + 1)) === null) bad[name] = NOT_WELL_FORMED;
  }
  return bad;
}
