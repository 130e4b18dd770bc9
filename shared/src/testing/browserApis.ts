/** IntersectionObserver stand-in: the test decides when an observed element becomes visible. */
export function installIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; elements: Set<Element> }[] = [];
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, elements: new Set<Element>() };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const report = (element: Element, isIntersecting: boolean) => {
    for (const observer of observers) {
      if (!observer.elements.has(element)) continue;
      const entry = { isIntersecting, target: element, intersectionRatio: isIntersecting ? 1 : 0 } as unknown as IntersectionObserverEntry;
      observer.callback([entry], {} as IntersectionObserver);
    }
  };
  const original = window.IntersectionObserver;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    /** Reports `element` as intersecting to every observer watching it. */
    show(element: Element) {
      report(element, true);
    },
    /** Reports `element` as out of view to every observer watching it (as a browser's first report does). */
    hide(element: Element) {
      report(element, false);
    },
    restore() {
      window.IntersectionObserver = original;
    },
  };
}

/** Makes `(prefers-reduced-motion: reduce)` match (or not) until restored. */
export function setReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
