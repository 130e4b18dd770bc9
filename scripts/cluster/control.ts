/**
 * How a running `npm run cluster` takes commands: a Unix socket in its folder
 * (`<CLUSTER_DIR>/run/control.sock`, readable by its owner only). A client sends one line (`restart api`),
 * the runner answers with progress lines and a last line `ok` or `error: <why>`, then closes.
 * One command at a time; another meanwhile is refused.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

export const controlSocket = (clusterDir: string): string => path.join(clusterDir, 'run', 'control.sock');

const OK = 'ok';
const ERROR = 'error: ';

/** Runs `handle` for each command line; its `say` lines go to the client. */
export function serveControl(
  socketPath: string,
  handle: (command: string, say: (line: string) => void) => Promise<void>,
): Promise<{ close: () => void }> {
  fs.rmSync(socketPath, { force: true });
  let busy = false;
  const server = net.createServer((connection) => {
    connection.on('error', () => {});
    const lines = readline.createInterface({ input: connection });
    // readline passes the socket's errors on: a client gone mid-command must not stop the cluster.
    lines.on('error', () => {});
    lines.once('line', (command) => {
      lines.close();
      const say = (line: string) => {
        if (!connection.destroyed) connection.write(`${line}\n`);
      };
      if (busy) {
        connection.end(`${ERROR}another command is running\n`);
        return;
      }
      busy = true;
      handle(command.trim(), say)
        .then(
          () => connection.end(`${OK}\n`),
          (error: unknown) => {
            // The first line is the answer; the rest (a log's end, …) goes before it as progress.
            const [first, ...rest] = (error instanceof Error ? error.message : String(error)).split('\n');
            for (const line of rest) say(line);
            connection.end(`${ERROR}${first}\n`);
          },
        )
        .finally(() => {
          busy = false;
        });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      fs.chmodSync(socketPath, 0o600);
      resolve({
        close: () => {
          server.close();
          fs.rmSync(socketPath, { force: true });
        },
      });
    });
  });
}

/** Sends `command` to the cluster running in `clusterDir`, passing each progress line to `onLine`; rejects on `error:`. */
export function sendControl(clusterDir: string, command: string, onLine: (line: string) => void): Promise<void> {
  const socketPath = controlSocket(clusterDir);
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath);
    let last = '';
    connection.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error(`no cluster is running in ${clusterDir} (npm run cluster starts one; CLUSTER_DIR names its folder)`)
          : error,
      ),
    );
    connection.on('connect', () => connection.write(`${command}\n`));
    const lines = readline.createInterface({ input: connection });
    lines.on('error', () => {});
    lines.on('line', (line) => {
      last = line;
      if (line !== OK && !line.startsWith(ERROR)) onLine(line);
    });
    connection.on('close', () => {
      if (last === OK) resolve();
      else reject(new Error(last.startsWith(ERROR) ? last.slice(ERROR.length) : 'the cluster closed the connection without an answer'));
    });
  });
}
