import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import type { HeroVideo as HeroVideoSources } from '../../content/types';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

interface HeroVideoProps {
  video: HeroVideoSources;
  children: ReactNode;
}

/**
 * A full-screen hero over a looping, muted background video. Decorative, so hidden from screen
 * readers; it has a pause button (moving content longer than 5 s must be pausable), and with
 * prefers-reduced-motion it starts paused on its poster.
 */
export function HeroVideo({ video, children }: HeroVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(reducedMotion);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (paused) element.pause();
    // Autoplay of a muted video is allowed; a refusal (power saving) just leaves the poster.
    else element.play()?.catch(() => setPaused(true));
  }, [paused]);

  return (
    <section className="media-hero" aria-labelledby="media-hero-title">
      <video
        ref={ref}
        className="media-hero-video"
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload={reducedMotion ? 'none' : 'auto'}
        poster={video.poster}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      <div className="media-hero-overlay" />
      <div className="media-hero-content">{children}</div>
      <button
        type="button"
        className="media-hero-toggle"
        aria-label={paused ? 'Play background video' : 'Pause background video'}
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
      </button>
    </section>
  );
}
