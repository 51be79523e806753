import { describe, expect, it } from 'vitest';
import { freshDb } from '../testing/db-fixture';
import { firstStarIn } from './first-star';
import { star } from './saved';
import { starRows } from './star-rows';
import { takeBackWakeStar } from './take-back';

const JOB = 'greenhouse:acme:1';
const ref = { jobId: JOB, title: 'Engineer', company: 'Acme', site: 'greenhouse' };

/** What a woken worker's first script writes (background/wake): the id alone, on a plain connection. */
async function wokenStar(db: ReturnType<typeof freshDb>) {
  await db.open();
  const { row, queued } = starRows(JOB, undefined, new Date('2026-11-27T10:00:00Z'));
  return firstStarIn(db.backendDB(), row, queued);
}

describe('a star a woken worker wrote first', () => {
  it("gets its page from the rest's star, which sends what that script queued", async () => {
    const db = freshDb();
    const written = await wokenStar(db);
    const id = await star(db, ref, new Date('2026-11-27T10:00:01Z'), written);
    expect(written).toMatchObject({ written: true });
    expect(id).toBe(written.written ? written.id : -1);
    expect(await db.saved.get(JOB)).toMatchObject({
      starred: 1,
      starredAt: '2026-11-27T10:00:00.000Z',
      page: { title: 'Engineer', company: 'Acme', site: 'greenhouse' },
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('goes again, with its outbox row, when the rest refused its message', async () => {
    const db = freshDb();
    const written = await wokenStar(db);
    if (!written.written) throw new Error('not written');
    await takeBackWakeStar(db, JOB, written.id);
    expect(await db.saved.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stays when something was written to it since', async () => {
    const db = freshDb();
    const written = await wokenStar(db);
    if (!written.written) throw new Error('not written');
    await db.saved.update(JOB, { page: { site: 'greenhouse', title: 'Engineer' } });
    await takeBackWakeStar(db, JOB, written.id);
    expect(await db.saved.get(JOB)).toMatchObject({ starred: 1 });
    expect(await db.outbox.count()).toBe(0);
  });
});
