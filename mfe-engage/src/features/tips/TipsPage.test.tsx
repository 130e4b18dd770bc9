import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AuthStateProvider, ConfigProvider } from '@beacon/shared';
import { StaticRouter } from '@beacon/shared/router';
import {
  installFakeApi,
  renderPage,
  setReducedMotion,
  testAuth,
  testConfig,
  type FakeHandler,
  type FakeReply,
} from '@beacon/shared/testing';
import { EMAIL_TIMEOUT_MS } from '../../lib/emailService';
import TipsPage from './TipsPage';

const RELAY = '/api/v1.0/email/send';

// antd renders slowly in jsdom on a busy machine; the tests assert no timings.
jest.setTimeout(30_000);

/** The Main API's captcha and the relay (the same test address by default). */
function fakeServices(relay: FakeHandler = { text: 'OK' }) {
  let issued = 0;
  return installFakeApi()
    .on('POST', '/captcha/local-token', () => {
      issued += 1;
      return { json: { token: `local.token-${issued}`, expiresAt: new Date(Date.now() + 120_000).toISOString() } };
    })
    .on('POST', RELAY, relay);
}

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

  it('renders on a server (no DOM needed)', () => {
    const html = renderToString(
      <ConfigProvider config={testConfig()}>
        <AuthStateProvider value={testAuth('signed-out')}>
          <StaticRouter location="/tips">
            <TipsPage />
          </StaticRouter>
        </AuthStateProvider>
      </ConfigProvider>,
    );
    expect(html).toContain('Media Tips');
    expect(html).not.toContain('autoplay');
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

  it('sends the typed fields with the token, then replaces the form with the success text', async () => {
    const api = fakeServices();
    const { config } = setup();
    await fillAndVerify();
    await send();
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Media tip' })).not.toBeInTheDocument();
    const [call] = api.callsTo('POST', RELAY);
    expect(call?.body).toMatchObject({
      user_id: config.emailjs.publicKey,
      service_id: config.emailjs.serviceId,
      template_id: config.emailjs.templateId,
      template_params: {
        from_name: 'Tess Tipster',
        from_email: 'tess@example.org',
        message: 'Council minutes, page 4',
        'g-recaptcha-response': 'local.token-1',
      },
    });
  });

  it('the token is cleared when it expires: a later Send sends nothing', async () => {
    const api = fakeServices();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    setup();
    await fillAndVerify();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    await send();
    expect(screen.getByText('Please complete the CAPTCHA before sending.')).toBeInTheDocument();
    expect(api.callsTo('POST', RELAY)).toHaveLength(0);
  });

  it.each<[string, FakeReply, RegExp, boolean]>([
    ['451 headless browser', { status: 451, text: 'Unavailable For Headless Browser' }, /automated \(headless\) browsers/, false],
    ['403 blocklist match', { status: 403, text: 'Forbidden' }, /blocked this message\. Please check the e-mail address/, false],
    [
      '429 rate limit, with its wait',
      { status: 429, text: 'Rate limit exceeded, retry in 30 seconds' },
      /Please wait 30 seconds and try again/,
      false,
    ],
    ['network error (0)', 'network-error', /cannot be reached\. Check your internet connection/, true],
  ])('a %s: says what happened, keeps the text, offers to try again', async (_label, reply, message, newCaptcha) => {
    fakeServices(reply);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await fillAndVerify();
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Everything you typed is still here.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tess Tipster');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('tess@example.org');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Council minutes, page 4');
    // A refusal before the captcha was checked keeps the token; otherwise a new one is needed.
    if (newCaptcha) expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    else expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  });

  it('a timeout: says the service took too long, keeps the text', async () => {
    fakeServices('hang');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await fillAndVerify();
    await send();
    expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(EMAIL_TIMEOUT_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(/took too long to answer/);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Council minutes, page 4');
  });

  it('Try again resends what is typed', async () => {
    let answers = 0;
    const api = fakeServices(() => {
      answers += 1;
      return answers === 1 ? { status: 429, text: 'Rate limit exceeded, retry in 30 seconds' } : { text: 'OK' };
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await fillAndVerify();
    await send();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', RELAY)).toHaveLength(2);
  });

  it('with reduced motion the background video does not play', () => {
    const restore = setReducedMotion(true);
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    try {
      setup();
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
    expect(play).toHaveBeenCalled();
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('poster');
    // Playing: the control offers to pause it.
    fireEvent.click(await screen.findByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
  });
});
