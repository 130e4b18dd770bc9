/**
 * A served page's first-screen pictures (an event's image, the first row of cards, a hero video's
 * poster) are its main content. On a phone, the page's scripts would share the connection with
 * them, and running that code would take the main thread between a picture's arrival and its
 * paint. So a page marks those pictures with `FIRST_SCREEN_IMAGE` or `FIRST_SCREEN_POSTER`; the page server holds back its script preloads on such a page
 * (`HELD_PRELOAD_ATTRIBUTE`), and the host's entry, once `firstScreenShown` says the pictures are
 * on screen, starts those downloads (`releaseHeldPreloads`) and its own work.
 */

import { FIRST_SCREEN_MARK, HELD_PRELOAD_ATTRIBUTE } from '../contract/names';

export { FIRST_SCREEN_MARK, HELD_PRELOAD_ATTRIBUTE };

/**
 * Props of a first-screen `<img>`: fetched ahead of other images, and reported by the browser's
 * Element Timing once it is on screen. Spread, because React's types do not list `elementtiming`.
 */
export const FIRST_SCREEN_IMAGE: { fetchPriority: 'high'; elementtiming: string } = {
  fetchPriority: 'high',
  elementtiming: FIRST_SCREEN_MARK,
};

/** Props of a `<video>` whose poster is on the first screen: reported by Element Timing once it is on screen. */
export const FIRST_SCREEN_POSTER: { elementtiming: string } = { elementtiming: FIRST_SCREEN_MARK };

type Picture = HTMLImageElement | HTMLVideoElement;

/** Element Timing's entry (Chromium only, not in TypeScript's DOM types). */
interface ElementTimingEntry extends PerformanceEntry {
  readonly element: Element | null;
}

const hasElementTiming = (): boolean =>
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('element');

/** Resolves at the start of the frame after the next one: the next frame has been painted by then. */
const frameAfterNext = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Resolves once each picture is shown or has failed. Shown: Element Timing reports it (Chromium:
 * once the frame holding it is on screen, also for one shown before this was called); where there
 * is no Element Timing, an image has loaded and a frame has been painted since, and a poster (which
 * reports no load) has had a frame painted.
 */
function picturesShown(pictures: Picture[]): Promise<void> {
  const waiting = new Set<Element>(pictures);
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = (picture: Element) => {
      if (!waiting.delete(picture) || waiting.size > 0) return;
      observer?.disconnect();
      resolve();
    };
    const images = pictures.filter((picture): picture is HTMLImageElement => picture instanceof HTMLImageElement);
    for (const image of images) {
      // One that failed before this was called has no error event left to fire.
      if (image.complete && image.naturalWidth === 0) done(image);
      else image.addEventListener('error', () => done(image), { once: true });
    }
    if (waiting.size === 0) return;
    if (!hasElementTiming()) {
      for (const picture of waiting) {
        if (picture instanceof HTMLImageElement && !picture.complete)
          picture.addEventListener('load', () => void frameAfterNext().then(() => done(picture)), { once: true });
        else void frameAfterNext().then(() => done(picture));
      }
      return;
    }
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTimingEntry[]) {
        if (entry.element) done(entry.element);
      }
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

/**
 * Resolves once the first-screen pictures under `root` are on screen (or failed), or after `capMs`
 * whatever happened, so that a slow image host never keeps the page from going live.
 */
export function firstScreenShown(root: ParentNode, capMs: number): Promise<void> {
  const marked = `[elementtiming="${FIRST_SCREEN_MARK}"]`;
  const pictures = [...root.querySelectorAll<Picture>(`img${marked}, video${marked}`)];
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([picturesShown(pictures), cap]);
}

/**
 * Starts the script downloads the served page held back: each held link becomes the preload it was,
 * in order, one per task; resolves once all have started. Starting a download is synchronous work on
 * the main thread (about 2–4 ms a link here, unthrottled), and the 16 links of /events in one task
 * were one of its longest.
 */
export function releaseHeldPreloads(document: Document): Promise<void> {
  const held = [...document.querySelectorAll<HTMLLinkElement>(`link[${HELD_PRELOAD_ATTRIBUTE}]`)];
  const released = held.map(
    (link) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          link.removeAttribute(HELD_PRELOAD_ATTRIBUTE);
          link.rel = 'preload';
          resolve();
        }, 0),
      ),
  );
  return Promise.all(released).then(() => undefined);
}
