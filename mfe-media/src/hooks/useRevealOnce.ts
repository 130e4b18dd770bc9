import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once at least `threshold` of the element has been visible (10 % on the investigation pages); stays true, so
 * a card animates in once and then stays put. Without IntersectionObserver it is visible at once.
 */
export function useRevealOnce<T extends Element>(threshold = 0.1): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, visible]);
  return [ref, visible];
}
