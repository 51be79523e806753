/**
 * Loads the popup's later tabs (later-tabs.ts) once per page: when one of them is remembered, selected or
 * hovered, or when the browser is idle after the first frame, so that switching to them is instant.
 */
import type { ReadonlySignal } from '@preact/signals';
import { lazyModule } from '../shared/lazy-module';

export type LaterTabs = typeof import('./later-tabs');

const chunk = lazyModule(() => import('./later-tabs'), 'the popup tabs');

/** The later tabs' components, undefined until their chunk has loaded. */
export const laterTabs: ReadonlySignal<LaterTabs | undefined> = chunk.module;

/** Starts loading them (once); a failure is logged, and the next call tries again. */
export const loadLaterTabs = (): void => chunk.load();

/** After the next frame has painted and the browser is idle: the first frame never waits for this chunk. */
export function loadLaterTabsWhenIdle(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(loadLaterTabs, { timeout: 500 });
      else loadLaterTabs();
    }),
  );
}
