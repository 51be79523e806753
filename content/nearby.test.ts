// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createNearby, NEAR_MARGIN } from './nearby';

/** A window whose one IntersectionObserver the test drives. */
function fakeWindow() {
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
  }
  const view = { IntersectionObserver: Observer } as unknown as Window & typeof globalThis;
  const report = (target: Element, isIntersecting: boolean) =>
    observers[0]?.callback([{ target, isIntersecting } as IntersectionObserverEntry]);
  return { view, observers, observed, report };
}

describe('nearby', () => {
  it('one observer for the page, with the generous margin on the viewport and on scrolling panes', () => {
    const { view, observers } = fakeWindow();
    const nearby = createNearby(view);
    nearby.observe(document.createElement('a'), () => undefined);
    nearby.observe(document.createElement('b'), () => undefined);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.init).toMatchObject({ rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN });
  });

  it('tells each element when it comes near and goes far, until it is no longer observed', () => {
    const { view, observed, report } = fakeWindow();
    const nearby = createNearby(view);
    const element = document.createElement('jobstar-star');
    const change = vi.fn();
    nearby.observe(element, change);
    report(element, true);
    report(element, false);
    expect(change.mock.calls).toEqual([[true], [false]]);
    nearby.unobserve(element);
    expect(observed.has(element)).toBe(false);
    report(element, true);
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('says nothing of an element first seen far (most of a long list) until it comes near', () => {
    const { view, report } = fakeWindow();
    const nearby = createNearby(view);
    const element = document.createElement('jobstar-star');
    const change = vi.fn();
    nearby.observe(element, change);
    report(element, false);
    expect(change).not.toHaveBeenCalled();
    report(element, true);
    report(element, false);
    report(element, false);
    expect(change.mock.calls).toEqual([[true], [false]]);
  });

  it('counts everything as near where there is no IntersectionObserver', () => {
    const change = vi.fn();
    createNearby(null).observe(document.createElement('a'), change);
    expect(change).toHaveBeenCalledWith(true);
  });
});
