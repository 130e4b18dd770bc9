import { LiteralDataPacket, readKey, readMessage, readPrivateKey, type Message } from 'openpgp';

/**
 * The API stores only what it can tell is ciphertext: an OpenPGP message whose session key is encrypted to one of
 * the expected keys. Anything else (plain text, a message for another key, garbage) is refused, not stored.
 */
async function encryptedTo(message: Message<Uint8Array | string>, keyIds: readonly string[]): Promise<boolean> {
  const recipients = message.getEncryptionKeyIDs().map((id) => id.toHex());
  if (!recipients.some((id) => keyIds.includes(id))) return false;
  // Only session keys and the encrypted data: no literal (readable) packet beside them.
  return message.packets.every((packet) => !(packet instanceof LiteralDataPacket));
}

export async function isArmoredMessageFor(armored: string, keyIds: readonly string[]): Promise<boolean> {
  try {
    return await encryptedTo(await readMessage({ armoredMessage: armored }), keyIds);
  } catch {
    return false;
  }
}

export async function isBinaryMessageFor(bytes: Uint8Array, keyIds: readonly string[]): Promise<boolean> {
  try {
    return await encryptedTo(await readMessage({ binaryMessage: bytes }), keyIds);
  } catch {
    return false;
  }
}

/** The fingerprint and key ids of an armored public key (primary and subkeys), or null when it is not one. */
export async function readPublicKey(armored: string): Promise<{ fingerprint: string; keyIds: string[] } | null> {
  try {
    const key = await readKey({ armoredKey: armored });
    if (key.isPrivate()) return null;
    return { fingerprint: key.getFingerprint(), keyIds: key.getKeys().map((part) => part.getKeyID().toHex()) };
  } catch {
    return null;
  }
}

/** Whether the armored private key is the given key's, and passphrase-protected (never stored usable as is). */
export async function isProtectedPrivateKeyOf(armored: string, fingerprint: string): Promise<boolean> {
  try {
    const key = await readPrivateKey({ armoredKey: armored });
    // isDecrypted() is true when any secret part is usable without the passphrase.
    return key.getFingerprint() === fingerprint && !key.isDecrypted();
  } catch {
    return false;
  }
}
