import { AltchaChallenge, CaptchaToken } from '@beacon/shared/schemas';
import { errorResponses, rateLimited, type RoutePlugin } from './common';

/**
 * The bot check's own routes, when this API is the one that checks: an ALTCHA challenge (the default),
 * or the local stand-in's token (CAPTCHA_MODE=local); none when RECAPTCHA_SECRET selects Google reCAPTCHA.
 */
export const captchaRoutes: RoutePlugin = async (app, { services }) => {
  const { altcha, localCaptcha } = services;
  if (altcha) {
    app.get(
      '/captcha/challenge',
      {
        // Not counted per address (the tips form uses it): a site-wide ceiling, and more work as the tip line's load rises.
        config: { tipLimit: 'challenge' },
        schema: {
          tags: ['captcha'],
          summary:
            'A signed proof-of-work challenge (ALTCHA): solved in the browser, accepted once, within 2 minutes; the work rises with the tip line’s load',
          response: { 200: AltchaChallenge, ...errorResponses },
        },
      },
      async (_request, reply) => {
        // Every challenge is new: nothing may keep one for another visitor.
        reply.header('Cache-Control', 'no-store');
        return altcha.issue(await services.tips.limits.workFactor());
      },
    );
  }
  if (localCaptcha) {
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
        const { token, expiresAt } = await localCaptcha.issue();
        return { token, expiresAt: expiresAt.toISOString() };
      },
    );
  }
};
