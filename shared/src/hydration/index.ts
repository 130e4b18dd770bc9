/** Hydration helpers: input made before the page is live, its first screen, and what a server render cannot know. */
export { holdEarlyInput, type EarlyInput } from './earlyInput';
export { FIRST_SCREEN_IMAGE, FIRST_SCREEN_POSTER, firstScreenShown, releaseHeldPreloads } from './firstScreen';
export { useIsClient } from './useIsClient';
export { useAddressKnown, useServedTime } from './servedData';
