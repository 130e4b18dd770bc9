import { useEffect, useState } from 'react';

/** True while the window is scrolled `threshold` px or more. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY >= threshold);
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
