import { stripHtml } from '@beacon/shared';
import type { Video } from '@beacon/shared/schemas';
import { formatViewCount } from './formatViews';
import { relativeAge } from './relativeAge';

/**
 * The card's title as plain text, 'No Title' when the catalogue has none. Video
 * platforms return titles HTML-escaped (`Rock &amp; Roll`), so entities are decoded and any
 * markup dropped; React then escapes the text again.
 */
export const videoTitle = (video: Pick<Video, 'title'>): string => stripHtml(video.title) || 'No Title';

/**
 * The card's subtitle, `channel • 1.2k Views • relative age`; without a channel name it starts at the
 * views; without a time to tell the age against (`now` null), it ends at the views.
 */
export const videoSubtitle = (video: Pick<Video, 'channelName' | 'views' | 'publishedDate'>, now: number | null): string =>
  [stripHtml(video.channelName).trim(), formatViewCount(video.views), now !== null && relativeAge(video.publishedDate, now)]
    .filter(Boolean)
    .join(' • ');
