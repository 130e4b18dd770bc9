import electionHeroWebm from './assets/election-hero.webm';
import electionHeroMp4 from './assets/election-hero.mp4';
import electionHeroPoster from './assets/election-hero-poster.webp';
import hoaxHeroWebm from './assets/hoax-hero.webm';
import hoaxHeroMp4 from './assets/hoax-hero.mp4';
import hoaxHeroPoster from './assets/hoax-hero-poster.webp';
import actionChannel from './assets/action-channel.svg';
import actionObserver from './assets/action-observer.svg';
import actionReports from './assets/action-reports.svg';
import actionWatch from './assets/action-watch.svg';

/** The files built into this remote that content records name as `bundled:<file name>`, to their built URLs. */
const BUNDLED: Readonly<Record<string, string>> = {
  'election-hero.webm': electionHeroWebm,
  'election-hero.mp4': electionHeroMp4,
  'election-hero-poster.webp': electionHeroPoster,
  'hoax-hero.webm': hoaxHeroWebm,
  'hoax-hero.mp4': hoaxHeroMp4,
  'hoax-hero-poster.webp': hoaxHeroPoster,
  'action-channel.svg': actionChannel,
  'action-observer.svg': actionObserver,
  'action-reports.svg': actionReports,
  'action-watch.svg': actionWatch,
};

const BUNDLED_PREFIX = 'bundled:';

/**
 * Where a content record's image or video is: a `bundled:` file's built URL, an http(s) URL (an upload) as it
 * is; null for a bundled name this build does not have, or anything else (nothing is shown for it).
 */
export function mediaUrl(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith(BUNDLED_PREFIX)) {
    const name = value.slice(BUNDLED_PREFIX.length);
    return Object.hasOwn(BUNDLED, name) ? (BUNDLED[name] ?? null) : null;
  }
  return /^https?:\/\//i.test(value) ? value : null;
}
