// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createVisibilityWatch, SAMPLE_MS, SETTLE_MS } from './visibility-watch';

/** A window whose IntersectionObserver and clock the test drives, with or without v2's `isVisible`. */
function fakeWindow(v2: boolean) {
  let clock = 1000;
  const timers = new Map<number, { run: () => void; every: number; next: number }>();
  const listeners = new EventTarget();
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
    setInterval: (run: () => void, every: number) => {
      timers.set(timers.size + 1, { run, every, next: clock + every });
      return timers.size;
    },
    clearInterval: (id: number) => timers.delete(id),
    addEventListener: listeners.addEventListener.bind(listeners),
    document,
  } as unknown as Window & typeof globalThis;
  return {
    view,
    options: () => options,
    /** Time passes, the timers firing on the way. */
    tick: (ms: number) => {
      const end = clock + ms;
      for (;;) {
        const due = [...timers.values()].filter((timer) => timer.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        clock = due.next;
        due.next += due.every;
        due.run();
      }
      clock = end;
    },
    dispatch: (type: string) => listeners.dispatchEvent(new Event(type)),
    report(target: Element, visible: boolean) {
      const entry = {
        target,
        time: clock,
        isIntersecting: visible,
        isVisible: visible,
        boundingClientRect: target.getBoundingClientRect(),
      };
      callback?.([entry as unknown as IntersectionObserverEntry]);
    },
  };
}

function star() {
  const element = document.createElement('jobstar-star');
  document.body.append(element);
  return element;
}

/** A scrolling list holding one star. */
function listOfOneStar() {
  const list = document.createElement('div');
  list.append(document.createElement('jobstar-star'));
  document.body.append(list);
  return list;
}

/** A star watched from a window with visibility tracking, at `at.top` in the viewport (set it to move the star). */
function movableStar(top = 10, element = star()) {
  const fake = fakeWindow(true);
  const watch = createVisibilityWatch(fake.view);
  const at = { top };
  element.getBoundingClientRect = () => ({ x: 10, y: at.top, left: 10, top: at.top, width: 20, height: 20 }) as DOMRect;
  return { fake, watch, element, at };
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

  it('a star that shifted long before the press (a late font, a banner) stars on the first press', () => {
    const { fake, watch, element, at } = movableStar();
    watch.observe(element);
    fake.report(element, true);
    fake.tick(SETTLE_MS);
    at.top = 40;
    fake.tick(2000);
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(watch.sight(element)).toBe('clear');
  });

  it('a pointer reaching a moved star dates the move then, sooner than the next timed sample would', () => {
    const { fake, watch, element, at } = movableStar();
    watch.observe(element);
    fake.report(element, true);
    fake.tick(SAMPLE_MS * 5);
    at.top = 40;
    fake.tick(SAMPLE_MS / 4);
    // Over the star's inside, as the document sees it: from its host.
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    fake.tick(SETTLE_MS);
    expect(watch.sight(element)).toBe('clear');
  });

  it('a star moved under the pointer just before the press (bait and switch) is refused, then counts once settled', () => {
    const { fake, watch, element, at } = movableStar();
    watch.observe(element);
    fake.report(element, true);
    fake.tick(SETTLE_MS * 4);
    at.top = 300;
    fake.tick(200);
    expect(watch.sight(element)).toBe('unsettled');
    fake.tick(SETTLE_MS);
    expect(watch.sight(element)).toBe('clear');
  });

  it('a move seen only at the press is dated to the press: no sample lets a fresh move through', () => {
    const { fake, watch, element, at } = movableStar();
    watch.observe(element);
    fake.report(element, true);
    fake.tick(SETTLE_MS * 4);
    at.top = 300;
    expect(watch.sight(element)).toBe('unsettled');
  });

  it('resizing and the observer resample the stars in sight, and the timer resumes when a star comes back in sight', () => {
    const { fake, watch, element, at } = movableStar();
    watch.observe(element);
    fake.report(element, true);
    fake.tick(SETTLE_MS);
    at.top = 60;
    fake.dispatch('resize');
    fake.tick(SETTLE_MS);
    expect(watch.sight(element)).toBe('clear');
    at.top = 90;
    fake.report(element, true);
    fake.tick(SETTLE_MS);
    expect(watch.sight(element)).toBe('clear');
    fake.report(element, false);
    fake.report(element, true);
    at.top = 120;
    fake.tick(SAMPLE_MS * 10);
    expect(watch.sight(element)).toBe('clear');
  });

  it('scrolling the page or a list does not count as moving', () => {
    const list = listOfOneStar();
    const { fake, watch, element, at } = movableStar(500, list.firstElementChild as HTMLElement);
    fake.report(element, true);
    fake.tick(SETTLE_MS * 2);
    at.top = 200;
    Object.defineProperty(list, 'scrollTop', { value: 300, configurable: true });
    expect(watch.sight(element)).toBe('clear');
  });

  it('a star still where it was in the viewport is not walked for: its ancestors are read only when it moves', () => {
    const list = listOfOneStar();
    const { fake, watch, element, at } = movableStar(500, list.firstElementChild as HTMLElement);
    let reads = 0;
    Object.defineProperty(list, 'scrollTop', { get: () => ++reads && 0, configurable: true });
    fake.report(element, true);
    fake.tick(SAMPLE_MS);
    const settled = reads;
    fake.tick(SAMPLE_MS * 10);
    expect(reads).toBe(settled);
    at.top = 300;
    expect(watch.sight(element)).toBe('unsettled');
    expect(reads).toBe(settled + 1);
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
