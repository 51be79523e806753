import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentMove, mergeNotes, mergeRecords, notesBase } from './merge';
import type { JobRecord, NoteVersion } from './record';

const JOB = 'linkedin:3797662873';
const nodes = ['a', 'b', 'c'];
const hlc = fc
  .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom(...nodes))
  .map(
    ([wall, counter, node]) =>
      `${String(1_764_000_000_000 + wall).padStart(15, '0')}:${String(counter).padStart(4, '0')}:${node}`,
  );
const at = fc.integer({ min: 0, max: 30 }).map((day) => new Date(Date.UTC(2026, 10, 1 + day)).toISOString());
const id = fc.constantFrom('m1', 'm2', 'm3', 'm4');
const title = fc.constantFrom('Engineer', 'Designer', 'Analyst');

/** The writes two devices could make, so that registers collide on stamps only as one write would. */
const record: fc.Arbitrary<JobRecord> = fc.record(
  {
    job_id: fc.constant(JOB),
    facts: fc.record({ value: fc.record({ title }), hlc }),
    star: fc.record({ starred: fc.boolean(), at, hlc }),
    application: fc.record({
      moves: fc.uniqueArray(
        fc.record(
          {
            id,
            stage: fc.constantFrom('saved', 'applied', 'interviewing', 'rejected' as const),
            at,
            hlc,
            removed: fc.constant(true as const),
          },
          { requiredKeys: ['id', 'stage', 'at', 'hlc'] },
        ),
        { selector: (move) => move.id },
      ),
      events: fc.constant([]),
      notes: fc.constant([]),
      fields: fc.record(
        { found_via: fc.record({ value: fc.option(fc.constantFrom('referral', 'LinkedIn'), { nil: null }), hlc }) },
        { requiredKeys: [] },
      ),
    }),
  },
  { requiredKeys: ['job_id'] },
);

/**
 * The notes three copies could hold: the devices edit (each edit written from what its device holds, as the
 * extension writes it) and copy each other's notes in some order, and each copy is one device's notes at some
 * point. Random `base` lists would not do: no writer names a version newer than its own, or skips its ancestry.
 */
const noteCopies = fc
  .array(
    fc.record({
      device: fc.integer({ min: 0, max: nodes.length - 1 }),
      from: fc.option(fc.integer({ min: 0, max: nodes.length - 1 }), { nil: undefined }),
      text: fc.constantFrom('call back', 'sent CV'),
    }),
    { maxLength: 14 },
  )
  .chain((steps) => {
    const held: NoteVersion[][] = nodes.map(() => []);
    const copies: NoteVersion[][] = [[]];
    steps.forEach(({ device, from, text }, index) => {
      const mine = held[device]!;
      if (from === undefined) {
        const stamp = `${String(1_764_000_000_000 + index + 1).padStart(15, '0')}:0000:${nodes[device]}`;
        held[device] = mergeNotes(mine, [{ hlc: stamp, text, base: notesBase(mine) }]);
      } else held[device] = mergeNotes(mine, held[from]!);
      copies.push(held[device]!);
    });
    const copy = fc.constantFrom(...copies);
    return fc.tuple(copy, copy, copy);
  });

/** Three records, their notes from `noteCopies`. */
const records = fc
  .tuple(record, record, record, noteCopies)
  .map(([a, b, c, notes]) =>
    [a, b, c].map((r, index) =>
      r.application ? { ...r, application: { ...r.application, notes: notes[index]! } } : r,
    ),
  );

/**
 * Two copies that saw one write hold it identically; the generator could give one stamp two values, which no
 * writer does, so the properties keep the first value of each stamp.
 */
const canonical = (records: JobRecord[]): JobRecord[] => {
  const seen = new Map<string, string>();
  const one = <T>(key: string, value: T): T => {
    const text = JSON.stringify(value);
    if (!seen.has(key)) seen.set(key, text);
    return JSON.parse(seen.get(key)!) as T;
  };
  return records.map((r) => ({
    ...r,
    ...(r.facts ? { facts: one(`facts ${r.facts.hlc}`, r.facts) } : {}),
    ...(r.star ? { star: one(`star ${r.star.hlc}`, r.star) } : {}),
    ...(r.application
      ? {
          application: {
            ...r.application,
            moves: r.application.moves.map((move) => one(`move ${move.id} ${move.hlc}`, move)),
            notes: r.application.notes.map((note) => one(`note ${note.hlc}`, note)),
            fields: Object.fromEntries(
              Object.entries(r.application.fields).map(([name, field]) => [name, one(`${name} ${field!.hlc}`, field)]),
            ),
          },
        }
      : {}),
  }));
};

