import { CaptchaToken } from '@beacon/shared/schemas';
import { errorResponses, rateLimited, type RoutePlugin } from './common';

/** The offline captcha's token source; absent when RECAPTCHA_SECRET selects Google reCAPTCHA. */
export const captchaRoutes: RoutePlugin = async (app, { services }) => {
  const issuer = services.localCaptcha;
  if (!issuer) return;
  app.post(
    '/captcha/local-token',
    {
      config: rateLimited(services),
      schema: {
        tags: ['captcha'],
        summary: 'A single-use captcha token valid for 2 minutes (local captcha mode)',
        response: { 200: CaptchaToken, ...errorResponses },
      },
    },
    async () => {
      const { token, expiresAt } = await issuer.issue();
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );
};
