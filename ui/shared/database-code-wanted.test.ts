import { describe, expect, it } from 'vitest';
import { databaseCodeWanted } from './database-code-wanted';
import type { RowsAhead } from './rows-ahead-handoff';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

const rows = { db: 'jobstar-account-a', rows: [] };

describe('when a page asks for the database code', () => {
  it('at once when nothing was read ahead (every page but a first opening of the popup)', async () => {
    expect(await settled(databaseCodeWanted(undefined, () => new Promise(() => {})))).toBe(true);
  });

  it('after the frame that shows the rows a first opening read ahead', async () => {
    let frame!: () => void;
    const ahead: RowsAhead = { read: Promise.resolve(rows) };
    const wanted = databaseCodeWanted(ahead, () => new Promise((resolve) => (frame = resolve)));
    expect(await settled(wanted)).toBe(false);
    frame();
    expect(await settled(wanted)).toBe(true);
  });

  it('not before the read answers, and at once when it found nothing', async () => {
    let answer!: (starred: undefined) => void;
    const ahead: RowsAhead = { read: new Promise((resolve) => (answer = resolve)) };
    const wanted = databaseCodeWanted(ahead, () => new Promise(() => {}));
    expect(await settled(wanted)).toBe(false);
    answer(undefined);
    expect(await settled(wanted)).toBe(true);
  });
});
