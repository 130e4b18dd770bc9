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
  const original = window.IntersectionObserver;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    /** Reports `element` as intersecting to every observer watching it. */
    show(element: Element) {
      for (const observer of observers) {
        if (!observer.elements.has(element)) continue;
        const entry = { isIntersecting: true, target: element, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
        observer.callback([entry], {} as IntersectionObserver);
      }
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
