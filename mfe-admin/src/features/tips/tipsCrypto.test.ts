import { generateKey, readKey } from 'openpgp';
import { TipsKeyError, unlockKey } from './tipsCrypto';

const PASSPHRASE = 'correct horse battery staple';

// The fewest passphrase-hashing rounds OpenPGP allows: the test's keys protect nothing.
const keyPair = () =>
  generateKey({
    type: 'curve25519',
    userIDs: [{ name: 'Tips test' }],
    passphrase: PASSPHRASE,
    format: 'armored',
    config: { s2kIterationCountByte: 0 },
  });

const problemOf = async (attempt: Promise<unknown>) => {
  try {
    await attempt;
  } catch (failure) {
    return failure instanceof TipsKeyError ? failure.problem : failure;
  }
  return 'opened';
};

describe('opening the tips key', () => {
  it('opens a pasted private key (surrounding blank lines and all) with its passphrase, and names it by fingerprint', async () => {
    const { privateKey, publicKey } = await keyPair();
    const unlocked = await unlockKey(`\n  ${privateKey}\n\n`, PASSPHRASE);
    expect(unlocked.key.isDecrypted()).toBe(true);
    expect(unlocked.fingerprint).toBe((await readKey({ armoredKey: publicKey })).getFingerprint().toUpperCase());
  });

  it('tells a wrong passphrase from a public key or text that is no key', async () => {
    const { privateKey, publicKey } = await keyPair();
    expect(await problemOf(unlockKey(privateKey, 'not the passphrase'))).toBe('wrong-passphrase');
    expect(await problemOf(unlockKey(publicKey, PASSPHRASE))).toBe('not-a-private-key');
    expect(await problemOf(unlockKey('hello', PASSPHRASE))).toBe('not-a-private-key');
  });
});
