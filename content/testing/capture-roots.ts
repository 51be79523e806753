/** Test helper: stars use closed shadow roots; tests reach them by having `attachShadow` open them. */
import { vi } from 'vitest';

/** Every shadow root attached from now on, opened, in the order they were attached. */
export function captureRoots(): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const original = HTMLElement.prototype.attachShadow;
  vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementation(function (this: HTMLElement, init) {
    const root = original.call(this, { ...init, mode: 'open' });
    roots.push(root);
    return root;
  });
  return roots;
}
