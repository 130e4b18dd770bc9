import { useEffect, useState } from 'react';

/**
 * True while the window is scrolled `threshold` px or more and was last scrolled down: scrolling
 * up (or back above the threshold) shows the bar again.
 */
export function useHideOnScroll(threshold: number): boolean {
  // False on the first render, as in the served HTML; the first frame reads the real position.
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let frame = 0;
    let lastY = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (y < threshold || y < lastY) setHidden(false);
        else if (y > lastY) setHidden(true);
        lastY = y;
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return hidden;
}
