import { useEffect, useRef } from 'react';
import { landingText } from '../../content/landing';

interface MotionToggleProps {
  /** Told whenever the box is ticked or cleared, and once at start when it was ticked before the page went live. */
  onPausedChange: (paused: boolean) => void;
}

/**
 * "Pause motion": the background video and the sponsor button's pulse go on for as long as the page is
 * open, so a visitor can stop both. A native checkbox, so that it also works with scripts off: the
 * page's styles stop the pulse while it is ticked (`:has`), and the video only ever plays with scripts.
 * Hidden when the visitor asks for reduced motion: nothing moves then.
 */
export function MotionToggle({ onPausedChange }: MotionToggleProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Ticked on the served page, before its code ran.
    if (box.current?.checked) onPausedChange(true);
  }, [onPausedChange]);
  return (
    <label className="landing-motion">
      <input ref={box} type="checkbox" onChange={(event) => onPausedChange(event.currentTarget.checked)} />
      {landingText.pauseMotion}
    </label>
  );
}
