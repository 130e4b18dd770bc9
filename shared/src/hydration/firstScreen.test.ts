import { FIRST_SCREEN_IMAGE, FIRST_SCREEN_POSTER, firstScreenShown, HELD_PRELOAD_ATTRIBUTE, releaseHeldPreloads } from './firstScreen';

/** A served page with one first-screen picture and a card image further down. */
function servedPage(): { root: HTMLElement; picture: HTMLImageElement } {
  const root = document.createElement('div');
  root.innerHTML = `<img src="/first.svg" alt="" elementtiming="${FIRST_SCREEN_IMAGE.elementtiming}"><img src="/below.svg" alt="" loading="lazy">`;
  document.body.replaceChildren(root);
  return { root, picture: root.querySelector('img') as HTMLImageElement };
}

/** Whether the promise has settled by now, after the timers and frames due have run. */
async function settled(promise: Promise<void>, advanceMs = 0): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(advanceMs);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('firstScreenShown, where the browser has no Element Timing', () => {
  it('waits for the picture to load and a frame to be painted after it', async () => {
    const { root, picture } = servedPage();
    const shown = firstScreenShown(root, 1000);
    expect(await settled(shown, 100)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(false);
    expect(await settled(shown, 50)).toBe(true);
  });

  it('counts a picture that fails to load as shown: its placeholder is', async () => {
    const { root, picture } = servedPage();
    const shown = firstScreenShown(root, 1000);
    picture.dispatchEvent(new Event('error'));
    expect(await settled(shown)).toBe(true);
  });

  it('gives up waiting after the cap, so a slow image host never keeps the page from going live', async () => {
    const { root } = servedPage();
    const shown = firstScreenShown(root, 1000);
    expect(await settled(shown, 999)).toBe(false);
    expect(await settled(shown, 1)).toBe(true);
  });

  it('gives a hero’s poster, which reports no load, a painted frame', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<video poster="/poster.webp" elementtiming="${FIRST_SCREEN_POSTER.elementtiming}"></video>`;
    const shown = firstScreenShown(root, 1000);
    expect(await settled(shown)).toBe(false);
    expect(await settled(shown, 50)).toBe(true);
  });

  it('resolves at once on a page without a first-screen picture', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<img src="/card.svg" alt="" loading="lazy"><h1>Tips</h1>';
    expect(await settled(firstScreenShown(root, 1000))).toBe(true);
  });
});

describe('firstScreenShown, where the browser reports Element Timing', () => {
  type Listener = (list: { getEntries: () => { element: Element }[] }) => void;
  let report: Listener = () => {};
  const original = globalThis.PerformanceObserver;

  beforeEach(() => {
    class FakeObserver {
      static readonly supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(listener: Listener) {
        report = listener;
      }
      observe() {}
      disconnect() {}
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = original;
  });

  it('waits for the browser to report the picture on screen, not just loaded', async () => {
    const { root, picture } = servedPage();
    const shown = firstScreenShown(root, 1000);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(shown, 100)).toBe(false);
    report({ getEntries: () => [{ element: picture }] });
    expect(await settled(shown)).toBe(true);
  });

  it('waits for a hero’s poster to be reported on screen', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<video poster="/poster.webp" elementtiming="${FIRST_SCREEN_POSTER.elementtiming}"></video>`;
    const shown = firstScreenShown(root, 1000);
    expect(await settled(shown, 100)).toBe(false);
    report({ getEntries: () => [{ element: root.querySelector('video') as Element }] });
    expect(await settled(shown)).toBe(true);
  });
});

it('releaseHeldPreloads turns each held script link into the preload it was, in order, one per task', async () => {
  document.head.innerHTML = `<link ${HELD_PRELOAD_ATTRIBUTE} as="script" href="/a.js"><link ${HELD_PRELOAD_ATTRIBUTE} as="script" href="/b.js"><link rel="icon" href="data:,">`;
  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.hasAttribute(HELD_PRELOAD_ATTRIBUTE),
    ]);
  const released = releaseHeldPreloads(document);
  expect(links()).toEqual([
    ['', '/a.js', true],
    ['', '/b.js', true],
    ['icon', 'data:,', false],
  ]);
  // A task each: the browser can answer the visitor between two.
  expect(jest.getTimerCount()).toBe(2);
  expect(await settled(released)).toBe(true);
  expect(links()).toEqual([
    ['preload', '/a.js', false],
    ['preload', '/b.js', false],
    ['icon', 'data:,', false],
  ]);
});
