import { useEffect, useRef, type RefObject } from 'react';

/** The class that shows a revealed element (the CSS animates its arrival). */
export const REVEALED_CLASS = 'is-visible';

/**
 * Reveals an element once at least `threshold` of it has been visible (10 % on the investigation
 * pages), and keeps it revealed, so a card animates in once and then stays put. The element is
 * rendered with `REVEALED_CLASS`: the served HTML shows every card (a reader without JavaScript
 * sees them all), and so does the render that hydrates it. Once the observer's first report says
 * a card is out of view it is hidden (at once: the CSS animates arrivals only), to come in when
 * scrolled to; a card already in view when the page goes live is left as it is, so nothing on
 * screen blinks out and fades back. The hook toggles the class itself rather than through state:
 * hiding a page's cards then costs no render of them while it starts up. Without
 * IntersectionObserver every card stays shown.
 */
export function useRevealOnce<T extends Element>(threshold = 0.1): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (inView) {
          element.classList.add(REVEALED_CLASS);
          observer.disconnect();
        } else if (firstReport) {
          element.classList.remove(REVEALED_CLASS);
        }
        firstReport = false;
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);
  return ref;
}
