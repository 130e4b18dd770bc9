import { useEffect, useRef, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** True once the element comes within `margin` of the viewport; stays true. */
export function useNearViewport<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  // False on the first render, as in the served HTML; decided once mounted.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    // Without IntersectionObserver there is nothing to wait for: load right after the first paint.
    if (!canObserve()) {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}
