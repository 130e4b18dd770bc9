import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage, setReducedMotion, type FakeReply } from '@beacon/shared/testing';
import { LANDING_BODY } from '@beacon/shared/content-seed';
import { MailingListForm } from './MailingListForm';

const SUBSCRIBER = {
  _id: 'id-1',
  email: 'reader@example.org',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const NOT_SUBSCRIBED: FakeReply = { status: 404, json: { error: 'Not Found', message: 'This address is not subscribed.' } };

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/**
 * Waits for an answer without moving the fake clock: `findBy…` polls by advancing it 50 ms at a time, so on a
 * busy machine the 3 s clear timer could already be well under way when the message was first seen.
 * Each round lets real promises settle and runs only the timers due now.
 */
async function answerShown(status: HTMLElement, text: string): Promise<HTMLElement> {
  for (let round = 0; round < 200 && !status.textContent?.includes(text); round += 1) await advance(0);
  return within(status).getByText(text);
}

let restoreMotion: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  // The background video stays still (jsdom cannot play media).
  restoreMotion = setReducedMotion(true);
});
afterEach(() => {
  restoreMotion();
  jest.useRealTimers();
});

function renderForm() {
  renderPage(<MailingListForm words={LANDING_BODY} />);
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const field = screen.getByRole('textbox', { name: 'Email address' });
  const status = screen.getByRole('status');
  const submit = async (email: string) => {
    await user.clear(field);
    await user.type(field, email);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  };
  return { field, status, submit };
}

describe('the mailing-list form', () => {
  test.each<[string, (api: ReturnType<typeof installFakeApi>) => void, string, 'landing-error' | 'landing-success']>([
    [
      'an address already on the list (lookup 200)',
      (api) => api.on('GET', '/subscribers/:email', { json: SUBSCRIBER }),
      'You are already subscribed.',
      'landing-error',
    ],
    [
      'a new address (lookup 404, create 201)',
      (api) => api.on('GET', '/subscribers/:email', NOT_SUBSCRIBED).on('POST', '/subscribers', { status: 201, json: SUBSCRIBER }),
      'Thank you for joining our newsletter.',
      'landing-success',
    ],
    [
      "a refused create with the service's errors indicator",
      (api) =>
        api.on('GET', '/subscribers/:email', NOT_SUBSCRIBED).on('POST', '/subscribers', {
          status: 422,
          json: { error: 'Unprocessable Entity', errors: true, message: 'The email is on a suppression list.' },
        }),
      'The email is on a suppression list.',
      'landing-error',
    ],
    [
      'a failed create without the indicator',
      (api) =>
        api
          .on('GET', '/subscribers/:email', NOT_SUBSCRIBED)
          .on('POST', '/subscribers', { status: 500, json: { error: 'Internal Server Error', message: 'Something broke.' } }),
      'An unexpected error occurred.',
      'landing-error',
    ],
    [
      'any other lookup status',
      (api) => api.on('GET', '/subscribers/:email', { status: 502, json: { error: 'Bad Gateway', message: 'Upstream failed.' } }),
      'An error occurred while checking your subscription.',
      'landing-error',
    ],
    [
      'a network failure',
      (api) => api.on('GET', '/subscribers/:email', 'network-error'),
      'Failed to subscribe. Please try again.',
      'landing-error',
    ],
    [
      'a flood from this address (429 with Retry-After)',
      (api) =>
        api.on('GET', '/subscribers/:email', {
          status: 429,
          headers: { 'Retry-After': '42' },
          json: { error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 42 seconds' },
        }),
      'Too many sign-up attempts. Please wait 42 seconds and try again.',
      'landing-error',
    ],
  ])('%s → the matching message, cleared after 3 s; the field is emptied', async (_case, answer, message, slot) => {
    answer(installFakeApi());
    const { field, status, submit } = renderForm();
    await submit('reader@example.org');
    expect(await answerShown(status, message)).toHaveClass(slot);
    expect(field).toHaveValue('');
    await advance(2900);
    expect(status).toHaveTextContent(message);
    await advance(100);
    expect(status).toBeEmptyDOMElement();
  });

  test('a submit clears the previous message at once', async () => {
    const api = installFakeApi().on('GET', '/subscribers/:email', { json: SUBSCRIBER });
    const { status, submit } = renderForm();
    await submit('reader@example.org');
    expect(await within(status).findByText('You are already subscribed.')).toBeInTheDocument();
    api.on('GET', '/subscribers/:email', 'hang');
    await submit('other@example.org');
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('the address is looked up as itself: URL-encoded in the path, then sent as JSON', async () => {
    const api = installFakeApi()
      .on('GET', '/subscribers/:email', NOT_SUBSCRIBED)
      .on('POST', '/subscribers', { status: 201, json: SUBSCRIBER });
    const { status, submit } = renderForm();
    await submit('a+b/c?d#e@example.org');
    expect(await within(status).findByText('Thank you for joining our newsletter.')).toBeInTheDocument();
    expect(api.calls.map((call) => [call.method, call.path])).toEqual([
      ['GET', '/subscribers/a%2Bb%2Fc%3Fd%23e%40example.org'],
      ['POST', '/subscribers'],
    ]);
    expect(api.calls[0]?.params.email).toBe('a+b/c?d#e@example.org');
    expect(api.calls[1]?.body).toEqual({ email: 'a+b/c?d#e@example.org' });
  });
});
