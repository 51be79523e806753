/**
 * A page of records merged on a new device (issue 36): most records of a long-used account hold a star and nothing
 * else; those are neither read against their saved rows nor kept, and a write after them reads as one made on a row.
 * A record with facts or an application still fills the saved row's details and makes the application row.
 */
import { describe, expect, it, vi } from 'vitest';
import type { JobRecord } from '../../api/contract/jobstar/index';
import { setStage } from '../applications';
import { freshDb } from '../testing/db-fixture';
import { hasNews } from './acked';
import { mergeIncoming, mergeInTables } from './merge-in';

const T0 = Date.parse('2026-11-27T10:00:00.000Z');
const iso = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const stamp = (n: number) => `001764237600000:000${n}:b`;

const starOnly = (jobId: string): JobRecord => ({
  job_id: jobId,
  revision: '1',
  star: { starred: true, at: iso(-90), hlc: stamp(0) },
});

const withFacts = (jobId: string): JobRecord => ({
  ...starOnly(jobId),
  facts: { value: { title: 'Engineer', company: 'Acme', site: 'greenhouse' }, hlc: stamp(1) },
});

const withApplication = (jobId: string): JobRecord => ({
  ...starOnly(jobId),
  application: {
    moves: [{ id: 'm1', stage: 'applied', at: iso(-30), hlc: stamp(2) }],
    events: [],
    notes: [],
    fields: {},
  },
});

describe('merging a page of records', () => {
  it('reads the saved rows of only the records that can change them, and keeps no record that holds only a star', async () => {
    const db = freshDb();
    const ids = ['greenhouse:acme:1', 'greenhouse:acme:2', 'greenhouse:acme:3', 'greenhouse:acme:4'];
    await db.saved.bulkPut(ids.map((jobId) => ({ jobId, starred: 1 as const, savedAt: iso(-90), synced: 1 as const })));
    const reads = vi.spyOn(db.saved, 'bulkGet');
    const incoming = [starOnly(ids[0]!), withFacts(ids[1]!), withApplication(ids[2]!), starOnly(ids[3]!)];

    const changed = await db.transaction('rw', mergeInTables(db), () => mergeIncoming(db, incoming, new Date(iso(0))));

    expect(reads.mock.calls.flatMap(([keys]) => keys)).toEqual([ids[1], ids[2]]);
    expect(changed).toEqual([ids[2]]);
    expect((await db.records.toArray()).map((row) => [row.jobId, row.acked])).toEqual([
      [ids[1], 1],
      [ids[2], 1],
    ]);
    expect((await db.saved.get(ids[1]!))?.page).toMatchObject({ title: 'Engineer', company: 'Acme' });
    expect((await db.saved.get(ids[0]!))?.page).toBeUndefined();
    expect(await db.applications.get(ids[2]!)).toMatchObject({ stage: 'applied' });
    expect(await db.applications.count()).toBe(1);
  });

  it('writes an application on a star whose record it did not keep as on one whose record it kept', async () => {
    const jobId = 'greenhouse:acme:7';
    const written: unknown[] = [];
    for (const kept of [false, true]) {
      const db = freshDb(`kept-${kept}`);
      await db.saved.put({ jobId, starred: 1, savedAt: iso(-90), synced: 1 });
      await db.syncState.put({ id: 'sync', running: false, attempt: 0, shareApplications: 'yes' });
      await db.transaction('rw', mergeInTables(db), () => mergeIncoming(db, [starOnly(jobId)], new Date(iso(0))));
      if (kept) await db.records.put({ jobId, record: { job_id: jobId, star: starOnly(jobId).star }, acked: 1 });
      const held = await db.records.get(jobId);
      expect(held === undefined).toBe(!kept);
      expect(hasNews(held, await db.saved.get(jobId))).toBe(false);

      await setStage(db, jobId, 'applied', new Date(iso(1)), new Date(iso(1)));

      const { record } = (await db.records.get(jobId))!;
      expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ kind: 'record', jobId })]);
      // Each device draws its own move ids and clock node: the shapes must match, not the draws.
      written.push(
        JSON.parse(JSON.stringify(record.application), (key, value) =>
          key === 'id' || key === 'hlc' ? undefined : value,
        ),
      );
    }
    expect(written[0]).toEqual(written[1]);
    expect(written[0]).toMatchObject({ moves: [{ stage: 'saved' }, { stage: 'applied' }] });
  });

  it('still merges into a row kept before records existed, though the record holds only a star', async () => {
    const db = freshDb();
    const jobId = 'greenhouse:acme:9';
    await db.saved.put({ jobId, starred: 1, savedAt: iso(-90), synced: 1 });
    await db.applications.put({
      jobId,
      stage: 'interviewing',
      history: [
        { id: 'star', stage: 'saved', at: iso(-90) },
        { id: 'local-1', stage: 'interviewing', at: iso(-10) },
      ],
      movedAt: iso(-10),
      linked: [],
      updatedAt: iso(-10),
    });

    await db.transaction('rw', mergeInTables(db), () => mergeIncoming(db, [starOnly(jobId)], new Date(iso(0))));

    expect(await db.applications.get(jobId)).toMatchObject({ stage: 'interviewing' });
    const held = await db.records.get(jobId);
    expect(held?.acked).toBeUndefined();
    expect(held?.record.application?.moves.map((move) => move.id)).toContain('local-1');
  });

  it('finds what a table holds whether it is empty, small against the page, or far larger', async () => {
    for (const others of [0, 3, 60]) {
      const db = freshDb(`held-${others}`);
      const jobId = 'greenhouse:acme:5';
      const local = withApplication(jobId);
      const { revision: _revision, ...held } = {
        ...local,
        application: {
          ...local.application!,
          moves: [{ id: 'here', stage: 'interviewing' as const, at: iso(-5), hlc: stamp(5) }],
        },
      };
      await db.records.bulkPut([
        ...Array.from({ length: others }, (_, n) => ({
          jobId: `lever:other:${n}`,
          record: starOnly(`lever:other:${n}`),
        })),
        ...(others > 0 ? [{ jobId, record: held }] : []),
      ]);
      await db.saved.put({ jobId, starred: 1, savedAt: iso(-90), synced: 1 });

      await db.transaction('rw', mergeInTables(db), () => mergeIncoming(db, [local], new Date(iso(0))));

      const moves = (await db.records.get(jobId))?.record.application?.moves.map((move) => move.id);
      expect(moves?.sort()).toEqual(others > 0 ? ['here', 'm1'] : ['m1']);
    }
  });
});
