import { useEffect, useRef } from 'react';
import { FIRST_SCREEN_POSTER } from '@beacon/shared/hydration';
import flagWebm from '../../content/assets/flag.webm';
import flagMp4 from '../../content/assets/flag.mp4';
import flagPoster from '../../content/assets/flag-poster.webp';

/**
 * The looping muted background video of a waving flag. It renders without `autoplay`, so the
 * prerendered page shows the still poster first; playback starts after hydration, and never
 * when the visitor asks for reduced motion. Its poster is the page's first screen.
 */
export function FlagVideo() {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const start = () => {
      element.muted = true;
      // A browser that refuses autoplay keeps the poster, which is the intended fallback.
      element.play()?.catch(() => undefined);
    };
    // Once the page has loaded: the video never competes with the page's own first paint and scripts.
    if (document.readyState === 'complete') {
      start();
      return;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

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
