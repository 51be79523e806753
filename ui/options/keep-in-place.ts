/**
 * Keeps the section the address named where going to it puts it (its scroll margin from the window's top) while the
 * page fills in, until the person scrolls, types or points. The browser's own scroll anchoring was seen not to act on
 * this page: the sections above grew as their reads answered (an account's notes, the Alerts' list) and moved the
 * section 130 to 330 px down the window after its first frame. Where the page first ended too soon for the section to
 * come up that far, it comes up once what is below it has filled in, as going to it would have done.
 */
const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Starts keeping `target` in place; the returned function stops it (also stopped by the person's first input). */
export function keepInPlace(target: Element, view: Window = window): () => void {
  const at = Number.parseFloat(view.getComputedStyle(target).scrollMarginBlockStart) || 0;
  const observer = new ResizeObserver(() => {
    const off = target.getBoundingClientRect().top - at;
    if (Math.abs(off) >= 1) view.scrollBy(0, off);
  });
  const stop = () => {
    observer.disconnect();
    for (const input of INPUTS) view.removeEventListener(input, stop, true);
  };
  // Every section is a child of the page's main: a section that grows or fills in changes its size.
  observer.observe(target.parentElement ?? target);
  for (const input of INPUTS) view.addEventListener(input, stop, { capture: true, passive: true });
  return stop;
}
