import { useEffect, useRef, useState, type RefObject } from 'react';
import { whenIdle } from '@beacon/shared/idle';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** What a visitor does to move on through a page: scrolling it, or the keyboard (Tab to what is next). */
const MOVING_ON = ['scroll', 'keydown'] as const;

/**
 * True once the element is on screen, or once the visitor moves on through the page and it is within
 * `margin` of the viewport; stays true. A section just below the first screen is within any margin
 * from the start, yet a visitor who stays on the first screen never sees it: it waits for the first
 * scroll or key, so what it loads costs that visitor nothing, and a keyboard user tabbing on finds it
 * loaded. Watching starts when the browser is idle, so it never competes with the page's first paint
 * and hydration.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  // False on the first render, as in the served HTML; decided once mounted.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observers: IntersectionObserver[] = [];
    const watch = (rootMargin: string, isNear: (entry: IntersectionObserverEntry) => boolean) => {
      const observer = new IntersectionObserver((entries) => entries.some(isNear) && setNear(true), { rootMargin });
      observer.observe(element);
      observers.push(observer);
    };
    const stopListening = () => {
      for (const type of MOVING_ON) window.removeEventListener(type, onMovingOn);
    };
    function onMovingOn() {
      stopListening();
      watch(margin, (entry) => entry.isIntersecting);
    }
    const cancelIdle = whenIdle(() => {
      // Without IntersectionObserver there is nothing to wait for.
      if (!canObserve()) return setNear(true);
      // Some of it shows (a window taller than what is above it): merely touching the bottom edge does not count.
      watch('0px', (entry) => entry.intersectionRatio > 0);
      for (const type of MOVING_ON) window.addEventListener(type, onMovingOn, { passive: true });
    });
    return () => {
      cancelIdle();
      stopListening();
      for (const observer of observers) observer.disconnect();
    };
  }, [margin, near]);
  return [ref, near];
}
