import { useEffect, useRef, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** Calls back once the browser is idle (or after `timeout` ms at the latest). */
function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/**
 * True once the element comes within `margin` of the viewport; stays true. Watching starts when
 * the browser is idle, so what it loads never competes with the page's first paint and hydration.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  // False on the first render, as in the served HTML; decided once mounted.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    let observer: IntersectionObserver | null = null;
    const cancelIdle = whenIdle(() => {
      // Without IntersectionObserver there is nothing to wait for.
      if (!canObserve()) return setNear(true);
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
        rootMargin: margin,
      });
      observer.observe(element);
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [margin, near]);
  return [ref, near];
}
