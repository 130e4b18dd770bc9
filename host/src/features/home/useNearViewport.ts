import { useEffect, useRef, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** True once the element comes within `margin` of the viewport; stays true. */
export function useNearViewport<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  // Without IntersectionObserver there is nothing to wait for.
  const [near, setNear] = useState(() => !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}
