import { memo } from 'react';
import { FIRST_SCREEN_IMAGE } from '@beacon/shared/hydration';
import { Link } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';
import type { Video } from '@beacon/shared/schemas';
import { useImageFailure } from '@beacon/shared/ui';
import { videoIdFromUrl } from '../../lib/videoId';
import { videoTitle } from '../../lib/videoSubtitle';

export interface VideoCardProps {
  video: Video;
  /** First row: the thumbnail loads at once, ahead of other images, and is shown before the page's code starts. Others load lazily as they scroll near. */
  eager: boolean;
  /** `channel • views • age`, as `videoSubtitle` writes it for the page's clock. */
  subtitle: string;
}

/**
 * One video: thumbnail, title, channel avatar and `channel • views • age`. The title is the
 * card's one link, stretched over the whole card (CSS), so the card is clickable and keyboard
 * users tab once per card and hear just the title. The link carries the original video URL in
 * navigation state. Images repeat what the text says, so their alt text is empty; one that fails
 * to load leaves the card's placeholder (its box's colour), never the browser's broken-image icon.
 * Memoised, with its subtitle as text: when the page's clock moves on (as the page goes live, then
 * every 30 s), a card whose age reads the same is not rendered again.
 */
export const VideoCard = memo(function VideoCard({ video, eager, subtitle }: VideoCardProps) {
  const id = videoIdFromUrl(video.videoUrl);
  const title = videoTitle(video);
  const { ref: thumbRef, onError: onThumbError, failed: thumbFailed } = useImageFailure(video.thumbnail || null);
  const { ref: avatarRef, onError: onAvatarError, failed: avatarFailed } = useImageFailure(video.channelAvatar || null);
  return (
    <article className="media-card">
      <div className="media-card-thumb">
        {video.thumbnail && !thumbFailed && (
          <img
            ref={thumbRef}
            src={video.thumbnail}
            alt=""
            width={320}
            height={180}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={onThumbError}
            {...(eager ? FIRST_SCREEN_IMAGE : {})}
          />
        )}
      </div>
      <div className="media-card-body">
        {video.channelAvatar && !avatarFailed ? (
          <img
            ref={avatarRef}
            className="media-card-avatar"
            src={video.channelAvatar}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            decoding="async"
            onError={onAvatarError}
          />
        ) : (
          <span className="media-card-avatar" aria-hidden="true" />
        )}
        <div className="media-card-text">
          <h3 className="media-card-title">
            {id ? (
              <Link className="media-card-link" to={paths.videoReports.video.href(id)} state={{ videoUrl: video.videoUrl }}>
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <p className="media-card-subtitle">{subtitle}</p>
        </div>
      </div>
    </article>
  );
});
