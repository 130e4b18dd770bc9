import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => undefined;

/**
 * True once at least `threshold` of the element has been visible (10 % on the investigation pages); stays true, so
 * a card animates in once and then stays put. Without IntersectionObserver it is visible at once. The served HTML
 * shows every card (a reader without JavaScript sees them all), and so does the render that hydrates it; the cards
 * not yet scrolled to are hidden right after, to come in when they are.
 */
export function useRevealOnce<T extends Element>(threshold = 0.1): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const served = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [seen, setSeen] = useState(false);
  const visible = served || seen || typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, visible]);
  return [ref, visible];
}
