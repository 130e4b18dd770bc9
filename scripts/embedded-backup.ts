/** `npm run backup|restore` for `npm start`'s embedded database: the API workspace's script, with this process's variables. */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './apps';

export function runEmbedded(command: 'backup' | 'restore', args: readonly string[]): Promise<number> {
  const backupDir = process.env.BACKUP_DIR?.trim();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/embedded-backup.ts', command, ...args], {
    cwd: path.join(ROOT, 'api'),
    // A relative BACKUP_DIR is read from where the operator typed it, not from the API's folder.
    env: { ...process.env, ...(backupDir ? { BACKUP_DIR: path.resolve(backupDir) } : {}) },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
