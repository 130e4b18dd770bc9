import { installFakeApi, testConfig } from '@beacon/shared/testing';
import { describeEmailFailure, EMAIL_TIMEOUT_MS, EmailSendError, retryAfterSeconds, sendEmail } from './emailService';

const RELAY = '/api/v1.0/email/send';
const params = { from_name: 'Tipster', from_email: 'tip@example.org', message: 'Look at page 4' };

describe('sendEmail (through @emailjs/browser)', () => {
  it('posts what EmailJS expects to the configured origin, the captcha response among the template params', async () => {
    const { emailjs } = testConfig();
    const relay = installFakeApi({ baseUrl: emailjs.origin }).on('POST', RELAY, { text: 'OK' });
    await sendEmail(emailjs, params, 'captcha-token');
    expect(relay.callsTo('POST', RELAY)).toHaveLength(1);
    expect(relay.calls[0]?.body).toEqual({
      lib_version: '4.4.1',
      user_id: emailjs.publicKey,
      service_id: emailjs.serviceId,
      template_id: emailjs.templateId,
      template_params: { ...params, 'g-recaptcha-response': 'captcha-token' },
    });
  });

  it('follows the origin of the runtime config (the real service when set)', async () => {
    const emailjs = { ...testConfig().emailjs, origin: 'http://emailjs.test' };
    const relay = installFakeApi({ baseUrl: 'http://emailjs.test' }).on('POST', RELAY, { text: 'OK' });
    await sendEmail(emailjs, params, 't');
    expect(relay.calls).toHaveLength(1);
  });

  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Rate limit exceeded, retry in 30 seconds'],
    [400, 'reCAPTCHA: the captcha token is invalid, expired or already used.'],
  ])('rejects a %i answer with its status and text', async (status, text) => {
    const { emailjs } = testConfig();
    installFakeApi({ baseUrl: emailjs.origin }).on('POST', RELAY, { status, text });
    await expect(sendEmail(emailjs, params, 't')).rejects.toMatchObject({ status, text, timedOut: false });
  });

  it('rejects with status 0 when the service cannot be reached', async () => {
    const { emailjs } = testConfig();
    installFakeApi({ baseUrl: emailjs.origin }).on('POST', RELAY, 'network-error');
    await expect(sendEmail(emailjs, params, 't')).rejects.toMatchObject({ status: 0, timedOut: false });
  });

  it('gives up when no answer comes in time', async () => {
    jest.useFakeTimers();
    try {
      const { emailjs } = testConfig();
      installFakeApi({ baseUrl: emailjs.origin }).on('POST', RELAY, 'hang');
      const sending = sendEmail(emailjs, params, 't').catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(EMAIL_TIMEOUT_MS);
      const error = await sending;
      expect(error).toBeInstanceOf(EmailSendError);
      expect(error).toMatchObject({ timedOut: true, message: `timeout of ${EMAIL_TIMEOUT_MS} ms exceeded` });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('describeEmailFailure', () => {
  it.each([
    ['451 headless', new EmailSendError(451, 'Unavailable For Headless Browser'), /automated \(headless\) browsers/],
    ['403 blocklist', new EmailSendError(403, 'Forbidden'), /blocked this message/],
    [
      '429 with a wait in seconds',
      new EmailSendError(429, 'Rate limit exceeded, retry in 30 seconds'),
      /Please wait 30 seconds and try again/,
    ],
    [
      '429 with a wait in minutes',
      new EmailSendError(429, 'Rate limit exceeded, retry in 2 minutes'),
      /Please wait 2 minutes and try again/,
    ],
    ['429 without a wait', new EmailSendError(429, 'Too Many Requests'), /Please wait a minute and try again/],
    ['network error (0)', new EmailSendError(0, 'Failed to fetch'), /cannot be reached. Check your internet connection/],
    ['timeout', new EmailSendError(0, 'Timeout', true), /took too long to answer/],
    ['captcha refused (400)', new EmailSendError(400, 'reCAPTCHA: the captcha token is invalid'), /complete the captcha again/],
    ['server error (502)', new EmailSendError(502, 'Bad Gateway'), /having trouble right now/],
    ['anything else', new Error('boom'), /could not be sent. Please try again/],
  ])('%s', (_label, error, message) => {
    expect(describeEmailFailure(error)).toMatch(message);
  });

  it('reads the wait of a 429 from the relay text', () => {
    expect(retryAfterSeconds('Rate limit exceeded, retry in 1 minute')).toBe(60);
    expect(retryAfterSeconds('Retry-After: 45')).toBe(45);
    expect(retryAfterSeconds('Too Many Requests')).toBeNull();
  });
});
