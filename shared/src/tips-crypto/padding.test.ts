import { generateKey } from 'openpgp';
import { TIP_ATTACHMENT_MAX_BYTES } from './limits';
import { decryptAttachment, encryptAttachments, unlockPrivateKey } from './index';
import { attachmentBucket, padAttachment, TIP_ATTACHMENT_LAST_BUCKET, TIP_ATTACHMENT_MIN_BUCKET, unpadAttachment } from './padding';

const KIB = 1024;
const MIB = 1024 * KIB;

describe('attachment size buckets', () => {
  test('16 KiB, then powers of two up to 8 MiB, then one bucket for every file up to the 10 MB cap', () => {
    expect(TIP_ATTACHMENT_MIN_BUCKET).toBe(16 * KIB);
    expect(attachmentBucket(0)).toBe(16 * KIB);
    expect(attachmentBucket(7_831)).toBe(16 * KIB);
    expect(attachmentBucket(16 * KIB)).toBe(32 * KIB); // the 12-byte header pushes it over
    expect(attachmentBucket(100 * KIB)).toBe(128 * KIB);
    expect(attachmentBucket(5 * MIB)).toBe(8 * MIB);
    expect(attachmentBucket(8 * MIB)).toBe(TIP_ATTACHMENT_LAST_BUCKET);
    expect(attachmentBucket(TIP_ATTACHMENT_MAX_BYTES)).toBe(TIP_ATTACHMENT_LAST_BUCKET);
    expect(TIP_ATTACHMENT_LAST_BUCKET).toBe(TIP_ATTACHMENT_MAX_BYTES + 12);
    expect(() => attachmentBucket(TIP_ATTACHMENT_MAX_BYTES + 1)).toThrow(RangeError);
  });

  test('there are 11 sizes in all: files of different sizes in one bucket pad to the same length', () => {
    const sizes = new Set([1, 10 * KIB, 16 * KIB - 12].map((length) => padAttachment(new Uint8Array(length)).length));
    expect(sizes).toEqual(new Set([16 * KIB]));
    const all = new Set<number>();
    for (let length = 0; length <= TIP_ATTACHMENT_MAX_BYTES; length += 4 * KIB) all.add(attachmentBucket(length));
    expect(all.size).toBe(11);
  });

  test('the exact bytes come back out of the container, trailing zeros of the file included', () => {
    const file = new Uint8Array([0x42, 0x43, 0, 0, 255, 0]);
    const padded = padAttachment(file);
    expect(padded.length).toBe(16 * KIB);
    expect(Array.from(unpadAttachment(padded))).toEqual(Array.from(file));
    expect(unpadAttachment(padAttachment(new Uint8Array())).length).toBe(0);
  });

  test('a file sent before padding comes back as it is; a truncated container is refused', () => {
    const legacy = new Uint8Array([1, 2, 3]);
    expect(unpadAttachment(legacy)).toBe(legacy);
    expect(() => unpadAttachment(padAttachment(new Uint8Array(100)).slice(0, 50))).toThrow(/damaged/);
  });
});

describe('an encrypted attachment', () => {
  // Key generation and unlocking run a deliberately slow key derivation: past jest's 5 s on a loaded CI worker.
  jest.setTimeout(30_000);
  const PASSPHRASE = 'test newsroom passphrase';
  let newsroom: { publicKey: string; privateKey: string };
  beforeAll(async () => {
    newsroom = await generateKey({ type: 'curve25519', userIDs: [{ name: 'Test newsroom' }], passphrase: PASSPHRASE, format: 'armored' });
  });

  test('files of 7,831 and 15,000 bytes give ciphertexts of one length; each decrypts to its exact bytes', async () => {
    const photo = Uint8Array.from({ length: 7_831 }, (_value, index) => index % 251);
    const larger = Uint8Array.from({ length: 15_000 }, (_value, index) => (index * 7) % 256);
    const [a, b] = await encryptAttachments(
      [
        { name: 'photo.jpg', type: 'image/jpeg', size: photo.length, bytes: photo },
        { name: 'notes.txt', type: 'text/plain', size: larger.length, bytes: larger },
      ],
      newsroom.publicKey,
    );
    expect(a?.length).toBe(b?.length);
    expect(a?.length).toBeGreaterThan(16 * KIB);
    const key = await unlockPrivateKey(newsroom.privateKey, PASSPHRASE);
    expect(Buffer.from(await decryptAttachment(a ?? new Uint8Array(), key)).equals(Buffer.from(photo))).toBe(true);
    expect(Buffer.from(await decryptAttachment(b ?? new Uint8Array(), key)).equals(Buffer.from(larger))).toBe(true);
  });
});
