import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useConfig } from '@beacon/shared';
import { useIsClient } from '@beacon/shared/hydration';
import { isPlainClick } from '@beacon/shared/ui';
import { PLAYER_ALLOW, videoEmbedSrc } from '../../lib/embedUrl';

interface ExhibitVideoProps {
  /** The video's own address (where it plays without this page's scripts). */
  videoUrl: string;
  videoId: string;
  /** The exhibit's title, for the control's and the player's names. */
  title: string;
}

const hostOf = (address: string): string => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/**
 * An exhibit's video, loaded from the player's host only when the visitor asks to play it. Until then it
 * is a link to the video: opening an investigation sends nothing to the video host and starts no player
 * while the page boots, and without scripts the link opens the video where it is published. Once the page
 * is live, the link plays the video here, and focus moves into the player.
 */
export function ExhibitVideo({ videoUrl, videoId, title }: ExhibitVideoProps) {
  const { videoEmbedUrl } = useConfig();
  const live = useIsClient();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const hostId = useId();
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <div className="media-exhibit-video">
      {playing ? (
        <iframe
          ref={player}
          src={`${videoEmbedSrc(videoEmbedUrl, videoId)}?autoplay=1`}
          title={`Video: ${title}`}
          allow={PLAYER_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <a
          className="media-exhibit-play"
          href={videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Play video: ${title}`}
          aria-describedby={hostId}
          onClick={play}
        >
          <span className="media-exhibit-play-icon" aria-hidden="true" />
          <span className="media-exhibit-play-label">Play video</span>
          <span className="media-exhibit-play-host" id={hostId}>
            {live ? `Plays here from ${hostOf(videoEmbedUrl)}` : `Opens ${hostOf(videoUrl)} in a new tab`}
          </span>
        </a>
      )}
    </div>
  );
}
