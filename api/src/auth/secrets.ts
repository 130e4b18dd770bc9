import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The local signing secret: 32 random bytes created once in the data directory (mode 0600), so upload
 * signatures survive a restart. Session tokens are signed with it too, but end with the process (auth/sessions.ts).
 */
export function loadOrCreateSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'auth-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (secret.length < 32) throw new Error(`${file} is damaged: delete it to generate a new secret (signed-in sessions end).`);
  return secret;
}

export const deriveSecret = (secret: Buffer, purpose: string): string => createHmac('sha256', secret).update(purpose).digest('hex');
