import { useEffect, useRef, useState, type ReactNode } from 'react';
import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import { FIRST_SCREEN_POSTER } from '../hydration/firstScreen';
import { usePageSettled } from './usePageSettled';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** A looping, muted background video: WebM first, MP4 for browsers without VP9 (either may be absent), a poster meanwhile. */
export interface BackgroundVideoSources {
  webm: string | null;
  mp4: string | null;
  poster: string;
}

interface BackgroundVideoProps {
  video: BackgroundVideoSources;
  className: string;
  toggleClassName: string;
  preload: 'none' | 'metadata';
  /** The poster is the page's first screen (a hero): shown before the page's code starts. */
  firstScreen?: boolean;
  /** What sits over the video, between it and its control (so the control comes last in tab order). */
  children?: ReactNode;
}

/**
 * A looping, muted, decorative background video (hidden from screen readers, out of the tab order)
 * and its one control, whose name says what a press does (no aria-pressed to contradict it). The
 * served HTML has no `autoplay` (the server cannot know the visitor's motion preference): playback
 * starts once the page has settled (its start-up done), never with reduced motion, and not again
 * after the visitor paused it; the control plays it at once.
 * A play the browser refuses (power saving) leaves the poster, and the control offers Play; the
 * video's own play and pause events keep the control honest.
 */
export function BackgroundVideo({ video, className, toggleClassName, preload, firstScreen = false, children }: BackgroundVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  const settled = usePageSettled();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const pausedByVisitor = useRef(false);

  // A play that starts fires the element's `play` event (handled below); only a refusal is handled here.
  const start = (element: HTMLVideoElement) => Promise.resolve(element.play()).catch(() => setPlaying(false));

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (reducedMotion) element.pause();
    else if (settled && !pausedByVisitor.current) void start(element);
  }, [reducedMotion, settled]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    pausedByVisitor.current = playing;
    setPlaying(!playing);
    if (playing) element.pause();
    else void start(element);
  };

  return (
    <>
      <video
        ref={ref}
        className={className}
        muted
        loop
        playsInline
        preload={preload}
        poster={video.poster}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        {...(firstScreen ? FIRST_SCREEN_POSTER : {})}
      >
        {video.webm && <source src={video.webm} type="video/webm" />}
        {video.mp4 && <source src={video.mp4} type="video/mp4" />}
      </video>
      {children}
      <button
        type="button"
        className={toggleClassName}
        aria-label={playing ? 'Pause background video' : 'Play background video'}
        onClick={toggle}
      >
        {playing ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
      </button>
    </>
  );
}
