import { UpstreamError } from '../http/errors';
import type { CaptchaVerifier } from './types';

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA: the secret stays here; Google itself refuses a token it has already seen. */
export function recaptcha(secret: string, fetchImpl: typeof fetch): CaptchaVerifier {
  return {
    mode: 'recaptcha',
    verify: async (token, remoteIp) => {
      if (token.length > 4000) return false;
      let response: Response;
      try {
        response = await fetchImpl(SITEVERIFY, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          // No address when the caller has none to give (the tips routes keep the source's address from Google too).
          body: new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) }).toString(),
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        throw new UpstreamError(`reCAPTCHA siteverify unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new UpstreamError(`reCAPTCHA siteverify answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { success?: unknown } | null;
      return body?.success === true;
    },
  };
}
