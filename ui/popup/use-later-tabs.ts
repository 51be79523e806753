/**
 * Loads the popup's later tabs (later-tabs.ts) once per page: when one of them is remembered, selected or
 * hovered, or when the browser is idle after the first frame, so that switching to them is instant.
 */
import { type ReadonlySignal, signal } from '@preact/signals';

export type LaterTabs = typeof import('./later-tabs');

const loaded = signal<LaterTabs | undefined>(undefined);
let started = false;

/** The later tabs' components, undefined until their chunk has loaded. */
export const laterTabs: ReadonlySignal<LaterTabs | undefined> = loaded;

/** Starts loading them (once); a failure is logged, and the next call tries again. */
export function loadLaterTabs(): void {
  if (started) return;
  started = true;
  import('./later-tabs').then(
    (module) => {
      loaded.value = module;
    },
    (error: unknown) => {
      started = false;
      console.warn('jobstar: loading the popup tabs failed', error);
    },
  );
}

/** After the next frame has painted and the browser is idle: the first frame never waits for this chunk. */
export function loadLaterTabsWhenIdle(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(loadLaterTabs, { timeout: 500 });
      else loadLaterTabs();
    }),
  );
}
