/** pino's numeric levels, as words. */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface PinoLine {
  level: number;
  msg?: string;
  err?: { message?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
}

const isPinoLine = (value: unknown): value is PinoLine =>
  typeof value === 'object' && value !== null && typeof (value as { level?: unknown }).level === 'number';

/** A JSON log line of the API as one readable line (`WARN message: cause`); null for any other line. */
export function readableLogLine(line: string): string | null {
  if (!line.startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isPinoLine(parsed)) return null;
  const parts = [LEVELS[parsed.level] ?? String(parsed.level)];
  if (parsed.req?.method) parts.push(`${parsed.req.method} ${parsed.req.url ?? ''}`);
  if (parsed.res?.statusCode) parts.push(String(parsed.res.statusCode));
  if (parsed.msg) parts.push(parsed.msg);
  if (parsed.err?.message && parsed.err.message !== parsed.msg) parts.push(`(${parsed.err.message})`);
  return parts.join(' ');
}
