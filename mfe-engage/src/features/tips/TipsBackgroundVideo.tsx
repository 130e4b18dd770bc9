import { useEffect, useRef, useState } from 'react';
import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import type { BackgroundVideo } from '../../content/types';
import { usePrefersReducedMotion } from '@beacon/shared/ui';

/**
 * The looping, muted background video beside the form. Decorative, so hidden from screen readers;
 * it has a pause button (moving content longer than 5 s must be pausable). It starts from an
 * effect, not the autoplay attribute, so the server-rendered page never plays under reduced motion.
 */
export function TipsBackgroundVideo({ video }: { video: BackgroundVideo }) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(true);

  const play = (element: HTMLVideoElement) => {
    // A refused play (power saving) leaves the poster, and the button offers Play.
    Promise.resolve(element.play()).catch(() => setPaused(true));
  };

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (reducedMotion) element.pause();
    else play(element);
  }, [reducedMotion]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) play(element);
    else element.pause();
  };

  return (
    <div className="engage-tips-media">
      <video
        ref={ref}
        className="engage-tips-video"
        muted
        loop
        playsInline
        preload="metadata"
        poster={video.poster}
        aria-hidden="true"
        tabIndex={-1}
        // The button follows what the video really does.
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        className="engage-tips-toggle"
        // The name says what a press does; no aria-pressed as well, which would contradict it.
        aria-label={paused ? 'Play background video' : 'Pause background video'}
        onClick={toggle}
      >
        {paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
      </button>
    </div>
  );
}
