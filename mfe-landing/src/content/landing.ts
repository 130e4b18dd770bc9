/**
 * The pre-launch page's fixed texts and numbers. Its words staff edit (title, heading, invitation, motto,
 * form and button labels) are the content record `landing/landing`, seeded from `LANDING_BODY` of
 * `@beacon/shared/content-seed`.
 */

/** Words around the edited ones: read to screen readers, or shown only with a preview link or when it expired. */
export const landingText = {
  /** Read to screen readers after the sponsor link's text. */
  opensInNewTab: '(opens in a new tab)',
  /** A preview link that expired, or names another page's draft. */
  previewExpired: 'There is no draft at this address: its preview link has expired or is not valid.',
  backHome: 'Back to Home',
  /** The box that stops the background video and the sponsor button's pulse. */
  pauseMotion: 'Pause motion',
} as const;

/** What the sign-up form says for each answer of the mailing-list relay. */
export const mailingListMessages = {
  alreadySubscribed: 'You are already subscribed.',
  thanks: 'Thank you for joining our newsletter.',
  unexpected: 'An unexpected error occurred.',
  checkFailed: 'An error occurred while checking your subscription.',
  failed: 'Failed to subscribe. Please try again.',
  /** Too many attempts from this address: how long to wait, e.g. "45 seconds". */
  wait: (wait: string) => `Too many sign-up attempts. Please wait ${wait} and try again.`,
  waitUnknown: 'Too many sign-up attempts. Please wait a minute and try again.',
} as const;

export const landingLayout = {
  /** Messages under the form disappear this long after each submit. */
  messageClearMs: 3000,
  emailMinWidthPx: 180,
  pulseScale: 1.1,
  pulseSeconds: 2,
  /** Black over the background video. */
  overlayOpacity: 0.6,
  cardOpacity: 0.8,
  cardBorder: '0.2rem solid #ffffff',
  errorColor: '#ff6b6b',
  successColor: '#32cd32',
} as const;
