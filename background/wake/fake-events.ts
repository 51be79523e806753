/** A browser event for the wake's tests: its real listeners, and a way to fire it as the browser would. */
import type { Listener } from './relay';

export interface FakeEvent {
  addListener(listener: Listener): void;
  removeListener(listener: Listener): void;
  hasListener(listener: Listener): boolean;
  /** The listeners the browser itself holds (not those a relay keeps). */
  readonly real: Listener[];
  /** Calls every real listener, as the browser dispatches; answers their answers. */
  fire(...args: unknown[]): unknown[];
}

export function fakeEvent(): FakeEvent {
  const real: Listener[] = [];
  return {
    real,
    addListener: (listener) => void real.push(listener),
    removeListener: (listener) => void real.splice(real.indexOf(listener), 1),
    hasListener: (listener) => real.includes(listener),
    fire: (...args) => [...real].map((listener) => listener(...args)),
  };
}
