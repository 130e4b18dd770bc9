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

/** Longer than one idle period (50 ms at most): a longer gap between two means the page ran something between them. */
const IDLE_PERIOD_GAP_MS = 60;

/**
 * Runs `work` once the page's main thread has been idle for `quietMs` in a row, or after `timeout`
 * ms at the latest (after `quietMs`, in a browser without idle callbacks); returns a cancel
 * function. For what should wait until a page's start-up is over, however long that takes on the
 * visitor's device: idle callbacks come back to back while nothing else runs, so the time since the
 * last gap between them is the time the thread has been quiet.
 */
export function whenQuiet(work: () => void, quietMs = 300, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(work, quietMs);
    return () => clearTimeout(timer);
  }
  const started = performance.now();
  let quietSince = started;
  let last = started;
  let handle = 0;
  const check = (): void => {
    const now = performance.now();
    if (now - last > IDLE_PERIOD_GAP_MS) quietSince = now;
    last = now;
    if (now - quietSince >= quietMs || now - started >= timeout) work();
    else handle = window.requestIdleCallback(check, { timeout: Math.max(0, started + timeout - now) });
  };
  handle = window.requestIdleCallback(check, { timeout });
  return () => window.cancelIdleCallback(handle);
}
