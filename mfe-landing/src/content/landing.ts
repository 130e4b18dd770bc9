/** The pre-launch page's words and numbers: what an editor changes, typed so a wrong edit fails the typecheck. */

export interface MottoWord {
  word: string;
  /** Its colour on the dark card (each passes WCAG AA against it). */
  color: string;
}

export const landingCopy = {
  pageTitle: 'Coming Soon',
  heading: "We're Building Something Exciting!",
  intro:
    'If you care about protecting the freedoms we all love, enter your email below to join our mailing list, and tap below to become a sponsor.',
  motto: [
    { word: 'TRUTH', color: '#ff6b6b' },
    { word: 'FAITH', color: '#ffffff' },
    { word: 'HOPE', color: '#7aa7ff' },
  ] satisfies MottoWord[],
  mailingListTitle: 'Join Our Mailing List',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  signUp: 'Sign Up',
  sponsor: 'Become a Sponsor',
  /** Read to screen readers after the sponsor link's text. */
  opensInNewTab: '(opens in a new tab)',
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
