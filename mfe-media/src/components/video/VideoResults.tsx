import { useDeferredValue } from 'react';
import { usePageClock } from '@beacon/shared/hydration';
import type { Video } from '@beacon/shared/schemas';
import type { VideoListFailure } from '../../hooks/videoListFailure';
import { Button, Grid, Spin, useProgressiveCount, visuallyHidden } from '@beacon/shared/ui';
import { Styles } from '../Styles';
import { videoSubtitle } from '../../lib/videoSubtitle';
import { VideoCard } from './VideoCard';
import { FIRST_SCREEN_CARDS, videoCss } from './videoStyles';

export interface VideoResultsProps {
  videos: readonly Video[];
  /** A request is under way: a spinner, over the previous list when there is one. */
  loading: boolean;
  /** What an empty list says. */
  emptyText: string;
  /** The list could not be loaded: says why, with Try again (`onRetry`) when that can help, instead of the empty text. */
  failure?: VideoListFailure | null;
  onRetry?: () => void;
  /** Placeholder cards while the first list loads (as many as the list will show; 12 by default). */
  placeholders?: number;
}

/** Cards in the first row of the grid at the current width (1/2/3/6 columns). */
function useFirstRowSize(): number {
  const screens = Grid.useBreakpoint();
  if (screens.lg) return 6;
  if (screens.md) return 3;
  if (screens.sm) return 2;
  return 1;
}

/** Placeholder cards of the real cards' size while the first list loads: nothing moves when it arrives. */
const SKELETON_CARDS = 12;

/**
 * One element per placeholder card, drawn by the CSS: the page inserts these while it starts, and
 * every element of them is work for the browser then.
 */
function placeholderCards(count: number) {
  return Array.from({ length: count }, (_, index) => <li key={index} className="media-card media-card-skeleton" />);
}

/**
 * A video list with its states: placeholder cards while the first list loads, the previous cards
 * (marked busy, still readable) under a spinner while the next loads (laid over them, so nothing
 * moves), the empty text, a failure with Try again, or the grid of cards.
 */
export function VideoResults({ videos, loading, emptyText, failure = null, onRetry, placeholders = SKELETON_CARDS }: VideoResultsProps) {
  // Once hydrated, the browser's time replaces the served copy's: the clock is a store, so this renders again at once,
  // with the old time; the new one reaches the cards from this deferred copy, in the background. Cards are memoised on their subtitle.
  const now = useDeferredValue(usePageClock());
  const firstRow = useFirstRowSize();
  const shown = useProgressiveCount(videos.length, FIRST_SCREEN_CARDS);
  const waiting = loading && videos.length === 0;
  return (
    <div className="media-results">
      <Styles id="video" css={videoCss} />
      {loading && (
        <div className={videos.length > 0 ? 'media-status media-status-overlay' : 'media-status media-status-hidden'} role="status">
          <Spin />
          <span className={visuallyHidden}>Loading videos…</span>
        </div>
      )}
      {!loading && failure && (
        <div className="media-status media-status-failed" role="alert">
          <p>{failure.text}</p>
          {onRetry && failure.canRetry && (
            <Button type="primary" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      )}
      {!loading && !failure && videos.length === 0 && (
        <p className="media-status" role="status">
          {emptyText}
        </p>
      )}
      {/* One grid for the placeholders and the cards: the cards fill the placeholders’ items rather than replace the list. */}
      {(waiting || videos.length > 0) && (
        <ul className="media-grid" aria-hidden={waiting || undefined} aria-busy={!waiting && loading}>
          {waiting
            ? placeholderCards(placeholders)
            : videos.slice(0, shown).map((video, index) => (
                <li key={index}>
                  <VideoCard key={video.videoUrl} video={video} eager={index < firstRow} subtitle={videoSubtitle(video, now)} />
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
