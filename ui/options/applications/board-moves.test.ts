import { describe, expect, it } from 'vitest';
import { type Ahead, byColumn, columnCards, columnSource, movedEntry, withMoves } from './board-moves';
import type { Entry } from './entries';

const at = '2026-11-20T10:00:00.000Z';
const entry = (jobId: string, stage: Entry['stage']) =>
  ({
    jobId,
    title: `Job ${jobId}`,
    stage,
    movedAt: at,
    due: false,
    job: { jobId, starred: 1, savedAt: at, starredAt: at, synced: 1 },
    application: { jobId, stage, history: [{ stage, at }], movedAt: at, linked: [], updatedAt: at },
  }) as Entry;
const ids = (cards: readonly Entry[]) => cards.map((card) => card.jobId);
const ahead = (stage: Entry['stage']): Ahead => ({ stage, at: '2026-11-27T07:00:00.000Z' });

describe('the board columns with moves on their way', () => {
  const entries = [entry('a', 'saved'), entry('b', 'applied'), entry('c', 'applied'), entry('d', 'ghosted')];
  const source = columnSource(entries);

  it('groups the entries by column in the list order, the closed stages together', () => {
    const columns = byColumn(entries);
    expect([...columns].map(([column, cards]) => [column, ids(cards)])).toEqual([
      ['saved', ['a']],
      ['applied', ['b', 'c']],
      ['interviewing', []],
      ['offer', []],
      ['closed', ['d']],
    ]);
  });

  it('a moved card leaves its column and lands in the new one at its place in the list, with its new stage and time', () => {
    const moves = new Map([['b', ahead('interviewing')]]);
    expect(ids(columnCards('applied', source, moves))).toEqual(['c']);
    const [landed] = columnCards('interviewing', source, moves);
    expect(landed).toMatchObject({ jobId: 'b', stage: 'interviewing', movedAt: '2026-11-27T07:00:00.000Z' });
    // Moved into a column, it goes between the cards before and after it in the list.
    const three = columnSource([entry('a', 'saved'), entry('b', 'applied'), entry('c', 'saved'), entry('d', 'offer')]);
    const twoMoves = new Map([
      ['d', ahead('saved')],
      ['b', ahead('saved')],
    ]);
    expect(ids(columnCards('saved', three, twoMoves))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a column no move concerns keeps the same array; a concerned one is a new one', () => {
    const before = Object.fromEntries(
      (['saved', 'applied', 'interviewing', 'closed'] as const).map((column) => [
        column,
        columnCards(column, source, new Map()),
      ]),
    );
    const moves = new Map([['b', ahead('interviewing')]]);
    expect(columnCards('saved', source, moves, before.saved)).toBe(before.saved);
    expect(columnCards('closed', source, moves, before.closed)).toBe(before.closed);
    expect(columnCards('applied', source, moves, before.applied)).not.toBe(before.applied);
    expect(columnCards('interviewing', source, moves, before.interviewing)).not.toBe(before.interviewing);
  });

  it('a concerned column whose cards came out the same keeps its array; a card moved within Closed does not', () => {
    const moves = new Map([['b', ahead('interviewing')]]);
    const first = columnCards('interviewing', source, moves);
    expect(columnCards('interviewing', source, new Map(moves), first)).toBe(first);
    const closed = columnCards('closed', source, new Map());
    const rejected = columnCards('closed', source, new Map([['d', ahead('rejected')]]), closed);
    expect(rejected).not.toBe(closed);
    expect(rejected[0]?.stage).toBe('rejected');
  });

  it('the list read again draws what changed: a new stage moves the card, a new title is a new entry', () => {
    const before = columnCards('applied', source, new Map());
    const read = [
      entry('a', 'saved'),
      { ...entry('b', 'applied'), title: 'Renamed' },
      entry('c', 'offer'),
      entries[3]!,
    ];
    const again = columnSource(read);
    const after = columnCards('applied', again, new Map(), before);
    expect(after).not.toBe(before);
    expect(after.map((card) => card.title)).toEqual(['Renamed']);
    expect(ids(columnCards('offer', again, new Map()))).toEqual(['c']);
  });

  it('a move to the stage the card already has shows nothing ahead', () => {
    const moves = new Map([['b', ahead('applied')]]);
    const before = columnCards('applied', source, new Map());
    expect(columnCards('applied', source, moves, before)).toBe(before);
    expect(withMoves(entries, moves)[1]).toBe(entries[1]);
  });

  it('a moved entry is made once per move of that entry, and anew for another move or a re-read entry', () => {
    const move = ahead('offer');
    const once = movedEntry(entries[1]!, move);
    expect(movedEntry(entries[1]!, move)).toBe(once);
    expect(movedEntry(entries[1]!, ahead('offer'))).not.toBe(once);
    const reread = { ...entries[1]!, title: 'Renamed' };
    expect(movedEntry(reread, move)).toMatchObject({ title: 'Renamed', stage: 'offer' });
    expect(movedEntry(entries[1]!, undefined)).toBe(entries[1]);
  });
});
