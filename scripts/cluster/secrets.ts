/**
 * The production secrets of `npm run cluster`, made on its first start in `<CLUSTER_DIR>/secrets/` (mode 0700,
 * files 0600, outside every served folder) and reused by every later start:
 * - `token-secret`: 32 random bytes (hex), the API's TOKEN_SECRET_FILE, the same for every instance;
 * - the newsroom's tips key pair: `tips-public-key.asc` (TIPS_PUBLIC_KEY_FILE) and `tips-private-key.asc`, protected
 *   by a generated passphrase that is shown once, when the pair is made, and never written anywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readKey } from 'openpgp';
import { generateNewsroomKey } from '../../api/src/tips/keys';

export const TOKEN_SECRET_FILE = 'token-secret';
export const TIPS_PUBLIC_KEY_FILE = 'tips-public-key.asc';
export const TIPS_PRIVATE_KEY_FILE = 'tips-private-key.asc';

export interface ClusterSecrets {
  dir: string;
  /** The newsroom key's fingerprint (upper-case hex), for the staff to compare with the tips page's. */
  fingerprint: string;
  privateKeyFile: string;
  /** Only on the start that made the key pair: its passphrase, to be shown once. */
  newPassphrase: string | null;
}

const writeOnce = (file: string, text: string): void => fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });

/** Makes what is missing in `dir` (never replacing a file) and describes the tips key. */
export async function ensureClusterSecrets(dir: string, organisation: string): Promise<ClusterSecrets> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const tokenFile = path.join(dir, TOKEN_SECRET_FILE);
  if (!fs.existsSync(tokenFile)) writeOnce(tokenFile, `${randomBytes(32).toString('hex')}\n`);

  const publicFile = path.join(dir, TIPS_PUBLIC_KEY_FILE);
  const privateFile = path.join(dir, TIPS_PRIVATE_KEY_FILE);
  let newPassphrase: string | null = null;
  if (!fs.existsSync(publicFile)) {
    // A private key without its public half is an operator's to sort out: it may open tips already received.
    if (fs.existsSync(privateFile))
      throw new Error(`${privateFile} exists without ${TIPS_PUBLIC_KEY_FILE}: put the public key back beside it`);
    newPassphrase = randomBytes(18).toString('base64url');
    const pair = await generateNewsroomKey(newPassphrase, organisation);
    writeOnce(privateFile, `${pair.privateKey}\n`);
    writeOnce(publicFile, `${pair.publicKey}\n`);
  }
  const key = await readKey({ armoredKey: fs.readFileSync(publicFile, 'utf8') });
  if (key.isPrivate()) throw new Error(`${publicFile} holds a private key: the API must be given the public key only`);
  return { dir, fingerprint: key.getFingerprint().toUpperCase(), privateKeyFile: privateFile, newPassphrase };
}

/** What `npm run cluster` prints about the tips key: the fingerprint always, the passphrase once. */
export function describeSecrets(secrets: ClusterSecrets): string[] {
  const lines = [`Newsroom tips key fingerprint: ${secrets.fingerprint} (the admin area's tips settings show the same)`];
  if (secrets.newPassphrase) {
    lines.push(
      `A new newsroom tips key pair was made. Its private key: ${secrets.privateKeyFile} (mode 0600)`,
      `Its passphrase, shown this once and stored nowhere: ${secrets.newPassphrase}`,
      'Give both to the staff who read tips, then move the private key off this machine (the API needs only the public key).',
    );
  }
  return lines;
}
