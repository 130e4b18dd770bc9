import { Writable } from 'node:stream';

/** An instance's log as it was written: each line's text, and each line parsed. */
export interface CollectedLog<T> {
  stream: Writable;
  lines: T[];
  text: string[];
}

/** A stream for the logger of a test's instance that keeps every JSON line it is given. */
export function collectLog<T = { level: number; msg: string }>(): CollectedLog<T> {
  const lines: T[] = [];
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        text.push(line);
        lines.push(JSON.parse(line) as T);
      }
      done();
    },
  });
  return { stream, lines, text };
}
