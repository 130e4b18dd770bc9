import { act, fireEvent, screen } from '@testing-library/react';
import { generateKey } from 'openpgp';
import { installFakeApi, renderPage, testConfig } from '@beacon/shared/testing';
import {
  decryptAttachment,
  decryptConversationMessage,
  encryptConversationMessage,
  formatReceipt,
  newReceiptSecret,
  readConversationMessage,
  receiptToken,
  unlockPrivateKey,
} from '@beacon/shared/tips-crypto';
import { TipReplies } from './TipReplies';

jest.setTimeout(60_000);

const PASSPHRASE = 'test newsroom passphrase';
let newsroom: { publicKey: string; privateKey: string };
let source: { publicKey: string; privateKey: string };
const secret = newReceiptSecret();
const receipt = formatReceipt('ABCDEFGHIJ', secret);

beforeAll(async () => {
  newsroom = await generateKey({ type: 'curve25519', userIDs: [{ name: 'Newsroom' }], passphrase: PASSPHRASE, format: 'armored' });
  source = await generateKey({ type: 'curve25519', userIDs: [{ name: 'Source' }], passphrase: secret, format: 'armored' });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

async function fakeNewsroom() {
  const reply = await encryptConversationMessage('Which night was it?', [source.publicKey, newsroom.publicKey]);
  return installFakeApi()
    .on('GET', '/tips/key', { json: { publicKey: newsroom.publicKey, fingerprint: 'ab', development: true, retentionDays: 90 } })
    .on('POST', '/tips/conversation', (call) =>
      (call.body as { receiptId: string }).receiptId === 'ABCDEFGHIJ'
        ? {
            json: {
              receivedAt: '2030-01-01T12:00:00.000Z',
              expiresAt: '2030-04-01T12:00:00.000Z',
              sourcePublicKey: source.publicKey,
              sourcePrivateKey: source.privateKey,
              messages: [{ id: '00000000-0000-4000-8000-000000000001', from: 'staff', at: '2030-01-02T09:00:00.000Z', body: reply }],
            },
          }
        : { status: 404, json: { error: 'Not Found', message: 'Unknown or expired receipt.' } },
    )
    .on('POST', '/tips/conversation/messages', {
      status: 201,
      json: { id: '00000000-0000-4000-8000-000000000002', from: 'source', at: '2030-01-03T09:00:00.000Z', body: 'x', attachments: [] },
    })
    .on('POST', '/tips/conversation/follow-up', {
      status: 201,
      json: { id: '00000000-0000-4000-8000-000000000003', from: 'source', at: '2030-01-03T09:00:00.000Z', body: 'x', attachments: [] },
    });
}

const blobBytes = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const openWith = async (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Receipt' }), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
};

describe('Check for replies', () => {
  test('the receipt opens the conversation: the staff reply is decrypted here, the answer is encrypted to the newsroom', async () => {
    const api = await fakeNewsroom();
    renderPage(<TipReplies />, { path: '/tips', config: testConfig() });
    await openWith(receipt.toLowerCase());
    expect(await screen.findByText('Which night was it?', {}, { timeout: 30_000 })).toBeInTheDocument();
    // The API gets a hash of the secret, never the secret that unlocks the source's key.
    const [asked] = api.callsTo('POST', '/tips/conversation');
    expect(asked?.body).toEqual({ receiptId: 'ABCDEFGHIJ', token: await receiptToken(secret) });
    expect(JSON.stringify(asked?.body)).not.toContain(secret);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Tuesday, late.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send answer' })));
    expect(await screen.findByText('Your answer was sent, encrypted.', {}, { timeout: 30_000 })).toBeInTheDocument();
    const [sent] = api.callsTo('POST', '/tips/conversation/messages');
    const body = (sent?.body as { body: string }).body;
    expect(body).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    expect(body).not.toContain('Tuesday, late.');
    expect(await decryptConversationMessage(body, await unlockPrivateKey(newsroom.privateKey, PASSPHRASE))).toBe('Tuesday, late.');
    expect(await decryptConversationMessage(body, await unlockPrivateKey(source.privateKey, secret))).toBe('Tuesday, late.');
  });

  test('an answer may carry files: each padded and encrypted to the newsroom, listed in the encrypted answer', async () => {
    const api = await fakeNewsroom();
    renderPage(<TipReplies />, { path: '/tips', config: testConfig() });
    await openWith(receipt);
    await screen.findByText('Which night was it?', {}, { timeout: 30_000 });
    const notes = new TextEncoder().encode('the van’s plate: 4 letters');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Files (optional)'), {
        target: { files: [new File([notes], 'plate.txt', { type: 'text/plain' })] },
      });
    });
    expect(await screen.findByText(/plate\.txt \(1 KB\)/)).toBeInTheDocument();
    // A file alone is an answer.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send answer' })));
    expect(await screen.findByText('Your answer was sent, encrypted.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Files: plate.txt')).toBeInTheDocument();
    expect(api.callsTo('POST', '/tips/conversation/messages')).toHaveLength(0);
    const [sent] = api.callsTo('POST', '/tips/conversation/follow-up');
    if (!(sent?.body instanceof FormData)) throw new Error('the answer was not sent as a form');
    expect(sent.body.get('receiptId')).toBe('ABCDEFGHIJ');
    const newsroomKey = await unlockPrivateKey(newsroom.privateKey, PASSPHRASE);
    expect(await readConversationMessage(String(sent.body.get('body')), newsroomKey)).toEqual({
      text: '',
      attachments: [{ name: 'plate.txt', type: 'text/plain', size: notes.length }],
    });
    const [file] = sent.body.getAll('attachment');
    const ciphertext = await blobBytes(file as Blob);
    expect(ciphertext.length).toBeGreaterThan(16 * 1024);
    expect(await decryptAttachment(ciphertext, newsroomKey)).toEqual(notes);
  });

  test('a mistyped receipt is caught here; an unknown one gets the same answer as an expired one', async () => {
    const api = await fakeNewsroom();
    renderPage(<TipReplies />, { path: '/tips', config: testConfig() });
    await openWith('ABC-123');
    expect(screen.getByText(/That is not a receipt/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/tips/conversation')).toHaveLength(0);
    await openWith(formatReceipt('ZZZZZZZZZZ', secret));
    expect(await screen.findByText(/No conversation was found for this receipt/)).toBeInTheDocument();
  });

  test('a receipt used too often, or a busy tip line, says how long to wait', async () => {
    const api = installFakeApi().on('POST', '/tips/conversation', {
      status: 429,
      headers: { 'Retry-After': '540' },
      json: { error: 'Too Many Requests', message: 'This receipt was used too often: try again later.' },
    });
    renderPage(<TipReplies />, { path: '/tips', config: testConfig() });
    await openWith(receipt);
    expect(await screen.findByText(/of this receipt or on the whole tip line\. Please wait 9 minutes and try again\./)).toBeInTheDocument();
    api.on('POST', '/tips/conversation', {
      status: 429,
      headers: { 'Retry-After': '7' },
      json: { error: 'Too Many Requests', message: 'The tip line is busy: try again in a moment.' },
    });
    await openWith(receipt);
    expect(await screen.findByText(/Please wait 7 seconds and try again\./)).toBeInTheDocument();
  });
});
