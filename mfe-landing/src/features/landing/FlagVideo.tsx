import { useEffect, useRef } from 'react';
import { FIRST_SCREEN_POSTER } from '@beacon/shared/hydration';
import { usePageSettled } from '@beacon/shared/ui';
import flagWebm from '../../content/assets/flag.webm';
import flagMp4 from '../../content/assets/flag.mp4';
import flagPoster from '../../content/assets/flag-poster.webp';

/**
 * The looping muted background video of a waving flag. It renders without `autoplay`, so the
 * prerendered page shows the still poster first; playback starts once the page has settled (its
 * start-up done), and never when the visitor asks for reduced motion. `paused`: the visitor stopped it
 * (it stands still until they clear that). Its poster is the page's first screen.
 */
export function FlagVideo({ paused }: { paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const settled = usePageSettled();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) {
      element.pause();
      return;
    }
    if (!settled || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    element.muted = true;
    // A browser that refuses autoplay keeps the poster, which is the intended fallback.
    element.play()?.catch(() => undefined);
  }, [settled, paused]);

  return (
    <video
      ref={video}
      className="landing-video"
      muted
      loop
      playsInline
      preload="none"
      poster={flagPoster}
      width={640}
      height={360}
      aria-hidden="true"
      tabIndex={-1}
      {...FIRST_SCREEN_POSTER}
    >
      <source src={flagWebm} type="video/webm" />
      <source src={flagMp4} type="video/mp4" />
    </video>
  );
}
