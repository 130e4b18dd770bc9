import { useEffect, useRef, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import type { HeroVideo as HeroVideoSources } from '../../content/types';
import { usePrefersReducedMotion } from '@beacon/shared/ui';

interface HeroVideoProps {
  video: HeroVideoSources;
  children: ReactNode;
}

/**
 * A full-screen hero over a looping, muted background video. Decorative, so hidden from screen
 * readers; it has a pause button (moving content longer than 5 s must be pausable), and with
 * prefers-reduced-motion it stays paused on its poster. The served HTML cannot know that
 * preference, so it does not autoplay: playback starts once the page runs, where motion is welcome.
 */
export function HeroVideo({ video, children }: HeroVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  // The poster is the largest thing on the first screen: fetched first, from the served page's head.
  preload(video.poster, { as: 'image', fetchPriority: 'high' });
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (reducedMotion) element.pause();
    // A refused play (power saving) leaves the poster, and the button offers Play.
    else
      element.play()?.then(
        () => setPaused(false),
        () => setPaused(true),
      );
  }, [reducedMotion]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (paused) {
      setPaused(false);
      // A refused play (power saving) leaves the poster, and the button offers Play again.
      element.play()?.catch(() => setPaused(true));
    } else {
      element.pause();
      setPaused(true);
    }
  };

  return (
    <section className="media-hero" aria-labelledby="media-hero-title">
      <video
        ref={ref}
        className="media-hero-video"
        muted
        loop
        playsInline
        preload="none"
        poster={video.poster}
        aria-hidden="true"
        tabIndex={-1}
        // The button follows what the video really does (autoplay may be refused, e.g. power saving).
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      <div className="media-hero-overlay" />
      <div className="media-hero-content">{children}</div>
      <button
        type="button"
        className="media-hero-toggle"
        // The name says what a press does; no aria-pressed as well, which would contradict it.
        aria-label={paused ? 'Play background video' : 'Pause background video'}
        onClick={toggle}
      >
        {paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
      </button>
    </section>
  );
}
