/**
 * A long pass (a digest run over many accounts and alerts) works in slices and gives the event loop back
 * between them, so that requests, /healthz included, wait at most about one slice. A slice ends after
 * `items` pieces of work or `ms` milliseconds, whichever comes first; the yield is a setImmediate, which lets
 * every pending I/O callback run before the pass goes on.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** 100 alerts or 10 ms: well inside the 50 ms a request may wait behind a digest pass. */
const SLICE = { items: 100, ms: 10 };

/** `step()` after each piece of work: it resolves at once inside a slice, and after a yield at its end. */
export function slicer(limits = SLICE): { step(): Promise<void> } {
  let items = 0;
  let started = performance.now();
  return {
    async step() {
      items++;
      if (items < limits.items && performance.now() - started < limits.ms) return;
      await nextTurn();
      items = 0;
      started = performance.now();
    },
  };
}
