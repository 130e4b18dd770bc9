/**
 * A served page's first-screen images (an event's picture, the first row of cards) are its main
 * content. On a phone, the page's scripts would share the connection with them, and running that
 * code would take the main thread between a picture's arrival and its paint. So a page marks those
 * images with `FIRST_SCREEN_IMAGE`; the page server holds back its script preloads on such a page
 * (`HELD_PRELOAD_ATTRIBUTE`), and the host's entry, once `firstScreenShown` says the pictures are
 * on screen, starts those downloads (`releaseHeldPreloads`) and its own work.
 */

/** The `elementtiming` value of a first-screen image. */
export const FIRST_SCREEN_MARK = 'first-screen';

/** Marks a served `<link as="script">` held back (it has no `rel` yet) until the first screen is shown. */
export const HELD_PRELOAD_ATTRIBUTE = 'data-after-first-screen';

/**
 * Props of a first-screen `<img>`: fetched ahead of other images, and reported by the browser's
 * Element Timing once it is on screen. Spread, because React's types do not list `elementtiming`.
 */
export const FIRST_SCREEN_IMAGE: { fetchPriority: 'high'; elementtiming: string } = {
  fetchPriority: 'high',
  elementtiming: FIRST_SCREEN_MARK,
};

/** Element Timing's entry (Chromium only, not in TypeScript's DOM types). */
interface ElementTimingEntry extends PerformanceEntry {
  readonly element: Element | null;
}

const hasElementTiming = (): boolean =>
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('element');

/** Resolves at the start of the frame after the next one: the next frame has been painted by then. */
const frameAfterNext = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Resolves once each image is shown or has failed. Shown: Element Timing reports it (Chromium: once
 * the frame holding it is on screen, also for one shown before this was called); where there is no
 * Element Timing, it has loaded and a frame has been painted since.
 */
function imagesShown(images: HTMLImageElement[]): Promise<void> {
  const waiting = new Set(images);
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = (image: HTMLImageElement) => {
      if (!waiting.delete(image) || waiting.size > 0) return;
      observer?.disconnect();
      resolve();
    };
    for (const image of images) {
      // One that failed before this was called has no error event left to fire.
      if (image.complete && image.naturalWidth === 0) done(image);
      else image.addEventListener('error', () => done(image), { once: true });
    }
    if (waiting.size === 0) return;
    if (!hasElementTiming()) {
      for (const image of waiting) {
        if (image.complete) void frameAfterNext().then(() => done(image));
        else image.addEventListener('load', () => void frameAfterNext().then(() => done(image)), { once: true });
      }
      return;
    }
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTimingEntry[]) {
        if (entry.element instanceof HTMLImageElement) done(entry.element);
      }
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

/**
 * Resolves once the first-screen images under `root` are on screen (or failed), or after `capMs`
 * whatever happened, so that a slow image host never keeps the page from going live.
 */
export function firstScreenShown(root: ParentNode, capMs: number): Promise<void> {
  const images = [...root.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_MARK}"]`)];
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([imagesShown(images), cap]);
}

/** Starts the script downloads the served page held back: each held link becomes the preload it was. */
export function releaseHeldPreloads(document: Document): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${HELD_PRELOAD_ATTRIBUTE}]`)) {
    link.removeAttribute(HELD_PRELOAD_ATTRIBUTE);
    link.rel = 'preload';
  }
}
