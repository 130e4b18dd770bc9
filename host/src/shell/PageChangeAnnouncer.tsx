import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@beacon/shared/router';
import { visuallyHidden } from '@beacon/shared/ui';

/** How long a page that loads late (a remote) is waited for before focus goes to `main` itself. */
const HEADING_WAIT_MS = 5000;

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main-content h1, main h1');
}

/**
 * After an in-app navigation (never on the first load) focus moves to the new page's h1 (or its
 * main, if none shows in time) and its title is announced in a polite live region: a screen
 * reader hears where it landed, and the next Tab starts in the new page.
 */
export function PageChangeAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPath = useRef(pathname);
  const navigated = useRef(false);

  useEffect(() => {
    if (!navigated.current && pathname === firstPath.current) return;
    navigated.current = true;
    let frame = 0;
    const land = (target: HTMLElement) => {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
      // The page sets its document title in an effect: read it once the page has committed.
      frame = requestAnimationFrame(() => setMessage(document.title || target.textContent || ''));
    };
    const heading = pageHeading();
    if (heading) {
      land(heading);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new MutationObserver(() => {
      const late = pageHeading();
      if (!late) return;
      stop();
      land(late);
    });
    const timer = setTimeout(() => {
      stop();
      const main = document.querySelector<HTMLElement>('main');
      if (main) land(main);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return (
    <p className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {message}
    </p>
  );
}
