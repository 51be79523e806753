import { describe, expect, it } from 'vitest';
import type { SafePosting } from '../../model/posting';
import { star, unstar } from '../stars';
import { freshDb } from '../testing/db-fixture';
import { adoptPostings, keepPosting, markTakenDown, postingOf } from './postings';

const JOB = 'greenhouse:acme:1';
const REF = { jobId: JOB, title: 'Welder', site: 'greenhouse' };
const first: SafePosting = { nodes: [{ tag: 'p', children: ['Weld things.'] }], cut: false };
const day = (n: number) => new Date(`2026-03-0${n}T10:00:00.000Z`);

describe('postings as they were', () => {
  it('keeps the first copy, notes a change once with its date, and ignores formatting', async () => {
    const db = freshDb();
    await star(db, REF);
    expect(await keepPosting(db, JOB, first, day(1))).toBe('kept');
    expect(await keepPosting(db, JOB, { nodes: ['Weld   things.'], cut: false }, day(2))).toBe('same');
    expect((await postingOf(db, JOB))?.changedAt).toBeUndefined();
    expect(await keepPosting(db, JOB, { nodes: ['Weld more.'], cut: false }, day(3))).toBe('changed');
    expect(await keepPosting(db, JOB, { nodes: ['Weld even more.'], cut: false }, day(4))).toBe('changed');
    expect(await postingOf(db, JOB)).toEqual({
      jobId: JOB,
      ...first,
      keptAt: day(1).toISOString(),
      changedAt: day(3).toISOString(),
    });
  });

  it('keeps nothing for a job that is not starred, and queues nothing for the service', async () => {
    const db = freshDb();
    expect(await keepPosting(db, JOB, first, day(1))).toBe('notStarred');
    await star(db, REF);
    await unstar(db, JOB);
    expect(await keepPosting(db, JOB, first, day(1))).toBe('notStarred');
    expect(await db.postings.count()).toBe(0);
    await star(db, REF);
    const outbox = await db.outbox.toArray();
    await keepPosting(db, JOB, first, day(2));
    await markTakenDown(db, [JOB], day(3));
    expect(await db.outbox.toArray()).toEqual(outbox);
  });

  it('dates a starred job taken down once, the first time it is noticed', async () => {
    const db = freshDb();
    await star(db, REF);
    expect(await markTakenDown(db, [JOB, 'not-starred'], day(1))).toEqual([JOB]);
    expect(await markTakenDown(db, [JOB], day(2))).toEqual([]);
    expect((await db.saved.get(JOB))?.takenDownAt).toBe(day(1).toISOString());
    expect(await db.saved.get('not-starred')).toBeUndefined();
  });
});

describe('postings kept signed out', () => {
  it('go with the stars to the account signed into, whose own copy stays the first', async () => {
    const [from, into] = [freshDb('out'), freshDb('in')];
    for (const db of [from, into]) await star(db, REF);
    await star(from, { ...REF, jobId: 'lever:acme:2' });
    await keepPosting(from, JOB, { nodes: ['signed out'], cut: false }, day(2));
    await keepPosting(from, 'lever:acme:2', first, day(2));
    await keepPosting(into, JOB, { nodes: ['account'], cut: false }, day(1));
    expect(await adoptPostings(from, into)).toBe(1);
    expect((await postingOf(into, JOB))?.nodes).toEqual(['account']);
    expect((await postingOf(into, 'lever:acme:2'))?.nodes).toEqual(first.nodes);
    expect(await from.postings.count()).toBe(0);
  });
});
