import type { LandingBody, PublishedContent } from '@beacon/shared/schemas';
import { publishedRecord } from '@beacon/shared/testing';

/** An answer of `GET /content/landing/landing` (`preview`: a draft through a preview link). */
export const publishedLanding = (body: LandingBody, options: { preview?: boolean } = {}): PublishedContent<'landing'> =>
  publishedRecord('landing', 'landing', body, options);

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
