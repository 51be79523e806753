/**
 * Whether the browser itself saw the star: IntersectionObserver v2 (`trackVisibility`) reports an element
 * visible only when nothing covers it and no opacity, filter, mask or transform alters it — whatever CSS or
 * overlay a page uses, `pointer-events: none` decoys included. A press also needs the star to have been
 * visible and unmoved for the last moment before it (the browsers' own rule for permission prompts), so a star
 * slid under the pointer just before a click (bait and switch) does not count, while one that shifted long ago
 * (a late font, a banner, a lazy image) stars on the first press. Where v2 is missing (Firefox), plain
 * intersection gives the time rule; the click guard's computed-style checks cover what v2 would.
 *
 * A move is only ever seen when the position is sampled, and is dated to that sample: never earlier than it
 * happened, so sampling more often can only make a press count sooner, never let a fresh move through. Samples
 * come from every cue that the star may have moved (the pointer reaching it, the observer, scrolling,
 * resizing) and, for the shifts nothing announces, a slow timer over the stars in sight.
 */

/** How long a star must have been in sight, in the same place, before a press counts. */
export const SETTLE_MS = 500;
/** How often the browser may recompute visibility (v2 requires at least 100 ms). */
const DELAY_MS = 100;
/** Pixels a star may shift (subpixel layout, zoom) and still be "unmoved". */
const TOLERANCE = 2;
/** How often the stars in sight are sampled: a silent shift is dated at most this late. */
export const SAMPLE_MS = 200;

export type Sight = 'clear' | 'hidden' | 'unsettled';

interface Seen {
  visible: boolean;
  /** Since when it has been in sight at `at`, as far as the samples tell (the page's `performance.now()`). */
  since: number;
  at: { x: number; y: number } | null;
  /** Where it was in the viewport when `at` was last taken or confirmed. */
  box?: DOMRect;
}

/** The star's place on the page, scrolling left out: scrolling the page or a list does not move it. */
function placeOf(element: Element, box: DOMRect): { x: number; y: number } {
  let { x, y } = box;
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
  /** The stars in sight: the only ones whose moves matter, so the only ones the timer and scrolling sample. */
  const inSight = new Set<Element>();
  let timer: number | undefined;

  /**
   * A star in sight that is no longer where it was restarts its clock now. One still where it was in the viewport
   * has not moved under the pointer, whatever scrolled: its place is not walked for (a timer's sample of a dozen
   * stars is then a dozen reads); a move hidden that way is seen as one at its next change.
   */
  const sample = (element: Element): void => {
    const record = seen.get(element);
    if (!record?.visible) return;
    const box = element.getBoundingClientRect();
    if (record.box && !moved(box, record.box)) return;
    record.box = box;
    const at = placeOf(element, box);
    if (record.at && !moved(at, record.at)) return;
    record.at = at;
    record.since = now();
  };
  const sampleInSight = () => {
    for (const element of inSight) sample(element);
  };
  // Whatever the pointer is over: anything but a star in sight is passed over at the first lookup.
  const onPointer = (event: Event) => sample(event.target as Element);
  const track = (element: Element, visible: boolean) => {
    if (visible) inSight.add(element);
    else inSight.delete(element);
    if (inSight.size > 0 && timer === undefined) timer = view?.setInterval(sampleInSight, SAMPLE_MS);
    else if (inSight.size === 0 && timer !== undefined) {
      view?.clearInterval(timer);
      timer = undefined;
    }
  };

  const onEntries = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      const visible = tracksVisibility
        ? (entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible
        : entry.isIntersecting;
      const record = seen.get(entry.target);
      if (visible && record?.visible) sample(entry.target);
      else if (visible)
        seen.set(entry.target, { visible, since: entry.time, at: placeOf(entry.target, entry.boundingClientRect) });
      else seen.set(entry.target, { visible, since: entry.time, at: null });
      track(entry.target, visible);
    }
  };
  const options = tracksVisibility
    ? ({ threshold: [0, 1], trackVisibility: true, delay: DELAY_MS } as IntersectionObserverInit)
    : { threshold: [0, 1] };
  const observer = typeof Observer === 'function' ? new Observer(onEntries, options) : null;
  // Capturing: a list scrolled inside the page moves sticky and fixed stars too.
  const listening = { capture: true, passive: true } as const;
  view?.addEventListener('scroll', sampleInSight, listening);
  view?.addEventListener('resize', sampleInSight, listening);
  // One pair of listeners for every star, not a pair per star (a list builds dozens): a star's events reach the
  // document as from its host, the element watched.
  for (const type of ['pointerover', 'pointermove']) view?.document.addEventListener(type, onPointer, listening);

  return {
    /** Whether the browser reports visibility itself (IntersectionObserver v2). */
    tracksVisibility,
    observe(element: Element): void {
      observer?.observe(element);
    },
    unobserve(element: Element): void {
      observer?.unobserve(element);
      track(element, false);
      seen.delete(element);
    },
    /** At a press: may it count? A move seen only now is dated now, so a second press a moment later counts. */
    sight(element: Element): Sight {
      if (!observer) return 'clear';
      const record = seen.get(element);
      if (!record?.visible) return tracksVisibility ? 'hidden' : 'unsettled';
      sample(element);
      return now() - record.since >= SETTLE_MS ? 'clear' : 'unsettled';
    },
  };
}

export type VisibilityWatch = ReturnType<typeof createVisibilityWatch>;
