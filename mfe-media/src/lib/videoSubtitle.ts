import type { VideoCard } from '@beacon/shared/schemas';
import { formatViews } from './formatViews';
import { relativeAge } from './relativeAge';

/** The card's title, 'No Title' when the catalogue has none (spec §3). */
export const videoTitle = (video: Pick<VideoCard, 'title'>): string => video.title?.trim() || 'No Title';

/** The card's subtitle, exactly `channel • views Views • relative age` (spec §2). */
export const videoSubtitle = (video: Pick<VideoCard, 'channelName' | 'views' | 'publishedDate'>, now: number): string =>
  `${video.channelName ?? ''} • ${formatViews(video.views)} Views • ${relativeAge(video.publishedDate, now)}`;
