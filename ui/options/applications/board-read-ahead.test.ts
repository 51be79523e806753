import { describe, expect, it, vi } from 'vitest';
import type { BoardAhead } from '../../../storage/wake';
import { boardHandedOver } from './board-handoff';
import { namesTheBoard, readBoardAhead } from './board-read-ahead';
import { PAGE_CARDS } from './column-pages';
import type { Column } from './columns';

describe("the options page's classic script", () => {
  it('reads the board ahead only when the address names the Applications section', () => {
    expect(['#applications', '#applications/linkedin%3A1'].map(namesTheBoard)).toEqual([true, true]);
    expect(['', '#alerts', '#applicationsx', '#data/applications'].map(namesTheBoard)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("hands the read over in the page's scope, with each column's first page, and says when it answered", async () => {
    const answer: BoardAhead<Column> = { db: 'db-a', board: { counts: new Map(), found: [] } };
    const read = vi.fn(async (_guess: string | undefined, _columnOf: unknown, want: (column: Column) => number) => {
      expect(want('saved')).toBe(PAGE_CARDS);
      return answer;
    });
    const elsewhere = {};
    readBoardAhead('#alerts', elsewhere, read);
    expect(boardHandedOver(elsewhere)).toBeUndefined();

    const scope = {};
    readBoardAhead('#applications', scope, read);
    const handoff = boardHandedOver(scope)!;
    expect(handoff.answered).toBeUndefined();
    expect(await handoff.read).toBe(answer);
    expect(handoff.answered).toEqual({ board: answer });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a read that failed hands over nothing read, and the board waits for its live query', async () => {
    const scope = {};
    readBoardAhead('#applications', scope, () => Promise.reject(new Error('blocked')));
    expect(await boardHandedOver(scope)!.read).toBeUndefined();
  });
});
