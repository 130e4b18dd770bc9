/** Hydration helpers: input made before the page is live, and what a server render cannot know. */
export { holdEarlyInput, type EarlyInput } from './earlyInput';
export { useIsClient } from './useIsClient';
export { useAddressKnown, useServedTime } from './servedData';
