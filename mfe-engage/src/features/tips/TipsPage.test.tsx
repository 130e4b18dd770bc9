import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AuthStateProvider, ConfigProvider, type RuntimeConfig } from '@beacon/shared';
import { StaticRouter } from '@beacon/shared/router';
import {
  installFakeApi,
  renderPage,
  setReducedMotion,
  testAuth,
  testConfig,
  waitForPageSettled,
  type FakeHandler,
  type FakeReply,
} from '@beacon/shared/testing';
import { generateKey } from 'openpgp';
import { decryptTip, unlockPrivateKey } from '@beacon/shared/tips-crypto';
import { TIPS_PRIVACY } from '@beacon/shared/tips-crypto/texts';
import { FORM_RESULT_ATTRIBUTE, FORM_TOKEN_PLACEHOLDER } from '@beacon/shared/contract';
import { fillPlaceholders, prerenderConfig } from '@beacon/shared/ssr/placeholders';
import { runtimeConfigFromEnv } from '@beacon/shared/env';
import { tipsCss } from './tipsStyles';
import TipsPage from './TipsPage';

const RELAY = '/api/v1.0/email/send';
const TIPS = '/tips';
const PASSPHRASE = 'test newsroom passphrase';

let newsroom: { publicKey: string; privateKey: string };
beforeAll(async () => {
  newsroom = await generateKey({ type: 'curve25519', userIDs: [{ name: 'Test newsroom' }], passphrase: PASSPHRASE, format: 'armored' });
});

// antd renders slowly in jsdom on a busy machine; the tests assert no timings.
jest.setTimeout(30_000);

/** The Main API's captcha, newsroom key and tips route, and the e-mail relay (the same test address by default). */
function fakeServices(tips: FakeHandler = { status: 201, json: { receiptId: 'ABCDEFGHIJ', expiresAt: '2030-04-01T12:00:00.000Z' } }) {
  let issued = 0;
  return installFakeApi()
    .on('POST', '/captcha/local-token', () => {
      issued += 1;
      return { json: { token: `local.token-${issued}`, expiresAt: new Date(Date.now() + 120_000).toISOString() } };
    })
    .on('GET', '/tips/key', () => ({ json: { publicKey: newsroom.publicKey, fingerprint: 'ab', development: true, retentionDays: 90 } }))
    .on('POST', TIPS, tips)
    .on('POST', RELAY, { text: 'OK' });
}

const sentForm = (api: ReturnType<typeof fakeServices>): FormData => {
  const [call] = api.callsTo('POST', TIPS);
  if (!(call?.body instanceof FormData)) throw new Error('no tip was sent');
  return call.body;
};

function setup() {
  const config = testConfig();
  renderPage(<TipsPage />, { path: '/tips', config });
  return { config };
}

const enter = (name: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });

async function fillAndVerify() {
  enter('Name', 'Tess Tipster');
  enter('Email', 'tess@example.org');
  enter('Message', 'Council minutes, page 4');
  fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified');
}

const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

// antd's text area measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The page as a server renders it, with no DOM. */
const serverHtml = (config: RuntimeConfig): string =>
  renderToString(
    <ConfigProvider config={config}>
      <AuthStateProvider value={testAuth('signed-out')}>
        <StaticRouter location="/tips">
          <TipsPage />
        </StaticRouter>
      </AuthStateProvider>
    </ConfigProvider>,
  );

