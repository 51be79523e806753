import { describe, expect, it, vi } from 'vitest';
import { joined } from '../../../storage/applications/queries';
import type { BoardAhead } from '../../../storage/wake';
import { LAST_DB_KEY } from '../../shared/last-db';
import { extensionVersion, starredRow, stubLocalStorage } from '../../shared/testing/kept-rows';
import { boardHandedOver } from './board-handoff';
import { namesTheBoard, readBoardAhead } from './board-read-ahead';
import { PAGE_CARDS } from './column-pages';
import type { Column } from './columns';
import { keepBoard } from './kept-board';

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

  it('hands over the first cards the page kept for the same database at once, reading nothing', async () => {
    stubLocalStorage();
    extensionVersion('1.4.0');
    try {
      localStorage.setItem(LAST_DB_KEY, 'db-a');
      const counts = new Map<Column, number>([['saved', 1]]);
      keepBoard('db-a', { counts, found: [joined(starredRow(1), undefined, Date.now())] }, 900);
      const read = vi.fn(async () => undefined);
      const scope = {};
      readBoardAhead('#applications', scope, read);
      const handoff = boardHandedOver(scope)!;
      expect(handoff.answered?.board?.db).toBe('db-a');
      expect(handoff.answered?.board?.board.found.map(({ job }) => job.jobId)).toEqual(['job-1']);
      expect(await handoff.read).toBe(handoff.answered?.board);
      expect(read).not.toHaveBeenCalled();

      // Another account's page since: its database is read.
      localStorage.setItem(LAST_DB_KEY, 'db-b');
      readBoardAhead('#applications', scope, read);
      expect(read).toHaveBeenCalledWith('db-b', expect.any(Function), expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('a read that failed hands over nothing read, and the board waits for its live query', async () => {
    const scope = {};
    readBoardAhead('#applications', scope, () => Promise.reject(new Error('blocked')));
    expect(await boardHandedOver(scope)!.read).toBeUndefined();
  });
});
