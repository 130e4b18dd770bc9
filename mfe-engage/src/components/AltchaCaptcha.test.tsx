import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { AuthStateProvider, ConfigProvider } from '@beacon/shared';
import { testAuth, testConfig } from '@beacon/shared/testing';
import { Captcha, type CaptchaHandle } from './Captcha';

// The widget's code needs workers jsdom does not have; here it is a small element that reports states
// the way the real one does (a `statechange` event), so what is tested is how the form is told.
jest.mock('./altchaWidget', () => ({ ALTCHA_STYLESHEET: 'altcha-widget { display: block; }' }));

class FakeAltcha extends HTMLElement {
  resets = 0;
  connectedCallback() {
    this.innerHTML = '<input type="checkbox" id="altcha-box"><label for="altcha-box">I&apos;m not a robot</label>';
  }
  reset() {
    this.resets += 1;
  }
  report(state: string, payload: string | null = null) {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}
customElements.define('altcha-widget', FakeAltcha);

function renderAltcha(onChange: (token: string | null) => void, ref = createRef<CaptchaHandle>()) {
  render(
    <ConfigProvider config={testConfig({ captchaMode: 'altcha' })}>
      <AuthStateProvider value={testAuth('signed-out')}>
        <form aria-label="A form">
          <input aria-label="Message" />
          <Captcha ref={ref} id="test-captcha" onChange={onChange} describedBy="test-captcha-message" />
        </form>
      </AuthStateProvider>
    </ConfigProvider>,
  );
  return ref;
}

/** The widget, once someone has started on the form (its code is fetched then). */
const widget = async (): Promise<FakeAltcha> => {
  act(() => screen.getByRole('textbox', { name: 'Message' }).focus());
  await screen.findByRole('checkbox', { name: "I'm not a robot" });
  const element = document.querySelector('altcha-widget');
  if (!(element instanceof FakeAltcha)) throw new Error('no widget');
  return element;
};

describe('the ALTCHA captcha (the default without a reCAPTCHA site key)', () => {
  it('fetches nothing until the form is used', async () => {
    renderAltcha(jest.fn());
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks our API for its challenge, and names no other site', async () => {
    renderAltcha(jest.fn());
    const element = await widget();
    expect(element.getAttribute('challenge')).toBe('http://api.test/captcha/challenge');
    expect(JSON.parse(element.getAttribute('configuration') ?? '{}')).toMatchObject({ hideFooter: true });
  });

  it('gives the form the solved payload, and withdraws it when the challenge expires or fails', async () => {
    const onChange = jest.fn();
    renderAltcha(onChange);
    const element = await widget();
    act(() => element.report('verifying'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    act(() => element.report('verified', 'c29sdmVk'));
    expect(onChange).toHaveBeenLastCalledWith('c29sdmVk');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-describedby', 'test-captcha-message');
    act(() => element.report('expired'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    act(() => element.report('error'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is reset and focused by the form', async () => {
    const ref = renderAltcha(jest.fn());
    const element = await widget();
    act(() => ref.current?.reset());
    expect(element.resets).toBe(1);
    act(() => ref.current?.focus());
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
  });

  it('is fetched at once when someone is already in the form as the page comes alive', async () => {
    render(
      <ConfigProvider config={testConfig({ captchaMode: 'altcha' })}>
        <AuthStateProvider value={testAuth('signed-out')}>
          <form aria-label="A form">
            {/* Focused as the form mounts, before the captcha's effects run: typing had begun. */}
            <input aria-label="Typed early" autoFocus />
            <Captcha id="test-captcha" onChange={jest.fn()} />
          </form>
        </AuthStateProvider>
      </ConfigProvider>,
    );
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
  });

  it('takes the focus asked for before its code arrived, once it is there', async () => {
    const ref = renderAltcha(jest.fn());
    act(() => ref.current?.focus());
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
  });
});
