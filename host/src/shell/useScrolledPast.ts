import { useEffect, useState } from 'react';

/** True while the window is scrolled `threshold` px or more. */
export function useScrolledPast(threshold: number): boolean {
  // False on the first render, as in the served HTML; the first frame reads the real position.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPast(window.scrollY >= threshold));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
