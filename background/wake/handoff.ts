/**
 * What the worker's first script (entrypoints/background.ts) hands the rest of the worker
 * (entrypoints/background-rest.ts) as it loads it: the two are separate scripts, so it passes through the worker's
 * global scope, under one name.
 */
import type { WakeStar } from './first-star';

export type Handoff = Pick<WakeStar, 'writtenOnWake' | 'unclaimed'>;

const KEY = '__jobstarWakeHandoff';

export const leaveHandoff = (handoff: Handoff): void => {
  (globalThis as Record<string, unknown>)[KEY] = handoff;
};

/** None when the rest was loaded on its own (Firefox's event page, tests). */
export const takeHandoff = (): Handoff | undefined => {
  const scope = globalThis as Record<string, unknown>;
  const handoff = scope[KEY] as Handoff | undefined;
  delete scope[KEY];
  return handoff;
};