describe('the Tips page', () => {
  it('shows the form beside the video: heading, labelled fields, 5-row message, the red anonymous note', () => {
    const { config } = setup();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Media Tips' }));
    expect(document.title).toBe(`Tips · ${config.site.organisationName}`);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('form', { name: 'Media tip' })).toHaveAttribute('novalidate');
    expect(screen.getByText('Anonymous tips may leave email and name blank.')).toHaveClass('engage-note-red');
    expect(screen.getByRole('button', { name: /background video/ })).toBeInTheDocument();
  });

  it('marks no field required: name, e-mail and message are optional, as the note beside them says', () => {
    setup();
    const form = screen.getByRole('form', { name: 'Media tip' });
    for (const name of ['Name', 'Email', 'Message']) expect(screen.getByRole('textbox', { name })).not.toBeRequired();
    expect(form.querySelector('.engage-required')).toBeNull();
    expect(form).not.toHaveTextContent('*');
  });

  it('shows the newsroom key’s fingerprint with a link to the key, and the onion address as text when there is one', async () => {
    fakeServices().on('GET', '/tips/key', () => ({
      json: { publicKey: newsroom.publicKey, fingerprint: 'ab12cd34ef567890', development: false, retentionDays: 90 },
    }));
    const onion = `http://${'q'.repeat(56)}.onion`;
    renderPage(<TipsPage />, { path: '/tips', config: testConfig({ site: { onionUrl: onion } }) });
    const fingerprint = await screen.findByText('AB12 CD34 EF56 7890');
    expect(fingerprint.closest('p')).toHaveTextContent(/Compare it with the one we print elsewhere/);
    expect(screen.getByRole('link', { name: 'download the public key' })).toHaveAttribute('href', `${testConfig().apiUrl}/tips/key.asc`);
    expect(screen.getByText(onion).tagName).toBe('CODE');
    expect(screen.queryByRole('link', { name: onion })).toBeNull();
  });

  it('renders on a server (no DOM needed)', () => {
    const html = serverHtml(testConfig());
    expect(html).toContain('Media Tips');
    expect(html).not.toContain('autoplay');
    // Served, the forms work as plain HTML: posted to the page itself with their files, the bot check a one-time
    // token the page server fills in, and the page says the server encrypts on arrival while scripts are off.
    const sendForm = /<form[^>]*aria-label="Media tip"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['method="post"', 'action="?form=send"', 'enctype="multipart/form-data"'])
      expect(sendForm.toLowerCase()).toContain(attribute);
    expect(html).toMatch(/<form[^>]*action="\?form=conversation"/);
    expect(html).toContain(`name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"`);
    for (const field of ['from_name', 'from_email', 'message', 'attachment', 'receipt']) expect(html).toContain(`name="${field}"`);
    expect(html).toContain(TIPS_PRIVACY.scriptsOff);
    expect(html).not.toContain(TIPS_PRIVACY.scriptsOn);
    expect(html).toContain(`${FORM_RESULT_ATTRIBUTE}=""`);
  });

  it('serves the onion address without scripts: in the prerendered page, filled when served, and empty (hidden) without one', () => {
    const html = serverHtml(prerenderConfig());
    const onion = `http://${'q'.repeat(56)}.onion`;
    const served = fillPlaceholders(html, runtimeConfigFromEnv({ ONION_URL: onion }), '');
    expect(served).toContain(`<code class="engage-tips-onion">${onion}</code>`);
    expect(fillPlaceholders(html, runtimeConfigFromEnv({}), '')).toContain('<code class="engage-tips-onion"></code>');
    expect(tipsCss).toContain('.engage-tips-onion-note:has(.engage-tips-onion:empty) { display: none; }');
  });

  it('once live, it is the scripted form: the captcha instead of the token, and the browser-encryption note', () => {
    fakeServices();
    setup();
    expect(screen.getByText(new RegExp(`^${TIPS_PRIVACY.scriptsOn}`))).toBeInTheDocument();
    expect(screen.queryByText(TIPS_PRIVACY.scriptsOff)).not.toBeInTheDocument();
    expect(document.querySelector('input[name="formToken"]')).toBeNull();
  });

  it('shows the characters left near the limit, and says so when pasted text is cut to it', () => {
    fakeServices();
    setup();
    const message = screen.getByRole('textbox', { name: 'Message' });
    enter('Message', 'x'.repeat(8_999));
    expect(screen.queryByText(/characters? left/)).not.toBeInTheDocument();
    enter('Message', 'x'.repeat(9_500));
    expect(message).toHaveAccessibleDescription('500 characters left');
    enter('Message', 'y'.repeat(12_000));
    expect(message).toHaveValue('y'.repeat(10_000));
    expect(screen.getByText('Messages are limited to 10,000 characters: the last 2,000 characters were not kept.')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription('0 characters left');
  });

  it('without a captcha token sends nothing: a console note and a message by the captcha', async () => {
    const api = fakeServices();
    const note = jest.spyOn(console, 'warn').mockImplementation(() => {});
    setup();
    enter('Message', 'No captcha');
    await send();
    expect(note).toHaveBeenCalledWith('Please complete the CAPTCHA');
    expect(screen.getByText('Please complete the CAPTCHA before sending.')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
    expect(api.callsTo('POST', RELAY)).toHaveLength(0);
    note.mockRestore();
  });

  it('encrypts the typed fields in the browser, sends ciphertext only with the token, then shows the receipt once', async () => {
    const api = fakeServices();
    setup();
    await fillAndVerify();
    await send();
    expect(await screen.findByText('Your message has been sent successfully!', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Media tip' })).not.toBeInTheDocument();
    expect(screen.getByTestId('tip-receipt').textContent).toMatch(/^ABCDEF-GHIJ[A-Z2-7]{2}(-[A-Z2-7]{6}){5}$/);
    expect(screen.getByRole('button', { name: 'Copy receipt' })).toBeInTheDocument();

    const form = sentForm(api);
    expect(form.get('captcha')).toBe('local.token-1');
    expect(form.get('receiptToken')).toMatch(/^[0-9a-f]{64}$/);
    const message = String(form.get('message'));
    expect(message).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    // Only texts with a space or an @, which the armour's Base64 cannot hold by chance.
    for (const plain of ['Tess Tipster', 'tess@example.org', 'Council minutes']) expect(message).not.toContain(plain);
    const tip = await decryptTip(message, await unlockPrivateKey(newsroom.privateKey, PASSPHRASE));
    expect(tip).toMatchObject({ name: 'Tess Tipster', email: 'tess@example.org', message: 'Council minutes, page 4', attachments: [] });
    // The local relay is not the real EmailJS: nothing goes to the outbox, in plain text or otherwise.
    expect(api.callsTo('POST', RELAY)).toHaveLength(0);
  });

  it('the token is cleared when it expires: a later Send sends nothing', async () => {
    const api = fakeServices();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    setup();
    await fillAndVerify();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    await send();
    expect(screen.getByText('Please complete the CAPTCHA before sending.')).toBeInTheDocument();
    expect(api.callsTo('POST', TIPS)).toHaveLength(0);
  });

  it('fails closed: when the tip cannot be encrypted nothing is sent, and the source is told', async () => {
    const api = fakeServices();
    api.on('GET', '/tips/key', {
      json: { publicKey: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nnot a key', fingerprint: 'ab', development: true, retentionDays: 90 },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await fillAndVerify();
    await send();
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('could not be encrypted in this browser, so nothing was sent');
    expect(api.callsTo('POST', TIPS)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Council minutes, page 4');
    // Nothing reached the API: the captcha is still good.
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  });

  it.each<[string, FakeReply, RegExp, boolean]>([
    [
      '429 rate limit',
      { status: 429, json: { error: 'Too Many Requests', message: 'Rate limit exceeded' } },
      /Please wait a minute and try again/,
      false,
    ],
    [
      '400 captcha refused',
      { status: 400, json: { error: 'Bad Request', message: 'The captcha is invalid', fields: { captcha: 'is invalid' } } },
      /complete the captcha again/,
      true,
    ],
    ['network error', 'network-error', /cannot be reached\. Check your internet connection/, true],
  ])('a %s: says what happened, keeps the text, offers to try again', async (_label, reply, message, newCaptcha) => {
    fakeServices(reply);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await fillAndVerify();
    await send();
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Everything you typed is still here.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tess Tipster');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Council minutes, page 4');
    // A refusal before the captcha was checked keeps the token; otherwise a new one is needed.
    if (newCaptcha) expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    else expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  });

  it('attachments: a photo loses its metadata before encryption and the list says so; other image types are refused', async () => {
    const api = fakeServices();
    setup();
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe1, 0x00, 0x0a, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x47, 0x50, 0xff, 0xda, 0x00, 0x02, 0x11, 0xff, 0xd9,
    ]);
    const input = screen.getByLabelText('Files (optional)');
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File([jpeg], 'street.jpg', { type: 'image/jpeg' }), new File(['x'], 'clip.webp', { type: 'image/webp' })] },
      });
    });
    expect(await screen.findByText(/street\.jpg .* — hidden details removed/)).toBeInTheDocument();
    expect(screen.getByText(/clip\.webp: send photos as JPEG or PNG/)).toBeInTheDocument();
    await fillAndVerify();
    await send();
    await screen.findByText('Your message has been sent successfully!', {}, { timeout: 20_000 });
    const files = sentForm(api).getAll('attachment');
    expect(files).toHaveLength(1);
  });

  it('with reduced motion the background video does not play, even once the page has settled', async () => {
    const restore = setReducedMotion(true);
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    try {
      setup();
      await waitForPageSettled();
      expect(play).not.toHaveBeenCalled();
      expect(document.querySelector('video')).not.toHaveAttribute('autoplay');
      // One name that says what a press does, and no pressed state to contradict it.
      expect(screen.getByRole('button', { name: 'Play background video' })).not.toHaveAttribute('aria-pressed');
    } finally {
      restore();
    }
  });

  it('without reduced motion it plays muted and looping, and the button pauses it', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause');
    setup();
    const video = document.querySelector('video') as HTMLVideoElement;
    await waitForPageSettled();
    expect(play).toHaveBeenCalled();
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('poster');
    // Playing: the control offers to pause it.
    fireEvent.click(await screen.findByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
  });
});
