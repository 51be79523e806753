/**
 * How long the content script lives, out of the page's reach. WXT stops an older copy when a newer one
 * announces itself with a DOM event of a predictable name, and a page can dispatch that event itself: one
 * line of page script would switch jobstar off on that tab (issue 15). Here the script ends only when it
 * truly must: its extension is gone (updated, reloaded or removed: `runtime.id` is then undefined), or a newer
 * copy started in this same isolated world (which no page can reach). WXT's own signal is only a hint.
 */

const STOP_PREVIOUS = Symbol.for('jobstar.content.stop');

interface LifetimeOptions {
  /** Whether this copy's extension is still there (`browser.runtime?.id != null`). */
  extensionAlive(): boolean;
  /** WXT's invalidation: a real newer copy, or a page's forged start event. */
  onFrameworkInvalidated(listener: () => void): void;
  /** The isolated world's global object, shared by every copy of this extension's content script in the frame. */
  world?: object;
}

export function createLifetime({ extensionAlive, onFrameworkInvalidated, world = globalThis }: LifetimeOptions) {
  const controller = new AbortController();
  const shared = world as { [STOP_PREVIOUS]?: () => void };
  shared[STOP_PREVIOUS]?.();
  const stop = () => controller.abort();
  shared[STOP_PREVIOUS] = stop;
  onFrameworkInvalidated(() => {
    if (!extensionAlive()) stop();
  });
  controller.signal.addEventListener('abort', () => {
    if (shared[STOP_PREVIOUS] === stop) delete shared[STOP_PREVIOUS];
  });
  return controller.signal;
}

/**
 * Same-document navigations (a single-page site's job changes): the Navigation API's entry changes (after `pushState` too) where there is one, else a
 * poll of the address once a second. Ours, not WXT's `wxt:locationchange`, which dies with WXT's signal.
 */
export function watchLocation(window: Window, signal: AbortSignal, onChange: () => void): void {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (navigation && typeof navigation.addEventListener === 'function') {
    navigation.addEventListener('currententrychange', onChange, { signal });
    return;
  }
  let last = window.location.href;
  const timer = window.setInterval(() => {
    if (window.location.href === last) return;
    last = window.location.href;
    onChange();
  }, 1000);
  signal.addEventListener('abort', () => window.clearInterval(timer));
}
