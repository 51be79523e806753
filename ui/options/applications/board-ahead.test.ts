// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardAhead } from '../../../storage/wake';
import type { BoardHandoff } from './board-handoff';
import type { Column } from './columns';

const board = (n: number): BoardAhead<Column>['board'] => ({ counts: new Map([['saved', n]]), found: [] });
const read = (db: string, n = 3): BoardAhead<Column> => ({ db, board: board(n) });
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1)));

/** The page's modules afresh, as a new page loads them, with `handoff` in its global scope. */
async function page(handoff?: BoardHandoff) {
  vi.resetModules();
  const scope = {};
  const { handOverBoard } = await import('./board-handoff');
  if (handoff) handOverBoard(handoff, scope);
  const ahead = await import('./board-ahead');
  ahead.followBoardAhead(scope);
  return ahead;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the board its page's classic script read ahead", () => {
  it('without one, nothing is drawn from it and the live query does not wait', async () => {
    const ahead = await page();
    expect(ahead.boardAheadWaits()).toBe(false);
    expect(ahead.boardAheadFrom('db-a')).toBeUndefined();
  });

  it('is drawn when it answers, from its database or before the page opened one; the live query waits for that frame', async () => {
    let answer!: (read: BoardAhead<Column>) => void;
    const ahead = await page({ read: new Promise((resolve) => (answer = resolve)) });
    expect(ahead.boardAheadWaits()).toBe(true);
    expect(ahead.boardAheadFrom(undefined)).toBeUndefined();
    answer(read('db-a'));
    await Promise.resolve();
    expect(ahead.boardAheadFrom('db-a')).toEqual(board(3));
    expect(ahead.boardAheadFrom(undefined)).toEqual(board(3));
    expect(ahead.boardAheadFrom('db-b')).toBeUndefined();
    expect(ahead.boardAheadWaits()).toBe(true);
    await nextFrame();
    expect(ahead.boardAheadWaits()).toBe(false);
  });

  it("answered before the app's first render, is drawn by it", async () => {
    const ahead = await page({ read: Promise.resolve(read('db-a', 5)), answered: { board: read('db-a', 5) } });
    expect(ahead.boardAheadFrom('db-a')).toEqual(board(5));
    expect(ahead.boardAheadWaits()).toBe(true);
    await nextFrame();
    expect(ahead.boardAheadWaits()).toBe(false);
  });

  it('is forgotten once the live query answered, even when it answers later, and never drawn again', async () => {
    let answer!: (read: BoardAhead<Column>) => void;
    const ahead = await page({ read: new Promise((resolve) => (answer = resolve)) });
    ahead.forgetBoardAhead();
    answer(read('db-a'));
    await Promise.resolve();
    expect(ahead.boardAheadFrom('db-a')).toBeUndefined();
    expect(ahead.boardAheadWaits()).toBe(false);
  });

  it('that found nothing to read, or never answers, holds the live query up no longer than the other sections wait', async () => {
    const none = await page({ read: Promise.resolve(undefined) });
    await Promise.resolve();
    expect(none.boardAheadWaits()).toBe(false);

    vi.useFakeTimers();
    const never = await page({ read: new Promise(() => {}) });
    const { WAIT_AT_MOST_MS } = await import('../first-section');
    expect(never.boardAheadWaits()).toBe(true);
    vi.advanceTimersByTime(WAIT_AT_MOST_MS);
    expect(never.boardAheadWaits()).toBe(false);
  });
});
