const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, summary, [tabindex]';

/** The elements Tab visits, in document order (no positive tabindex is used on the site). */
function tabStops(region: HTMLElement): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      (region.contains(element) || !element.closest('[inert]')) &&
      element.getClientRects().length > 0,
  );
}

/**
 * Whether Tab (or Shift+Tab) from the focused element would land inside `region` if the region
 * were not inert: the region can then be made reachable just before the browser moves focus.
 */
export function nextTabStopIsIn(region: HTMLElement, backwards: boolean): boolean {
  const stops = tabStops(region);
  const current = document.activeElement instanceof HTMLElement ? stops.indexOf(document.activeElement) : -1;
  if (current === -1) return false;
  const next = stops[current + (backwards ? -1 : 1)];
  return next !== undefined && region.contains(next);
}
