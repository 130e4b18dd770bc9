import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generateKey, readKey, type Key } from 'openpgp';
import { TIPS_DEV_PASSPHRASE } from '@beacon/shared/schemas';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

/** The newsroom key tips are encrypted to, as the API knows it: the public half only. */
export interface NewsroomKey {
  armored: string;
  fingerprint: string;
  /** The API's own development pair (no TIPS_PUBLIC_KEY): its private half is in `privateKeyFile`. */
  development: boolean;
  /** Key ids (primary and subkeys) a tip's message must be encrypted to. */
  keyIds: readonly string[];
  /** Development only: where the armored private key was written for the developer and the browser tests. */
  privateKeyFile: string | null;
}

const PUBLIC_META = 'tips-dev-public-key';
const PRIVATE_META = 'tips-dev-private-key';
/** The development private key, for the developer and the browser tests; never served. */
export const DEV_PRIVATE_KEY_FILE = 'tips-dev-key.asc';

const keyIdsOf = (key: Key): string[] => key.getKeys().map((part) => part.getKeyID().toHex());

async function describe(armored: string, development: boolean, privateKeyFile: string | null): Promise<NewsroomKey> {
  const key = await readKey({ armoredKey: armored });
  if (key.isPrivate()) throw new Error('The tips key must be the PUBLIC key: never give the API the private key.');
  return { armored, fingerprint: key.getFingerprint(), development, keyIds: keyIdsOf(key), privateKeyFile };
}

/** A new key pair whose private half is protected by `passphrase` (the setup command and the development pair). */
export async function generateNewsroomKey(passphrase: string, name: string): Promise<{ publicKey: string; privateKey: string }> {
  const { publicKey, privateKey } = await generateKey({
    type: 'curve25519',
    userIDs: [{ name: `${name} tips` }],
    passphrase,
    format: 'armored',
  });
  return { publicKey, privateKey };
}

/**
 * The development pair: made once and kept in the database, so every instance on one database encrypts to the same
 * key (the first writer wins), and written to `<dataDir>/tips-dev-key.asc` (mode 0600) for the developer.
 */
async function developmentKey(db: Db, dataDir: string, organisation: string): Promise<NewsroomKey> {
  const made = await generateNewsroomKey(TIPS_DEV_PASSPHRASE, `${organisation} development`);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: PUBLIC_META, value: made.publicKey })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (inserted.length === 1) await tx.insert(appMeta).values({ key: PRIVATE_META, value: made.privateKey });
  });
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, PUBLIC_META));
  const privateRows = await db.select().from(appMeta).where(eq(appMeta.key, PRIVATE_META));
  const publicKey = rows[0]?.value;
  const privateKey = privateRows[0]?.value;
  if (publicKey === undefined || privateKey === undefined) throw new Error('The development tips key could not be stored.');
  const file = path.join(dataDir, DEV_PRIVATE_KEY_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `${privateKey}\n`, { mode: 0o600 });
  await fs.chmod(file, 0o600);
  return describe(publicKey, true, file);
}

/** TIPS_PUBLIC_KEY when configured, else the development pair. */
export const loadNewsroomKey = (configured: string | null, db: Db, dataDir: string, organisation: string): Promise<NewsroomKey> =>
  configured !== null ? describe(configured, false, null) : developmentKey(db, dataDir, organisation);
