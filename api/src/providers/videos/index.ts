import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cachedVideos } from './cache';
import { localVideos } from './local';
import type { VideoProvider } from './types';
import { youtubeVideos } from './youtube';

export type { VideoProvider } from './types';

/** YouTube when YOUTUBE_API_KEY is set, the local catalogue otherwise; cached either way. */
export function createVideoProvider(config: Config, db: Db, fetchImpl: typeof fetch, clock: () => Date): VideoProvider {
  const inner = config.youtube
    ? youtubeVideos(config.youtube.apiKey, config.youtube.channelId, fetchImpl)
    : localVideos(db, config);
  return cachedVideos(inner, clock);
}
