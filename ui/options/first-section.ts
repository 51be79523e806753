/**
 * The section the address names is drawn first, with the sections above it, and the sections below it mount
 * once it is shown (issue 36): their live queries read the same 2,000 starred rows and applications as the
 * board and held up its first paint. Only the ones below wait, so nothing grows above the section the page
 * scrolled to and moves it. A section is shown after its first frame, unless it says when it is shown itself
 * (the board, once its cards are drawn). With no section named, every section mounts at once.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

/** At most this long do the other sections wait: a first section whose rows never come holds nothing up. */
export const WAIT_AT_MOST_MS = 2000;

/** Runs `then` after the frame that shows what was just drawn. */
export const afterNextFrame = (then: () => void): void => {
  requestAnimationFrame(() => setTimeout(then));
};

/** At most this long after the frame does work that nobody waits for wait for the page to be idle. */
export const IDLE_AT_MOST_MS = 200;

/** Runs `then` once the page is idle (at most IDLE_AT_MOST_MS later): after the tasks already waiting. */
export const whenIdle = (then: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: IDLE_AT_MOST_MS });
  else setTimeout(then);
};

/**
 * Runs `then` once the page is idle after the frame that shows what was just drawn: for what is out of view, so
 * it neither holds up that frame nor goes before what is in view.
 */
export const idleAfterNextFrame = (then: () => void): void => {
  requestAnimationFrame(() => whenIdle(then));
};

export interface FirstSection {
  /** Whether the named section is shown (or none was named): what waits for it may mount. */
  rest: boolean;
  /** Whether this section may mount now. */
  mounts: (section: string) => boolean;
  /** The named section is shown: the others may mount. */
  shown: () => void;
}

/**
 * `sections` in the page's order; `current`: the one the address named as the page opened; `saysWhenShown`: it
 * calls `shown` itself.
 */
export function useFirstSection(
  sections: readonly string[],
  current: string | undefined,
  saysWhenShown: boolean,
): FirstSection {
  const rest = useSignal(current === undefined);
  const shown = () => {
    rest.value = true;
  };
  useEffect(() => {
    if (rest.value) return;
    const timer = setTimeout(shown, WAIT_AT_MOST_MS);
    if (!saysWhenShown) afterNextFrame(shown);
    return () => clearTimeout(timer);
  }, []);
  const last = current === undefined ? sections.length : sections.indexOf(current);
  const all = rest.value;
  return { rest: all, mounts: (section) => all || sections.indexOf(section) <= last, shown };
}
