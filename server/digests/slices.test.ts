import { describe, expect, it } from 'vitest';
import { slicer } from './slices';

/** Whether an I/O-phase callback queued now has run: it can only run once the caller gives the loop back. */
function turnTaken(): () => boolean {
  let ran = false;
  setImmediate(() => {
    ran = true;
  });
  return () => ran;
}

describe('slicer', () => {
  it('gives the event loop back after `items` steps, not before', async () => {
    const { step } = slicer({ items: 3, ms: 60_000 });
    const ran = turnTaken();
    await step();
    await step();
    expect(ran()).toBe(false);
    await step();
    expect(ran()).toBe(true);
    const again = turnTaken();
    await step();
    expect(again()).toBe(false);
  });

  it('gives the event loop back once a slice has run `ms`, however few its steps', async () => {
    const { step } = slicer({ items: 1_000, ms: 5 });
    const ran = turnTaken();
    const until = performance.now() + 6;
    while (performance.now() < until) {
      // Busy, as a long scan is.
    }
    await step();
    expect(ran()).toBe(true);
  });
});
