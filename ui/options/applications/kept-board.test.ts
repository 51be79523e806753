import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationRow, Stage } from '../../../model/application';
import type { BoardRows } from '../../../storage/applications/board-ranking';
import { joined } from '../../../storage/applications/queries';
import { BOARD_COPY_KEY } from '../../shared/board-copy-key';
import { LAST_DB_KEY } from '../../shared/last-db';
import { extensionVersion, starredRow, stubLocalStorage } from '../../shared/testing/kept-rows';
import { firstScreen } from './column-pages';
import type { Column } from './columns';
import { KEPT_BOARD_MAX_CHARS, keepBoard, keptBoard } from './kept-board';

const DB = 'jobstar-account:https://issuer.test|alice';
const NOW = Date.parse('2026-11-28T09:00:00Z');
/** A window of this height draws 3 cards a column in its first frame. */
const SCREEN = 3 * 104;

const application = (n: number, stage: Stage, more: Partial<ApplicationRow> = {}): ApplicationRow => ({
  jobId: `job-${n}`,
  stage,
  history: [{ stage, at: '2026-11-20T10:00:00Z' }],
  movedAt: '2026-11-20T10:00:00Z',
  linked: [],
  updatedAt: '2026-11-20T10:00:00Z',
  ...more,
});

/** A board of `stages[n]` for job n, newest star first, with each column's count. */
function board(stages: Stage[], counts: [Column, number][]): BoardRows<Column> {
  return {
    counts: new Map(counts),
    found: stages.map((stage, n) => joined(starredRow(n), application(n, stage), NOW)),
  };
}

describe("the board's kept first cards", () => {
  beforeEach(() => {
    stubLocalStorage();
    extensionVersion('1.4.0');
    localStorage.setItem(LAST_DB_KEY, DB);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("keep each column's first cards for a first frame on this screen, in the board's order, with every count", () => {
    expect(firstScreen(SCREEN)).toBe(3);
    const stages: Stage[] = ['saved', 'applied', 'saved', 'saved', 'rejected', 'saved', 'applied', 'withdrawn'];
    const whole = board(stages, [
      ['saved', 1200],
      ['applied', 2],
      ['closed', 40],
    ]);
    keepBoard(DB, whole, SCREEN);
    const kept = keptBoard(DB, NOW)!;
    expect(kept.counts).toEqual(whole.counts);
    // The fourth Saved card (job-5) is past what the first frame draws.
    expect(kept.found.map(({ job }) => job.jobId)).toEqual([
      'job-0',
      'job-1',
      'job-2',
      'job-3',
      'job-4',
      'job-6',
      'job-7',
    ]);
    expect(kept.found).toEqual(whole.found.filter(({ job }) => job.jobId !== 'job-5'));
  });

  it('are only for the database they were read from, and by this version of the extension', () => {
    keepBoard(DB, board(['saved'], [['saved', 1]]), SCREEN);
    expect(keptBoard('jobstar-account:https://issuer.test|bob', NOW)).toBeUndefined();
    expect(keptBoard(undefined, NOW)).toBeUndefined();
    expect(keptBoard(DB, NOW)?.found).toHaveLength(1);
    extensionVersion('1.5.0');
    expect(keptBoard(DB, NOW)).toBeUndefined();
  });

  it('judge a reminder due when they are read, not when they were kept', () => {
    const remindAt = new Date(NOW + 3_600_000).toISOString();
    const rows: BoardRows<Column> = {
      counts: new Map([['applied', 1]]),
      found: [joined(starredRow(0), application(0, 'applied', { remindAt }), NOW)],
    };
    expect(rows.found[0]!.due).toBe(false);
    keepBoard(DB, rows, SCREEN);
    expect(keptBoard(DB, NOW)!.found[0]!.due).toBe(false);
    expect(keptBoard(DB, NOW + 2 * 3_600_000)!.found[0]!.due).toBe(true);
  });

  it('are forgotten by an empty board, and not kept when too long to be worth parsing', () => {
    keepBoard(DB, board(['saved'], [['saved', 1]]), SCREEN);
    keepBoard(DB, board([], []), SCREEN);
    expect(localStorage.getItem(BOARD_COPY_KEY)).toBeNull();

    keepBoard(DB, board(['saved'], [['saved', 1]]), SCREEN);
    const long = board(['saved'], [['saved', 1]]);
    long.found[0]!.application.notes = 'n'.repeat(KEPT_BOARD_MAX_CHARS);
    keepBoard(DB, long, SCREEN);
    expect(localStorage.getItem(BOARD_COPY_KEY)).toBeNull();
  });

  it('are not kept by a page still showing a database another page has left', () => {
    localStorage.setItem(LAST_DB_KEY, 'jobstar-signed-out');
    keepBoard(DB, board(['saved'], [['saved', 1]]), SCREEN);
    expect(localStorage.getItem(BOARD_COPY_KEY)).toBeNull();
  });

  it('are ignored when what is in their place is not a board this page kept', () => {
    const version = '1.4.0';
    for (const text of [
      'not json',
      JSON.stringify({ db: DB, version, counts: [['saved', 1]], cards: [{ job: { jobId: 'job-0' } }] }),
      JSON.stringify({ db: DB, version, counts: [['somewhere', 1]], cards: [] }),
      JSON.stringify({ db: DB, version, counts: [['saved', -1]], cards: [] }),
      JSON.stringify({ db: DB, version, counts: {}, cards: [] }),
      JSON.stringify({ db: DB, version }),
    ]) {
      localStorage.setItem(BOARD_COPY_KEY, text);
      expect(keptBoard(DB, NOW)).toBeUndefined();
    }
  });
});
