import type { MouseEvent } from 'react';

/**
 * A plain primary click, which the page may handle itself. Anything else (a modifier key for a new tab or
 * window, a download, another button) is the browser's to handle.
 */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
