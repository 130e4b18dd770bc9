/**
 * Runs `work` once the browser is idle, or after `timeout` ms at the latest (soon, in a browser
 * without idle callbacks); returns a cancel function. For work a page can put off until its own
 * start-up is done: a widget below the first screen, a third-party script.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
