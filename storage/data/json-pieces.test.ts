import { describe, expect, it, vi } from 'vitest';
import { freshDb } from '../testing/db-fixture';
import { CHUNK_ROWS } from './chunks';
import { exportJson, importJson } from './data';
import { jsonPieces } from './json-pieces';

/** More rows than two slices, so the slices' seams are crossed. */
const ROWS = 2 * CHUNK_ROWS + 37;
const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();

function file() {
  const saved = Array.from({ length: ROWS }, (_, index) => ({
    ref: { jobId: `lever:acme:${index}`, site: 'lever', title: `Job "${index}"`, company: 'Acme, Inc.' },
    savedAt: at(index),
    starredAt: at(index),
    description: { nodes: [{ tag: 'p', children: [`Posting ${index}`] }], keptAt: at(index) },
  }));
  const applications = saved
    .filter((_, index) => index % 3 === 0)
    .map(({ ref }, index) => ({
      jobId: ref.jobId,
      stage: 'applied',
      history: [
        { stage: 'saved', at: at(index) },
        { stage: 'applied', at: at(index + 1) },
      ],
      movedAt: at(index + 1),
      notes: `Notes ${index}`,
      linked: [],
      updatedAt: at(index + 1),
    }));
  return { format: 'jobstar-export', version: 1, exportedAt: at(0), saved, alerts: [], profile: null, applications };
}

describe('the JSON export a slice at a time', () => {
  it('keeps every starred job, application and posting, and counts its way to the end', async () => {
    const db = freshDb();
    await importJson(db, file(), new Date('2026-03-01T00:00:00Z'));
    const read: [number, number][] = [];
    const exported = await exportJson(db, new Date('2026-03-01T00:00:00Z'), (done, total) => read.push([done, total]));
    expect(exported.saved).toHaveLength(ROWS);
    expect(exported.applications).toHaveLength(Math.ceil(ROWS / 3));
    expect(exported.saved.filter((row) => row.description)).toHaveLength(ROWS);
    expect(read.at(0)).toEqual([0, ROWS]);
    expect(read.at(-1)).toEqual([ROWS, ROWS]);

    const written: number[] = [];
    const pieces = await jsonPieces(exported, (done) => written.push(done));
    expect(pieces.length).toBeGreaterThan(3);
    expect(JSON.parse(pieces.join(''))).toEqual(JSON.parse(JSON.stringify(exported)));
    expect(written.at(-1)).toBe(ROWS + Math.ceil(ROWS / 3));

    // And the file comes back whole into an empty database.
    const target = freshDb('target');
    const result = await importJson(target, JSON.parse(pieces.join('')), new Date('2026-03-01T00:00:00Z'));
    expect(result).toMatchObject({ saved: ROWS, applications: Math.ceil(ROWS / 3) });
    expect(await target.postings.count()).toBe(ROWS);
  });

  it('checks the starred rows before the kept postings have come', async () => {
    const db = freshDb();
    await importJson(db, file(), new Date('2026-03-01T00:00:00Z'));
    // The postings' read answers only once every starred row is checked: an export that checked after all its reads
    // would wait for it forever.
    let checkedAll: () => void = () => undefined;
    const allChecked = new Promise<void>((resolve) => {
      checkedAll = resolve;
    });
    const read = db.postings.toArray.bind(db.postings);
    vi.spyOn(db.postings, 'toArray').mockImplementation(() => allChecked.then(read) as never);
    const exported = await exportJson(db, new Date('2026-03-01T00:00:00Z'), (done, total) => {
      if (done === total) checkedAll();
    });
    expect(exported.saved).toHaveLength(ROWS);
    expect(exported.saved.filter((row) => row.description)).toHaveLength(ROWS);
  });

  it('writes a file with no starred jobs and no applications as valid JSON', async () => {
    const exported = await exportJson(freshDb('empty'), new Date('2026-03-01T00:00:00Z'));
    expect(JSON.parse((await jsonPieces(exported)).join(''))).toEqual({ ...exported, applications: [] });
  });
});
