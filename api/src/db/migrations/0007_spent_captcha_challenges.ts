// The ALTCHA challenges already solved once: the primary key lets exactly one request spend a challenge,
// on whichever instance it arrives.
export const id = '0007_spent_captcha_challenges';

export const sql = `
CREATE TABLE spent_captcha_challenges (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_captcha_challenges_expires_at_idx ON spent_captcha_challenges (expires_at);
`;
