import { SPEAKING_BODY } from '@beacon/shared/content-seed';
import type { PublishedContent, SpeakingBody } from '@beacon/shared/schemas';
import { publishedRecord } from '@beacon/shared/testing';

/** Test data only: the API path of the page's record. */
export const SPEAKING_PATH = '/content/speaking/speaking';

/** A published answer of `GET /content/speaking/speaking` (`preview`: a draft through a preview link). */
export const publishedSpeaking = (body: SpeakingBody = SPEAKING_BODY, options: { preview?: boolean } = {}): PublishedContent<'speaking'> =>
  publishedRecord('speaking', 'speaking', body, options);

/** Test data only: the seeded words with a new biography (naming the speaker) and a new last topic. */
export const EDITED_SPEAKING: SpeakingBody = {
  ...SPEAKING_BODY,
  biography: '{name} has reported from {organisationName} for twenty years.\n\nNow also a podcast host.',
  topics: [...SPEAKING_BODY.topics.slice(0, -1), 'Public Records'],
};

/** The seeded biography's first paragraph, as the page shows it for `name`. */
export const seededFirstParagraph = (name: string): string =>
  (SPEAKING_BODY.biography.split(/\n\s*\n/)[0] ?? '').replaceAll('{name}', name);
