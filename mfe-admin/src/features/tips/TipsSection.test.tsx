import { screen, waitFor, within } from '@testing-library/react';
import userEventLib, { type UserEvent } from '@testing-library/user-event';
import { generateKey } from 'openpgp';
import { installFakeApi, renderPage, TEST_API_URL } from '@beacon/shared/testing';
import {
  decryptConversationMessage,
  encryptAttachments,
  encryptConversationMessage,
  encryptTip,
  newReceiptSecret,
  unlockPrivateKey,
  type EncryptedTip,
} from '@beacon/shared/tips-crypto';
import type { TipDetail, TipSummary } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { TipsKeyProvider } from './TipsKey';
import { TipsSection } from './TipsSection';

const PASSPHRASE = 'newsroom passphrase';
// No pause between simulated keys and clicks: antd re-renders on each, and jsdom is slow enough.
let userEvent: UserEvent;
beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
});
const TIP_ID = '0b7e6c1e-6f1a-4a53-9d39-3c1b1f3c9a01';
const ATTACHMENT_ID = '5d0f3b8a-2c1e-4d6f-8a9b-7c6d5e4f3a21';
const RECEIVED = '2030-03-04T09:15:00.000Z';
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7 council minutes');

interface Keys {
  newsroom: { privateKey: string; publicKey: string };
  other: { privateKey: string; publicKey: string };
  secret: string;
  tip: EncryptedTip;
  fromSource: string;
}
let keys: Keys;

// Real keys and real ciphertext, made the way the tips form makes them.
beforeAll(async () => {
  // The fewest passphrase-hashing rounds OpenPGP allows: these keys protect nothing, and unlocking stays quick.
  const pair = () =>
    generateKey({
      type: 'curve25519',
      userIDs: [{ name: 'Newsroom' }],
      passphrase: PASSPHRASE,
      format: 'armored',
      config: { s2kIterationCountByte: 0 },
    });
  const [newsroom, other] = await Promise.all([pair(), pair()]);
  const secret = newReceiptSecret();
  const tip = await encryptTip(
    {
      name: 'Tess Tipster',
      email: 'tess@example.org',
      message: 'Minutes of the closed council session,\npage 4.',
      files: [{ name: 'minutes.pdf', type: 'application/pdf', size: PDF_BYTES.length, bytes: PDF_BYTES }],
    },
    newsroom.publicKey,
    secret,
  );
  const fromSource = await encryptConversationMessage('Did you get the file?', [newsroom.publicKey, tip.sourcePublicKey]);
  keys = { newsroom, other, secret, tip, fromSource };
});

const summary = (overrides: Partial<TipSummary> = {}): TipSummary => ({
  id: TIP_ID,
  receivedAt: RECEIVED,
  expiresAt: '2030-06-02T09:15:00.000Z',
  status: 'new',
  attachments: 1,
  messages: 1,
  lastMessageAt: '2030-03-05T10:00:00.000Z',
  lastMessageFrom: 'source',
  ...overrides,
});

const detail = (overrides: Partial<TipDetail> = {}): TipDetail => ({
  ...summary(),
  message: keys.tip.message,
  sourcePublicKey: keys.tip.sourcePublicKey,
  attachmentList: [{ id: ATTACHMENT_ID, index: 0, size: keys.tip.attachments[0]?.length ?? 0 }],
  conversation: [
    { id: '9a1c2b3d-4e5f-4a6b-8c7d-1e2f3a4b5c6d', from: 'source', at: '2030-03-05T10:00:00.000Z', body: keys.fromSource, attachments: [] },
  ],
  ...overrides,
});

/** The attachment route answers bytes (the fake API answers JSON and text only). */
function serveAttachment(bytes: Uint8Array, attachmentId = ATTACHMENT_ID) {
  const previous = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `${TEST_API_URL}/admin/tips/${TIP_ID}/attachments/${attachmentId}`) {
      return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'application/octet-stream' } });
    }
    return previous(input, init);
  }) as typeof fetch;
}

const renderTips = (path = '/admin/tips') =>
  renderPage(
    <AdminProviders>
      <TipsKeyProvider>
        <TipsSection />
      </TipsKeyProvider>
    </AdminProviders>,
    { path, route: '/admin/tips', auth: 'admin' },
  );

