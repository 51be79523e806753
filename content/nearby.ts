/**
 * Which list cards are near the viewport: one IntersectionObserver per page, with a generous margin, so a
 * list of hundreds reads, reports and stars only the cards a person may soon see, and a card far below is
 * read before it scrolls into view. A card far away is only found and watched (LinkedIn itself renders its far
 * cards lazily). `scrollMargin` widens the scrolling panes too (LinkedIn's list scrolls inside the page); where
 * it is unknown, a card in a pane comes near as it enters the pane. Where there is no IntersectionObserver at
 * all, every card counts as near.
 */

import type { FoundJob } from '../sites/adapter';

/**
 * How far beyond the viewport (and a scrolling pane) a card counts as near: more than a screen of a list each
 * way, so a star is built frames before it can be seen or reached. Each pixel more reads cards no one sees
 * yet: on a LinkedIn list, 1,500 px built 70 stars at load, 1,000 px builds 52.
 */
export const NEAR_MARGIN = '1000px';

export interface Nearby {
  /**
   * Whether the card has come near since it was first asked about (it stays so: a card read is not read again
   * for going far and coming back). The first question starts watching it; until the observer tells, it is far.
   */
  near(card: Element): boolean;
  /** Whether the card is watched. */
  has(card: Element): boolean;
  /** Whether any card is watched (a list whose cards are all far still has cards). */
  watching(): boolean;
  /** The jobs to place: the page's own, and those of the cards near (a card far is watched from now on). */
  only(found: FoundJob[]): FoundJob[];
  /** Stops watching the cards taken out of the page. */
  prune(): void;
  /** Stops watching every card. */
  stop(): void;
}

/** `change` hears of each card watched as it comes near (`true`) and goes far again (`false`). */
export function createNearby(
  change: (card: Element, near: boolean) => void,
  view: (Window & typeof globalThis) | null = window,
): Nearby {
  const Observer = view?.IntersectionObserver;
  if (typeof Observer !== 'function')
    return { near: () => true, has: () => false, watching: () => false, only: (found) => found, prune() {}, stop() {} };
  const watched = new Set<Element>();
  const reached = new WeakSet<Element>();
  const inView = new WeakSet<Element>();
  const options = { rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN } as IntersectionObserverInit;
  const observer = new Observer((entries) => {
    for (const { target, isIntersecting } of entries) {
      if (!watched.has(target)) continue;
      if (isIntersecting) {
        reached.add(target);
        inView.add(target);
        change(target, true);
      } else if (inView.delete(target)) change(target, false);
    }
  }, options);
  const near = (card: Element) => {
    if (!watched.has(card)) {
      watched.add(card);
      observer.observe(card);
    }
    return reached.has(card);
  };
  return {
    near,
    only: (found) => found.filter((job) => !job.card || near(job.card)),
    has: (card) => watched.has(card),
    watching: () => watched.size > 0,
    prune() {
      for (const card of watched) {
        if (card.isConnected) continue;
        watched.delete(card);
        inView.delete(card);
        observer.unobserve(card);
      }
    },
    stop() {
      observer.disconnect();
      watched.clear();
    },
  };
}
