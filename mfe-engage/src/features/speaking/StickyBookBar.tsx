import { useEffect, useRef } from 'react';
import { Button } from '@beacon/shared/ui';

/** The bar's height, for the page's bottom scroll padding (speakingStyles). */
const HEIGHT_PROPERTY = '--engage-book-bar';

/**
 * Keeps the page's bottom scroll padding at the bar's height, so an element focused from the
 * keyboard is scrolled above the bar, never under it. The height changes as its text wraps.
 */
function useHeightOnRoot<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

/** The bar at the bottom of the screen offering 'Book Now' (sticky; see speakingStyles for where it stops). */
export function StickyBookBar({ text, button, onBook }: { text: string; button: string; onBook: () => void }) {
  const ref = useHeightOnRoot<HTMLDivElement>();
  return (
    <div ref={ref} className="engage-sticky-bar" role="region" aria-label="Book a talk">
      <p>{text}</p>
      <Button type="primary" onClick={onBook}>
        {button}
      </Button>
    </div>
  );
}