describe('mergeRecords', () => {
  it('is commutative, associative and idempotent, so copies that saw the same writes are equal', () => {
    fc.assert(
      fc.property(records, (triple) => {
        const [a, b, c] = canonical(triple) as [JobRecord, JobRecord, JobRecord];
        expect(mergeRecords(a, b)).toEqual(mergeRecords(b, a));
        expect(mergeRecords(mergeRecords(a, b), c)).toEqual(mergeRecords(a, mergeRecords(b, c)));
        const ab = mergeRecords(a, b);
        expect(mergeRecords(ab, b)).toEqual(ab);
        expect(mergeRecords(ab, ab)).toEqual(ab);
      }),
      { numRuns: 500 },
    );
  });

  it('orders star acts by when the person acted, not by which copy arrived last', () => {
    const laterUnstar: JobRecord = {
      job_id: JOB,
      star: { starred: false, at: '2026-11-20T10:00:00.000Z', hlc: '001764000000001:0000:a' },
    };
    const earlierStarArrivingLate: JobRecord = {
      job_id: JOB,
      star: { starred: true, at: '2026-11-19T10:00:00.000Z', hlc: '001764000000009:0000:b' },
    };
    expect(mergeRecords(laterUnstar, earlierStarArrivingLate).star?.starred).toBe(false);
    expect(mergeRecords(earlierStarArrivingLate, laterUnstar).star?.starred).toBe(false);
  });

  it('keeps a removed move removed when a copy that still has it arrives', () => {
    const move = { id: 'm1', stage: 'applied' as const, at: '2026-11-02T00:00:00.000Z', hlc: '001764000000001:0000:a' };
    const kept: JobRecord = { job_id: JOB, application: { moves: [move], events: [], notes: [], fields: {} } };
    const removed: JobRecord = {
      job_id: JOB,
      application: { moves: [{ ...move, removed: true }], events: [], notes: [], fields: {} },
    };
    const merged = mergeRecords(kept, removed);
    expect(merged.application?.moves).toEqual([{ ...move, removed: true }]);
    expect(currentMove(merged.application?.moves ?? [])).toBeUndefined();
  });

  it('refuses to merge two jobs', () => {
    expect(() => mergeRecords({ job_id: 'a:1' }, { job_id: 'b:1' })).toThrow();
  });
});

describe('mergeNotes', () => {
  const base: NoteVersion = { hlc: '001764000000001:0000:a', text: 'first', base: [] };
  const onA: NoteVersion = { hlc: '001764000000005:0000:a', text: 'A wrote offline', base: [base.hlc] };
  const onB: NoteVersion = { hlc: '001764000000007:0000:b', text: 'B wrote offline', base: [base.hlc] };

  it('keeps both of two offline edits of one note, the later first', () => {
    expect(mergeNotes([base, onA], [base, onB]).map((note) => note.text)).toEqual([
      'B wrote offline',
      'A wrote offline',
    ]);
  });

  it('lets an edit made from both replace them', () => {
    const resolved: NoteVersion = { hlc: '001764000000009:0000:a', text: 'both', base: [onA.hlc, onB.hlc] };
    expect(mergeNotes([onA, onB], [resolved])).toEqual([resolved]);
  });

  it('replaces a version by the edit made from it', () => {
    expect(mergeNotes([base], [onA])).toEqual([base, onA].filter((note) => note === onA));
  });

  it('replaces a version by an edit made from one made from it, on a copy that never saw the one between', () => {
    const first: NoteVersion = { hlc: '001764000000032:0001:a', text: 'call back', base: [] };
    const second: NoteVersion = { hlc: '001764000000040:0000:c', text: 'called', base: notesBase([first]) };
    const third: NoteVersion = { hlc: '001764000000041:0000:c', text: 'called twice', base: notesBase([second]) };
    expect(third.base).toEqual([second.hlc, first.hlc]);
    expect(mergeNotes([first], [third])).toEqual([third]);
    expect(mergeNotes(mergeNotes([first], [second]), [third])).toEqual([third]);
  });

  it('keeps the latest stamp of each device, and eight devices at most', () => {
    const devices = 'abcdefghij'.split('');
    const held = devices.map(
      (node, index): NoteVersion => ({
        hlc: `0017640000000${String(10 + index)}:0000:${node}`,
        text: node,
        base: [`001764000000001:0000:${node}`],
      }),
    );
    const written = notesBase(held);
    expect(written).toEqual(
      held
        .map((version) => version.hlc)
        .reverse()
        .slice(0, 8),
    );
  });
});

describe('currentMove', () => {
  it('is the latest move that is not removed, by time and then stamp', () => {
    const moves = [
      { id: '1', stage: 'saved' as const, at: '2026-11-01T00:00:00.000Z', hlc: '001764000000001:0000:a' },
      { id: '2', stage: 'applied' as const, at: '2026-11-03T00:00:00.000Z', hlc: '001764000000002:0000:a' },
      { id: '3', stage: 'interviewing' as const, at: '2026-11-03T00:00:00.000Z', hlc: '001764000000003:0000:b' },
    ];
    expect(currentMove(moves)?.stage).toBe('interviewing');
    expect(currentMove([...moves.slice(0, 2), { ...moves[2]!, removed: true }])?.stage).toBe('applied');
  });
});
