import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { AuthStateProvider, ConfigProvider } from '@beacon/shared';
import { installFakeApi, testAuth, testConfig } from '@beacon/shared/testing';
import { Captcha, type CaptchaHandle } from './Captcha';

const NOW = new Date('2030-01-01T12:00:00Z');

// A busy machine renders slowly; the tests assert no timings.
jest.setTimeout(30_000);

function renderCaptcha(onChange: (token: string | null) => void, ref = createRef<CaptchaHandle>()) {
  render(
    <ConfigProvider config={testConfig()}>
      <AuthStateProvider value={testAuth('signed-out')}>
        <Captcha ref={ref} id="test-captcha" onChange={onChange} />
      </AuthStateProvider>
    </ConfigProvider>,
  );
  return ref;
}

describe('the local captcha', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  const answerTokens = () => {
    let issued = 0;
    return installFakeApi().on('POST', '/captcha/local-token', () => {
      issued += 1;
      return { json: { token: `local.token-${issued}`, expiresAt: new Date(Date.now() + 120_000).toISOString() } };
    });
  };

  it('is a labelled checkbox operated with the keyboard: Space asks the API for a token', async () => {
    const api = answerTokens();
    const onChange = jest.fn();
    renderCaptcha(onChange);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('local.token-1');
    expect(api.callsTo('POST', '/captcha/local-token')).toHaveLength(1);
  });

  it('withdraws the token when it expires, and a new tick gets a new one', async () => {
    answerTokens();
    const onChange = jest.fn();
    renderCaptcha(onChange);
    fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    await act(() => jest.advanceTimersByTimeAsync(119_000));
    expect(onChange).toHaveBeenLastCalledWith('local.token-1');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByText('Expired: check the box again')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    expect(onChange).toHaveBeenLastCalledWith('local.token-2');
  });

  it('reset() clears it without reporting, and no expiry fires afterwards', async () => {
    answerTokens();
    const onChange = jest.fn();
    const ref = renderCaptcha(onChange);
    fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await screen.findByText('Verified');
    act(() => ref.current?.reset());
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    onChange.mockClear();
    await act(() => jest.advanceTimersByTimeAsync(200_000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when the API cannot give a token, and gives none', async () => {
    installFakeApi().on('POST', '/captcha/local-token', 'network-error');
    const onChange = jest.fn();
    renderCaptcha(onChange);
    fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(await screen.findByText('Could not check. Try again.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
