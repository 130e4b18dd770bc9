import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';

/** POST /captcha/local-token: a single-use captcha token for the offline widget, valid 2 minutes. */
export const CaptchaToken = Type.Object({
  token: Type.String(),
  expiresAt: IsoDateTime,
});
export type CaptchaToken = Static<typeof CaptchaToken>;
