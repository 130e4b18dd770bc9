import webm from './assets/tips-background.webm';
import mp4 from './assets/tips-background.mp4';
import poster from './assets/tips-background-poster.webp';
import type { TipsContent } from './types';

/** The media-tips page (/tips). */
export const TIPS: TipsContent = {
  heading: 'Media Tips',
  intro: 'Seen something the public should know about? Tell our newsroom. Every tip is read by a reporter.',
  anonymousNote: 'Anonymous tips may leave email and name blank.',
  video: { webm, mp4, poster },
};

// What the page says about protection is shared with the API, which writes the pages of the form without JavaScript.
export { TIPS_PRIVACY } from '@beacon/shared/tips-crypto/texts';
