import type { Video } from '@beacon/shared/schemas';
import { UpstreamError } from '../../http/errors';
import type { VideoProvider } from './types';

const API = 'https://www.googleapis.com/youtube/v3';

interface Thumbnails {
  default?: { url: string };
  medium?: { url: string };
  high?: { url: string };
}
interface ChannelsResponse {
  items?: { snippet?: { title?: string; thumbnails?: Thumbnails }; contentDetails?: { relatedPlaylists?: { uploads?: string } } }[];
}
interface PlaylistItemsResponse {
  items?: { contentDetails?: { videoId?: string } }[];
}
interface SearchResponse {
  items?: { id?: { videoId?: string } }[];
}
interface VideosResponse {
  items?: {
    id: string;
    snippet?: { title?: string; publishedAt?: string; thumbnails?: Thumbnails; channelTitle?: string; channelId?: string };
    statistics?: { viewCount?: string };
  }[];
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The YouTube Data API v3, mapped to the site's video entity. The key stays on the server. A category's
 * playlist id is a YouTube playlist id; "all" is the channel's uploads playlist.
 */
export function youtubeVideos(apiKey: string, channelId: string, fetchImpl: typeof fetch): VideoProvider {
  /** null when YouTube answers 404 (an unknown playlist is an empty one). */
  async function call<T>(resource: string, params: Record<string, string>): Promise<T | null> {
    const url = `${API}/${resource}?${new URLSearchParams({ ...params, key: apiKey }).toString()}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(8000), headers: { accept: 'application/json' } });
    } catch (error) {
      throw new UpstreamError(`YouTube ${resource} unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new UpstreamError(`YouTube ${resource} answered ${response.status}`);
    return (await response.json()) as T;
  }

  let channel: Promise<{ name: string; avatar: string; uploads: string }> | null = null;
  const channelInfo = () => {
    channel ??= call<ChannelsResponse>('channels', { part: 'snippet,contentDetails', id: channelId }).then((body) => {
      const item = body?.items?.[0];
      const uploads = item?.contentDetails?.relatedPlaylists?.uploads;
      if (!item || !uploads) throw new UpstreamError(`YouTube channel ${channelId} not found`);
      const thumbs = item.snippet?.thumbnails;
      return { name: item.snippet?.title ?? 'Unknown channel', avatar: thumbs?.default?.url ?? thumbs?.medium?.url ?? '', uploads };
    });
    channel.catch(() => {
      channel = null;
    });
    return channel;
  };

  /** `ownOnly`: only the channel's own videos (a playlist may hold other channels' videos; a page by id may not). */
  async function cards(ids: string[], ownOnly = false): Promise<Video[]> {
    const valid = ids.filter((id) => VIDEO_ID.test(id));
    if (valid.length === 0) return [];
    const [info, body] = await Promise.all([
      channelInfo(),
      call<VideosResponse>('videos', { part: 'snippet,statistics', id: valid.join(','), maxResults: '50' }),
    ]);
    return (body?.items ?? [])
      .filter((item) => valid.includes(item.id) && (!ownOnly || item.snippet?.channelId === channelId))
      .map((item) => {
        const thumbs = item.snippet?.thumbnails;
        const published = item.snippet?.publishedAt ? new Date(item.snippet.publishedAt) : new Date(0);
        return {
          title: item.snippet?.title || 'No Title',
          publishedDate: Number.isNaN(published.getTime()) ? new Date(0).toISOString() : published.toISOString(),
          thumbnail: thumbs?.high?.url ?? thumbs?.medium?.url ?? thumbs?.default?.url ?? `https://i.ytimg.com/vi/${item.id}/hqdefault.jpg`,
          videoUrl: `https://www.youtube.com/watch?v=${item.id}`,
          views: Math.max(0, Number.parseInt(item.statistics?.viewCount ?? '0', 10) || 0),
          channelAvatar: info.avatar,
          channelName: item.snippet?.channelTitle ?? info.name,
        };
      })
      .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
  }

  return {
    name: 'youtube',
    list: async (playlistId) => {
      const playlist = playlistId ?? (await channelInfo()).uploads;
      const body = await call<PlaylistItemsResponse>('playlistItems', { part: 'contentDetails', playlistId: playlist, maxResults: '50' });
      return cards((body?.items ?? []).map((item) => item.contentDetails?.videoId ?? ''));
    },
    find: async (id) => (await cards([id], true))[0] ?? null,
    search: async (term) => {
      const body = await call<SearchResponse>('search', {
        part: 'id',
        channelId,
        q: term,
        type: 'video',
        order: 'date',
        maxResults: '50',
      });
      const found = await cards((body?.items ?? []).map((item) => item.id?.videoId ?? ''));
      // YouTube also matches descriptions and tags; the archive's search is on titles.
      const needle = term.toLowerCase();
      return found.filter((card) => card.title.toLowerCase().includes(needle));
    },
  };
}