// Queries by label and text: role queries over antd's tables and dialogs are slow in jsdom.
const button = (text: string) => screen.getByText(text, { selector: 'button, button *' });
const dialogOf = async (title: string) => (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
const readBlob = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** Pastes the key and types the passphrase, as staff do. */
async function unlockWith(privateKey: string, passphrase: string) {
  await userEvent.click(screen.getByLabelText('Private key (armored)'));
  await userEvent.paste(privateKey);
  await userEvent.click(screen.getByLabelText('Passphrase'));
  await userEvent.paste(passphrase);
  await userEvent.click(button('Unlock'));
}

const receivedText = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(RECEIVED));

describe('the tips inbox', () => {
  it('lists each tip by when it arrived and its status, nothing else; archived tips apart; says when there are none', async () => {
    installFakeApi().on('GET', '/admin/tips', {
      json: { tips: [summary(), summary({ id: 'b3c1d2e4-0000-4000-8000-000000000002', status: 'archived' })] },
    });
    const shown = renderTips();
    expect(await screen.findByText('Tips', { selector: 'h1' })).toBeInTheDocument();
    const table = (await screen.findByText(receivedText)).closest('table') as HTMLElement;
    expect([...table.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Received', 'Status', 'Actions']);
    expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1);
    expect(within(table).getByText('New')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Archived'));
    expect(await screen.findByText('Archived', { selector: '.ant-tag' })).toBeInTheDocument();
    shown.unmount();

    installFakeApi().on('GET', '/admin/tips', { json: { tips: [] } });
    renderTips();
    expect(await screen.findByText('No tips yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Passphrase')).toBeInTheDocument();
  });

  it('opens the key only with its passphrase, says why not otherwise, and forgets it on Lock', async () => {
    installFakeApi().on('GET', '/admin/tips', { json: { tips: [] } });
    renderTips();
    await screen.findByText('No tips yet.');
    await userEvent.click(button('Unlock'));
    expect(await screen.findByText('Choose the private key file or paste the key first.')).toBeInTheDocument();

    await unlockWith(keys.newsroom.publicKey, PASSPHRASE);
    expect(await screen.findByText(/This is not an OpenPGP private key\./)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Private key (armored)'));

    await unlockWith(keys.newsroom.privateKey, 'wrong passphrase');
    expect(await screen.findByText('Wrong passphrase for this key. Nothing was opened.')).toBeInTheDocument();
    expect(screen.getByLabelText('Passphrase')).toHaveValue('');

    // A key file chosen from disk fills the key field.
    await userEvent.clear(screen.getByLabelText('Private key (armored)'));
    await userEvent.upload(screen.getByLabelText('Choose key file'), new File([keys.newsroom.privateKey], 'newsroom.asc'));
    await waitFor(() => expect(screen.getByLabelText('Private key (armored)')).toHaveValue(keys.newsroom.privateKey));
    await userEvent.type(screen.getByLabelText('Passphrase'), PASSPHRASE);
    await userEvent.click(button('Unlock'));
    expect(await screen.findByText(/The tips key is open for this session/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Passphrase')).toBeNull();
    // Nothing of the key went anywhere: no request but the list, nothing stored.
    expect(localStorage.length + sessionStorage.length).toBe(0);

    await userEvent.click(button('Lock'));
    expect(await screen.findByLabelText('Passphrase')).toBeInTheDocument();
    expect(screen.getByLabelText('Private key (armored)')).toHaveValue('');
  });

  it('decrypts an opened tip: its fields, its attachment saved under its name and type, the conversation; marks it read', async () => {
    const api = installFakeApi()
      .on('GET', '/admin/tips', { json: { tips: [summary()] } })
      .on('GET', '/admin/tips/:id', { json: detail() })
      .on('PUT', '/admin/tips/:id/status', { json: summary({ status: 'read' }) });
    serveAttachment(keys.tip.attachments[0] as Uint8Array);
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:attachment';
      },
      revokeObjectURL: () => undefined,
    });
    // The browser's own download (jsdom would try to navigate): record the name it saves under.
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderTips(`/admin/tips?view=${TIP_ID}`);
      const dialog = await dialogOf(`Tip received ${receivedText}`);
      expect(within(dialog).getByText('This tip is encrypted. Open the tips key to read it.')).toBeInTheDocument();
      await unlockWith(keys.newsroom.privateKey, PASSPHRASE);

      expect(await within(dialog).findByText('Tess Tipster')).toBeInTheDocument();
      expect(within(dialog).getByText('tess@example.org')).toBeInTheDocument();
      expect(within(dialog).getByText(/Minutes of the closed council session/)).toHaveTextContent(
        'Minutes of the closed council session, page 4.',
      );
      expect(within(dialog).getByText('Did you get the file?')).toBeInTheDocument();
      expect(within(dialog).getByText(/^Source ·/)).toBeInTheDocument();

      await userEvent.click(within(dialog).getByText('Download minutes.pdf'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(names).toEqual(['minutes.pdf']);
      expect(saved[0]?.type).toBe('application/pdf');
      expect(await readBlob(saved[0] as Blob)).toEqual(PDF_BYTES);
      expect(document.querySelector('a[download]')).toBeNull();
      // Reading it marked it read, once (then the list was fetched again).
      expect(api.callsTo('PUT', `/admin/tips/${TIP_ID}/status`).map((call) => call.body)).toEqual([{ status: 'read' }]);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('flags a tip the source replied to last, counts the unread ones in the Inbox tab, and shows Answered', async () => {
    installFakeApi().on('GET', '/admin/tips', {
      json: {
        tips: [
          summary(),
          summary({ id: 'b3c1d2e4-0000-4000-8000-000000000003', status: 'answered', lastMessageFrom: 'staff', messages: 2 }),
        ],
      },
    });
    renderTips();
    const table = (await screen.findAllByText(receivedText))[0]?.closest('table') as HTMLElement;
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows.map((row) => [...row.querySelectorAll('.ant-tag')].map((tag) => tag.textContent))).toEqual([
      ['New', 'Source replied'],
      ['Answered'],
    ]);
    expect(screen.getByRole('tab', { name: 'Inbox (1 unread)' })).toBeInTheDocument();
  });

  it('lists the files of a source’s follow-up under it; each decrypts to its exact bytes and name', async () => {
    const NOTES = new TextEncoder().encode('second page, with trailing zeros\0\0');
    const files = [{ name: 'page 5.txt', type: 'text/plain', size: NOTES.length, bytes: NOTES }];
    const body = await encryptConversationMessage('Here is page five.', [keys.newsroom.publicKey], files);
    const [sealed] = await encryptAttachments(files, keys.newsroom.publicKey);
    const FOLLOW_UP_FILE = '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b';
    installFakeApi()
      .on('GET', '/admin/tips', { json: { tips: [summary({ status: 'read' })] } })
      .on('GET', '/admin/tips/:id', {
        json: detail({
          status: 'read',
          conversation: [
            {
              id: '9a1c2b3d-4e5f-4a6b-8c7d-1e2f3a4b5c6e',
              from: 'source',
              at: '2030-03-05T10:00:00.000Z',
              body,
              attachments: [{ id: FOLLOW_UP_FILE, index: 0, size: sealed?.length ?? 0 }],
            },
          ],
        }),
      });
    serveAttachment(sealed as Uint8Array, FOLLOW_UP_FILE);
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:attachment'), revokeObjectURL: () => undefined });
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderTips(`/admin/tips?view=${TIP_ID}`);
      const dialog = await dialogOf(`Tip received ${receivedText}`);
      await unlockWith(keys.newsroom.privateKey, PASSPHRASE);
      expect(await within(dialog).findByText('Here is page five.')).toBeInTheDocument();
      const list = within(dialog).getByRole('region', { name: /^Files sent with this message/ });
      await userEvent.click(within(list).getByText('Download page 5.txt'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(names).toEqual(['page 5.txt']);
      expect(await readBlob(saved[0] as Blob)).toEqual(NOTES);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('encrypts a reply to the source and the newsroom before sending it', async () => {
    const api = installFakeApi()
      .on('GET', '/admin/tips', { json: { tips: [summary()] } })
      .on('GET', '/admin/tips/:id', { json: detail({ conversation: [] }) })
      .on('POST', '/admin/tips/:id/replies', (call) => ({
        status: 201,
        json: {
          id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
          from: 'staff',
          at: '2030-03-06T08:00:00.000Z',
          body: (call.body as { body: string }).body,
        },
      }));
    renderTips(`/admin/tips?view=${TIP_ID}`);
    const dialog = await dialogOf(`Tip received ${receivedText}`);
    await unlockWith(keys.newsroom.privateKey, PASSPHRASE);
    expect(await within(dialog).findByText(/No messages yet/)).toBeInTheDocument();
    await userEvent.click(button('Send reply'));
    expect(await within(dialog).findByText('Write a reply first.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Your reply to the source'), 'Yes, thank you. Can we talk?');
    await userEvent.click(button('Send reply'));
    await waitFor(() => expect(api.callsTo('POST', `/admin/tips/${TIP_ID}/replies`)).toHaveLength(1));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Your reply to the source')).toHaveValue(''));
    const { body } = api.callsTo('POST', `/admin/tips/${TIP_ID}/replies`)[0]?.body as { body: string };
    expect(body).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    expect(body).not.toContain('Can we talk');
    const sourceKey = await unlockPrivateKey(keys.tip.sourcePrivateKey, keys.secret);
    const newsroomKey = await unlockPrivateKey(keys.newsroom.privateKey, PASSPHRASE);
    expect(await decryptConversationMessage(body, sourceKey)).toBe('Yes, thank you. Can we talk?');
    expect(await decryptConversationMessage(body, newsroomKey)).toBe('Yes, thank you. Can we talk?');
  });

  it('says when the open key is not the one a tip was sent to', async () => {
    installFakeApi()
      .on('GET', '/admin/tips', { json: { tips: [summary()] } })
      .on('GET', '/admin/tips/:id', { json: detail() });
    renderTips(`/admin/tips?view=${TIP_ID}`);
    const dialog = await dialogOf(`Tip received ${receivedText}`);
    await unlockWith(keys.other.privateKey, PASSPHRASE);
    expect(await within(dialog).findByText(/This key cannot open this tip: it was encrypted to another key\./)).toBeInTheDocument();
    expect(within(dialog).queryByText('Tess Tipster')).toBeNull();
  });

  it('marks a tip read and unread, archives it and deletes it after a confirmation', async () => {
    const tips = [summary({ status: 'new' })];
    const api = installFakeApi()
      .on('GET', '/admin/tips', () => ({ json: { tips } }))
      .on('PUT', '/admin/tips/:id/status', (call) => {
        const status = (call.body as { status: TipSummary['status'] }).status;
        tips[0] = summary({ status });
        return { json: tips[0] };
      })
      .on('DELETE', '/admin/tips/:id', () => {
        tips.length = 0;
        return { status: 204 };
      });
    renderTips();
    const name = `the tip received ${receivedText}`;
    await userEvent.click(await screen.findByLabelText(`Mark read: ${name}`));
    await userEvent.click(await screen.findByLabelText(`Mark unread: ${name}`));
    await userEvent.click(await screen.findByLabelText(`Archive: ${name}`));
    expect(await screen.findByText('No tips yet.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/admin/tips/${TIP_ID}/status`).map((call) => call.body)).toEqual([
      { status: 'read' },
      { status: 'new' },
      { status: 'archived' },
    ]);

    await userEvent.click(screen.getByText('Archived'));
    await userEvent.click(await screen.findByLabelText(`Delete ${name}`));
    expect(await screen.findByText(/Delete this tip for good\?/)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/admin/tips/${TIP_ID}`)).toHaveLength(0);
    await userEvent.click(screen.getByText('Delete', { selector: '.ant-popconfirm button *' }));
    expect(await screen.findByText('No archived tips.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/admin/tips/${TIP_ID}`)).toHaveLength(1);
  });

  it('says so when the tips cannot be loaded, and Not Authorized on a 403', async () => {
    installFakeApi().on('GET', '/admin/tips', { status: 500, json: { error: 'x', message: 'x' } });
    const failed = renderTips();
    expect((await screen.findAllByText('Failed to load tips.')).length).toBeGreaterThan(0);
    failed.unmount();
    installFakeApi().on('GET', '/admin/tips', { status: 403, json: { error: 'Forbidden', message: 'x' } });
    renderTips();
    expect(await screen.findByText('Not Authorized')).toBeInTheDocument();
  });
});
