import type { LandingBody, PublishedContent } from '@beacon/shared/schemas';

/** An answer of `GET /content/landing/landing` (`preview`: a draft through a preview link). */
export const publishedLanding = (body: LandingBody, { preview = false }: { preview?: boolean } = {}): PublishedContent<'landing'> => ({
  kind: 'landing',
  slug: 'landing',
  revision: preview ? 3 : 2,
  preview,
  publishedAt: '2030-01-01T00:00:00.000Z',
  body,
});

/** The launch page's words as staff might edit them: every field differs from the seed. */
export const EDITED_LANDING: LandingBody = {
  pageTitle: 'Launching in May',
  heading: 'The Newsroom Opens Its Doors',
  intro: 'Tell us where to write, and help fund the first year of reporting.',
  motto: [
    { word: 'FACTS', color: '#ffd54f' },
    { word: 'FACTS', color: '#ffffff' },
  ],
  mailingListTitle: 'Hear It First',
  emailLabel: 'Your e-mail',
  emailPlaceholder: 'name@example.org',
  signUp: 'Count Me In',
  sponsor: 'Fund the Newsroom',
};
