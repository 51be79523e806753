/**
 * Which list cards are near the viewport: one IntersectionObserver per page, with a generous margin, so a
 * list of hundreds builds the star buttons only of the cards a person may soon see, and a card far below gets
 * its button before it scrolls into view. `scrollMargin` widens the scrolling panes too (LinkedIn's list
 * scrolls inside the page); where it is unknown, a card in a pane gets its button as it enters the pane.
 * Where there is no IntersectionObserver at all, every card counts as near.
 */

/**
 * How far beyond the viewport (and a scrolling pane) a card counts as near: more than a screen of a list each
 * way, so a star is built frames before it can be seen or reached. Each pixel more builds stars no one sees
 * yet: on a LinkedIn list, 1,500 px built 70 at load, 1,000 px builds 52.
 */
export const NEAR_MARGIN = '1000px';

export interface Nearby {
  /**
   * Calls `change` with `true` once the element is near (at once where nothing can tell), `false` when it
   * leaves. An element first seen far (most of a long list) is not reported until it comes near.
   */
  observe(element: Element, change: (near: boolean) => void): void;
  unobserve(element: Element): void;
}

export function createNearby(view: (Window & typeof globalThis) | null): Nearby {
  const Observer = view?.IntersectionObserver;
  if (typeof Observer !== 'function') {
    return { observe: (_element, change) => change(true), unobserve: () => undefined };
  }
  const listeners = new WeakMap<Element, (near: boolean) => void>();
  const near = new WeakSet<Element>();
  const options = { rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN } as IntersectionObserverInit;
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      const { target } = entry;
      if (entry.isIntersecting) {
        near.add(target);
        listeners.get(target)?.(true);
      } else if (near.delete(target)) listeners.get(target)?.(false);
    }
  }, options);
  return {
    observe(element, change) {
      listeners.set(element, change);
      observer.observe(element);
    },
    unobserve(element) {
      listeners.delete(element);
      near.delete(element);
      observer.unobserve(element);
    },
  };
}
