/**
 * Keeps the section the address named where going to it put it, while the sections above it fill in, until the
 * person scrolls, types or points. The browser's own scroll anchoring was seen not to act on this page: the
 * sections above grew as their reads answered (an account's notes, the Alerts' list) and moved the section 130 to
 * 330 px down the window after its first frame.
 */
const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Starts keeping `target` in place; the returned function stops it (also stopped by the person's first input). */
export function keepInPlace(target: Element, view: Window = window): () => void {
  let top = target.getBoundingClientRect().top;
  const observer = new ResizeObserver(() => {
    const now = target.getBoundingClientRect().top;
    if (Math.abs(now - top) >= 1) view.scrollBy(0, now - top);
    top = target.getBoundingClientRect().top;
  });
  const stop = () => {
    observer.disconnect();
    for (const input of INPUTS) view.removeEventListener(input, stop, true);
  };
  // Every section is a child of the page's main: a section above that grows changes its size.
  observer.observe(target.parentElement ?? target);
  for (const input of INPUTS) view.addEventListener(input, stop, { capture: true, passive: true });
  return stop;
}
