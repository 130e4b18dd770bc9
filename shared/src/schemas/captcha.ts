import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';

/** POST /captcha/local-token: a single-use captcha token for the offline widget, valid 2 minutes. */
export const CaptchaToken = Type.Object({
  token: Type.String(),
  expiresAt: IsoDateTime,
});
export type CaptchaToken = Static<typeof CaptchaToken>;

/** GET /captcha/challenge: an ALTCHA proof-of-work challenge, signed by the API (the widget solves it). */
export const AltchaChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    /** Seconds since the epoch. */
    expiresAt: Type.Integer(),
  }),
  signature: Type.String(),
});
export type AltchaChallenge = Static<typeof AltchaChallenge>;
