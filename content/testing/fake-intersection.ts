/** A window with one IntersectionObserver the test drives: it tells only what the test reports. */
export function fakeWindow() {
  const observers: { callback: (entries: IntersectionObserverEntry[]) => void; init: IntersectionObserverInit }[] = [];
  const observed = new Set<Element>();
  class Observer {
    constructor(callback: (entries: IntersectionObserverEntry[]) => void, init: IntersectionObserverInit) {
      observers.push({ callback, init });
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  const view = { IntersectionObserver: Observer } as unknown as Window & typeof globalThis;
  /** The observer's one callback for a frame's changes, each `[element, near]`. */
  const report = (...changes: [Element, boolean][]) =>
    observers[0]?.callback(
      changes.map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry),
    );
  return { view, observers, observed, report };
}
