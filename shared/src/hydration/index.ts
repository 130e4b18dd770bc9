/**
 * Hydration helpers: input made before the page is live, its first screen, what a server render
 * cannot know, the page's clock, and the declaration of a data page's first-screen requests.
 */
export { holdEarlyInput, type EarlyInput } from './earlyInput';
export { FIRST_SCREEN_IMAGE, FIRST_SCREEN_POSTER, firstScreenShown, releaseHeldPreloads } from './firstScreen';
export { useIsClient } from './useIsClient';
export { PAGE_CLOCK_TICK_MS, usePageClock } from './pageClock';
export { definePage, type DataPage, type FirstScreenLoad, type FirstScreenRequest, type PageAddress } from './definePage';
