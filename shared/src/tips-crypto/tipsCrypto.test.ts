import { generateKey, type PrivateKey } from 'openpgp';
import {
  decryptAttachment,
  decryptConversationMessage,
  decryptTip,
  encryptConversationMessage,
  encryptTip,
  formatReceipt,
  newReceiptSecret,
  pad,
  parseReceipt,
  readConversationMessage,
  receiptToken,
  unlockPrivateKey,
} from './index';

const PASSPHRASE = 'test newsroom passphrase';

// Unlocking a key runs its passphrase's key derivation, slow on purpose: on a loaded CI worker one test
// here took over jest's default 5 s. The newsroom key is unlocked once, and each test gets 30 s.
jest.setTimeout(30_000);

let newsroom: { publicKey: string; privateKey: string };
let newsroomKey: PrivateKey;
beforeAll(async () => {
  newsroom = await generateKey({ type: 'curve25519', userIDs: [{ name: 'Test newsroom' }], passphrase: PASSPHRASE, format: 'armored' });
  newsroomKey = await unlockPrivateKey(newsroom.privateKey, PASSPHRASE);
});

describe('a tip, encrypted and decrypted', () => {
  test('text and attachment round trip with the newsroom key; the ciphertext holds no plaintext', async () => {
    const file = new Uint8Array([0, 1, 2, 250, 251, 252, 10, 13]);
    const secret = newReceiptSecret();
    const sealed = await encryptTip(
      {
        name: 'Ana',
        email: 'ana@example.org',
        message: 'Line one\nLine two  ',
        files: [{ name: 'a.bin', type: 'application/pdf', size: 8, bytes: file }],
      },
      newsroom.publicKey,
      secret,
    );
    expect(sealed.message).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    // Texts with a character outside the armour's Base64 (a space, an @): finding one there is never chance.
    for (const plain of ['ana@example.org', 'Line one']) expect(sealed.message).not.toContain(plain);
    // Trailing spaces of a field are padding: the message's own trailing spaces go with them.
    expect(await decryptTip(sealed.message, newsroomKey)).toEqual({
      v: 1,
      name: 'Ana',
      email: 'ana@example.org',
      message: 'Line one\nLine two',
      attachments: [{ name: 'a.bin', type: 'application/pdf', size: 8 }],
    });
    expect(Array.from(await decryptAttachment(sealed.attachments[0] ?? new Uint8Array(), newsroomKey))).toEqual(Array.from(file));
  });

  test('the source key opens with the receipt secret only, and reads a reply encrypted to it', async () => {
    const secret = newReceiptSecret();
    const sealed = await encryptTip({ name: '', email: '', message: 'x', files: [] }, newsroom.publicKey, secret);
    await expect(unlockPrivateKey(sealed.sourcePrivateKey, 'wrong')).rejects.toThrow();
    const source = await unlockPrivateKey(sealed.sourcePrivateKey, secret);
    const reply = await encryptConversationMessage('Which street?', [sealed.sourcePublicKey, newsroom.publicKey]);
    expect(await decryptConversationMessage(reply, source)).toBe('Which street?');
    expect(await decryptConversationMessage(reply, newsroomKey)).toBe('Which street?');
  });

  test('a follow-up lists its files by name, type and size; a reply lists none', async () => {
    const files = [{ name: 'minutes p5.pdf', type: 'application/pdf', size: 3, bytes: new Uint8Array([1, 2, 3]) }];
    const followUp = await encryptConversationMessage('Page five too.', [newsroom.publicKey], files);
    expect(followUp).not.toContain('minutes p5.pdf');
    expect(await readConversationMessage(followUp, newsroomKey)).toEqual({
      text: 'Page five too.',
      attachments: [{ name: 'minutes p5.pdf', type: 'application/pdf', size: 3 }],
    });
    const reply = await encryptConversationMessage('Thanks.', [newsroom.publicKey]);
    expect(await readConversationMessage(reply, newsroomKey)).toEqual({ text: 'Thanks.', attachments: [] });
  });

  test('a key that is not OpenPGP fails: nothing is produced to send', async () => {
    await expect(encryptTip({ name: '', email: '', message: 'x', files: [] }, 'not a key', newReceiptSecret())).rejects.toThrow();
  });
});

describe('padding and receipts', () => {
  test('each field is padded to a multiple of 512 characters', () => {
    expect(pad('')).toHaveLength(512);
    expect(pad('abc')).toHaveLength(512);
    expect(pad('x'.repeat(512))).toHaveLength(512);
    expect(pad('x'.repeat(513))).toHaveLength(1024);
  });

  test('a receipt: 160-bit secret, formatted in groups, read back however it is typed', async () => {
    const secret = newReceiptSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newReceiptSecret()).not.toBe(secret);
    const shown = formatReceipt('ABCDEFGHIJ', secret);
    expect(shown).toMatch(/^([A-Z2-7]{6}-){6}[A-Z2-7]{6}$/);
    expect(parseReceipt(` ${shown.toLowerCase().replace(/-/g, ' ')} `)).toEqual({ receiptId: 'ABCDEFGHIJ', secret });
    expect(parseReceipt('ABC-123')).toBeNull();
    const token = await receiptToken(secret);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toContain(secret.toLowerCase());
    expect(await receiptToken(secret)).toBe(token);
  });
});
