// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createVisibilityWatch, SETTLE_MS } from './visibility-watch';

/** A window whose IntersectionObserver the test drives, with or without v2's `isVisible`. */
function fakeWindow(v2: boolean) {
  let clock = 1000;
  let callback: ((entries: IntersectionObserverEntry[]) => void) | undefined;
  let options: IntersectionObserverInit | undefined;
  class Entry {}
  if (v2) Object.defineProperty(Entry.prototype, 'isVisible', { value: false });
  class Observer {
    constructor(cb: typeof callback, init: IntersectionObserverInit) {
      callback = cb;
      options = init;
    }
    observe() {}
    unobserve() {}
  }
  const view = {
    IntersectionObserver: Observer,
    IntersectionObserverEntry: Entry,
    performance: { now: () => clock },
  } as unknown as Window & typeof globalThis;
  return {
    view,
    options: () => options,
    tick: (ms: number) => {
      clock += ms;
    },
    report(target: Element, visible: boolean) {
      const entry = { target, time: clock, isIntersecting: visible, isVisible: visible };
      callback?.([entry as unknown as IntersectionObserverEntry]);
    },
  };
}

function star() {
  const element = document.createElement('jobstar-star');
  document.body.append(element);
  return element;
}

describe('visibility watch', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('asks the browser to track visibility (v2) with a delay of at least 100 ms', () => {
    const fake = fakeWindow(true);
    const watch = createVisibilityWatch(fake.view);
    expect(watch.tracksVisibility).toBe(true);
    expect(fake.options()).toMatchObject({ trackVisibility: true });
    expect((fake.options() as { delay: number }).delay).toBeGreaterThanOrEqual(100);
  });

  it('a press counts only once the browser has reported the star visible for the settle time', () => {
    const fake = fakeWindow(true);
    const watch = createVisibilityWatch(fake.view);
    const element = star();
    watch.observe(element);
    expect(watch.sight(element)).toBe('hidden');
    fake.report(element, true);
    fake.tick(SETTLE_MS - 100);
    expect(watch.sight(element)).toBe('unsettled');
    fake.tick(100);
    expect(watch.sight(element)).toBe('clear');
  });

  it('a star the browser reports covered or faded is hidden, however the page did it', () => {
    const fake = fakeWindow(true);
    const watch = createVisibilityWatch(fake.view);
    const element = star();
    fake.report(element, true);
    fake.tick(SETTLE_MS * 4);
    fake.report(element, false);
    expect(watch.sight(element)).toBe('hidden');
  });

  it('a star moved under the pointer (bait and switch) is refused, and counts again once it has settled', () => {
    const fake = fakeWindow(true);
    const watch = createVisibilityWatch(fake.view);
    const element = star();
    let top = 10;
    element.getBoundingClientRect = () => ({ left: 10, top, width: 20, height: 20 }) as DOMRect;
    fake.report(element, true);
    fake.tick(SETTLE_MS * 4);
    top = 300;
    expect(watch.sight(element)).toBe('unsettled');
    fake.tick(SETTLE_MS);
    expect(watch.sight(element)).toBe('clear');
  });

  it('scrolling the page or a list does not count as moving', () => {
    const fake = fakeWindow(true);
    const watch = createVisibilityWatch(fake.view);
    const list = document.createElement('div');
    document.body.append(list);
    const element = document.createElement('jobstar-star');
    list.append(element);
    let top = 500;
    element.getBoundingClientRect = () => ({ left: 10, top, width: 20, height: 20 }) as DOMRect;
    fake.report(element, true);
    fake.tick(SETTLE_MS * 2);
    top = 200;
    Object.defineProperty(list, 'scrollTop', { value: 300, configurable: true });
    expect(watch.sight(element)).toBe('clear');
  });

  it('without v2 (Firefox), intersection gives the time rule and styles are left to the click guard', () => {
    const fake = fakeWindow(false);
    const watch = createVisibilityWatch(fake.view);
    const element = star();
    expect(watch.tracksVisibility).toBe(false);
    expect(watch.sight(element)).toBe('unsettled');
    fake.report(element, true);
    fake.tick(SETTLE_MS);
    expect(watch.sight(element)).toBe('clear');
  });
});
