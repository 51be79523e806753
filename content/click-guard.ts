/**
 * A page must not star on the user's behalf (DESIGN §6). A press counts only when the browser says a person
 * made it (`isTrusted`), and the person could see what they pressed: the button and its ancestors are not
 * made transparent, and nothing covers it at the point pressed (for a key press, its centre). The ancestors'
 * filters, masks, clip paths and visibility are checked too: Firefox has no IntersectionObserver v2, and
 * Chromium's does not count masks or clip paths (visibility-watch.ts has the rest of the rule).
 */
type Refusal = 'untrusted' | 'transparent' | 'covered';

/** The parent across shadow boundaries: an element, else its shadow root's host. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

export function effectiveOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = parentOf(node)) {
    const style = node.ownerDocument.defaultView?.getComputedStyle(node);
    if (!style) continue;
    if (style.visibility === 'hidden' || style.display === 'none') return 0;
    const own = Number.parseFloat(style.opacity);
    if (!Number.isNaN(own)) opacity *= own;
  }
  return opacity;
}

function pressPoint(event: MouseEvent, button: Element): { x: number; y: number } {
  // A key press (Enter/Space) is a click with detail 0 and no pointer position.
  if (event.detail > 0 || event.clientX !== 0 || event.clientY !== 0) return { x: event.clientX, y: event.clientY };
  const box = button.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** A filter that makes its content faint: opacity, contrast or brightness far from 1, or a blur. */
function fadingFilter(filter: string): boolean {
  for (const [, name, raw, unit] of filter.matchAll(/(opacity|contrast|brightness|blur)\(\s*([\d.]+)(%|px)?/g)) {
    const value = Number.parseFloat(raw ?? '') / (unit === '%' ? 100 : 1);
    if (name === 'blur' ? value > 2 : name === 'brightness' ? value < 0.5 || value > 1.5 : value < 0.5) return true;
  }
  return false;
}

/** Styles a page can use to hide the star from a person while it still takes clicks. */
export function hiddenByStyle(element: Element): boolean {
  for (let node: Element | null = element; node; node = parentOf(node)) {
    const style = node.ownerDocument.defaultView?.getComputedStyle(node);
    if (!style) continue;
    if (style.visibility !== 'visible' && style.visibility !== '') return true;
    if (style.filter && style.filter !== 'none' && fadingFilter(style.filter)) return true;
    const mask = style.getPropertyValue('mask-image') || style.getPropertyValue('-webkit-mask-image');
    if (mask && mask !== 'none') return true;
    const clip = style.getPropertyValue('clip-path');
    if (clip && clip !== 'none') return true;
  }
  return false;
}

export function refusalOf(event: MouseEvent, button: Element, checkStyles = false): Refusal | null {
  if (!event.isTrusted) return 'untrusted';
  if (effectiveOpacity(button) < 0.5) return 'transparent';
  if (checkStyles && hiddenByStyle(button)) return 'transparent';
  const root = button.getRootNode() as Document | ShadowRoot;
  const { x, y } = pressPoint(event, button);
  const hit = root.elementFromPoint(x, y);
  if (!hit || (hit !== button && !button.contains(hit))) return 'covered';
  return null;
}
