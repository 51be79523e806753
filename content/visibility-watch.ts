/**
 * Whether the browser itself saw the star: IntersectionObserver v2 (`trackVisibility`) reports an element
 * visible only when nothing covers it and no opacity, filter, mask or transform alters it — whatever CSS or
 * overlay a page uses, `pointer-events: none` decoys included. A press also needs the star to have been
 * visible and unmoved for a moment (the browsers' own rule for permission prompts), so a star slid under the
 * pointer just before a click (bait and switch) does not count. Where v2 is missing (Firefox), plain
 * intersection gives the time rule; the click guard's computed-style checks cover what v2 would.
 */

/** How long a star must have been in sight, in the same place, before a press counts. */
export const SETTLE_MS = 500;
/** How often the browser may recompute visibility (v2 requires at least 100 ms). */
const DELAY_MS = 100;
/** Pixels a star may shift (subpixel layout, zoom) and still be "unmoved". */
const TOLERANCE = 2;

export type Sight = 'clear' | 'hidden' | 'unsettled';

interface Seen {
  visible: boolean;
  /** When it came into sight at `at` (the observer's clock: the page's `performance.now()`). */
  since: number;
  at: { x: number; y: number } | null;
}

/** The star's place on the page, scrolling left out: scrolling the page or a list does not move it. */
function placeOf(element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  let x = box.left;
  let y = box.top;
  for (let node = element.parentElement; node; node = node.parentElement) {
    x += node.scrollLeft;
    y += node.scrollTop;
  }
  return { x, y };
}

const moved = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) > TOLERANCE || Math.abs(a.y - b.y) > TOLERANCE;

export function createVisibilityWatch(view: (Window & typeof globalThis) | null) {
  const Observer = view?.IntersectionObserver;
  const tracksVisibility = Boolean(
    view?.IntersectionObserverEntry && 'isVisible' in view.IntersectionObserverEntry.prototype,
  );
  const now = () => view?.performance.now() ?? 0;
  const seen = new WeakMap<Element, Seen>();

  const onEntries = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      const visible = tracksVisibility
        ? (entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible
        : entry.isIntersecting;
      const record = seen.get(entry.target);
      if (visible && !record?.visible)
        seen.set(entry.target, { visible, since: entry.time, at: placeOf(entry.target) });
      else if (!visible) seen.set(entry.target, { visible, since: entry.time, at: null });
    }
  };
  const options = tracksVisibility
    ? ({ threshold: [0, 1], trackVisibility: true, delay: DELAY_MS } as IntersectionObserverInit)
    : { threshold: [0, 1] };
  const observer = typeof Observer === 'function' ? new Observer(onEntries, options) : null;

  return {
    /** Whether the browser reports visibility itself (IntersectionObserver v2). */
    tracksVisibility,
    observe(element: Element): void {
      observer?.observe(element);
    },
    unobserve(element: Element): void {
      observer?.unobserve(element);
      seen.delete(element);
    },
    /** At a press: may it count? A star that moved restarts its clock, so a second press a moment later does. */
    sight(element: Element): Sight {
      if (!observer) return 'clear';
      const record = seen.get(element);
      if (!record?.visible) return tracksVisibility ? 'hidden' : 'unsettled';
      const at = placeOf(element);
      if (!record.at || moved(at, record.at)) {
        seen.set(element, { visible: true, since: now(), at });
        return 'unsettled';
      }
      return now() - record.since >= SETTLE_MS ? 'clear' : 'unsettled';
    },
  };
}

export type VisibilityWatch = ReturnType<typeof createVisibilityWatch>;
