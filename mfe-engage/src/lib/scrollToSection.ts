import { BREAKPOINTS } from '@beacon/shared/ui';

/** Space left above a scrolled-to section, so the top bar never hides its heading. */
export const SCROLL_OFFSET_WIDE = 96;
export const SCROLL_OFFSET_NARROW = 80;

/** 96 px on screens 900 px or wider, 80 px below. */
export const scrollOffsetFor = (viewportWidth: number): number =>
  viewportWidth >= BREAKPOINTS.md ? SCROLL_OFFSET_WIDE : SCROLL_OFFSET_NARROW;

/**
 * Scrolls the window so `target` sits the offset below the top (smoothly, or at once when the
 * visitor asked for reduced motion), then moves focus to it without a second scroll, so keyboard
 * users continue from there. `target` should be focusable (a heading with tabIndex -1).
 */
export function scrollToSection(target: HTMLElement): void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - scrollOffsetFor(window.innerWidth);
  window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'instant' : 'smooth' });
  target.focus({ preventScroll: true });
}
