import type { CaptchaToken } from '../schemas';
import type { ApiClient } from './client';

/** The offline captcha (when no reCAPTCHA site key is configured): a single-use token, valid 2 minutes. Never cached. */
export const requestCaptchaToken = (client: ApiClient, signal?: AbortSignal): Promise<CaptchaToken> =>
  client.request<CaptchaToken>({ method: 'POST', path: '/captcha/local-token', signal });
