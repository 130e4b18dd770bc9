import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cachedVideos } from './cache';
import { localVideos } from './local';
import type { VideoProvider } from './types';
import { youtubeVideos } from './youtube';

export type { VideoProvider } from './types';

/** YouTube when YOUTUBE_API_KEY is set, the local catalogue otherwise; cached either way. */
export function createVideoProvider(config: Config, db: Db, fetchImpl: typeof fetch, clock: () => Date): VideoProvider {
  // Only YouTube searches cost anything upstream (API quota), so only they have a budget.
  if (config.youtube) {
    return cachedVideos(
      youtubeVideos(config.youtube.apiKey, config.youtube.channelId, fetchImpl),
      clock,
      undefined,
      config.youtubeSearchesPerHour,
    );
  }
  return cachedVideos(localVideos(db, config), clock);
}
