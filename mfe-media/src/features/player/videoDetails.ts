import { stripHtml } from '@beacon/shared';
import { builtSoon } from '@beacon/shared/soon';
import type { Video } from '@beacon/shared/schemas';

/** The watch page of a video on the video site, from its id: a way to watch when the embed fails. */
export const watchUrl = (id: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

// In UTC: the server that renders the page and every visitor's browser show the same day.
const fullDate = builtSoon(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
const count = builtSoon(() => new Intl.NumberFormat('en-US'));
const plural = builtSoon(() => new Intl.PluralRules('en-US'));

/** '1 view', '1,234 views'. */
export function viewCount(views: number): string {
  const whole = Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;
  return `${count().format(whole)} ${plural().select(whole) === 'one' ? 'view' : 'views'}`;
}

/** The player's context line: channel (when the catalogue names one), publication date, views. */
export function videoDetails(video: Pick<Video, 'channelName' | 'publishedDate' | 'views'>): {
  channel: string;
  date: string;
  views: string;
} {
  const time = Date.parse(video.publishedDate);
  return {
    channel: stripHtml(video.channelName),
    date: Number.isNaN(time) ? '' : fullDate().format(time),
    views: viewCount(video.views),
  };
}
