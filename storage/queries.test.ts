import { describe, expect, it } from 'vitest';
import { createAlert } from './alerts/alerts';
import { MetaDb } from './db/db';
import { saveProfile } from './profile/profile';
import * as queries from './queries';
import { star, unstar } from './stars/saved';
import { freshDb, isolated } from './testing/db-fixture';

const ref = (jobId: string) => ({ jobId, title: `Job ${jobId}`, site: 'greenhouse' });

describe('named queries', () => {
  it('count and list only the starred rows, newest first, leaving tombstones out', async () => {
    const db = freshDb();
    await star(db, ref('a'), new Date('2026-01-01T00:00:00Z'));
    await star(db, ref('b'), new Date('2026-01-02T00:00:00Z'));
    await star(db, ref('c'), new Date('2026-01-03T00:00:00Z'));
    await unstar(db, 'b');
    expect(await queries.starredCount(db)).toBe(2);
    expect((await queries.starredJobs(db)).map((row) => row.jobId)).toEqual(['c', 'a']);
    expect(await queries.starredStates(db, ['a', 'b', 'x'])).toEqual({ a: true, b: false, x: false });
    expect((await queries.savedRow(db, 'b'))?.starred).toBe(0);
  });

  it('read the profile as null before the first save', async () => {
    const db = freshDb();
    expect(await queries.profile(db)).toBeNull();
    await saveProfile(db, { skills: ['Go'] });
    expect((await queries.profile(db))?.local.skills).toEqual(['Go']);
  });

  it('list alerts newest first and count what sync and "Your data" report', async () => {
    const db = freshDb();
    await createAlert(db, { country: 'IL' }, { now: new Date('2026-01-01T00:00:00Z') });
    await createAlert(db, { country: 'GB' }, { now: new Date('2026-01-02T00:00:00Z') });
    await star(db, ref('a'));
    expect((await queries.alerts(db)).map((alert) => alert.filter.country)).toEqual(['GB', 'IL']);
    expect(await queries.syncCounts(db)).toMatchObject({ pending: 3, failed: 0 });
    expect(await queries.dataCounts(db)).toMatchObject({ saved: 1, alerts: 2, profile: false, pending: 3 });
  });

  it('count a record as waiting only while the service offers records and the person agreed to send them', async () => {
    const db = freshDb();
    await star(db, ref('a'));
    await db.outbox.add({ kind: 'record', jobId: 'a', key: 'record:a', createdAt: 1 });
    const extensions = { link: 'https://s.test/api/jobstar/v1', features: ['records' as const], describedAt: 'x' };
    await db.syncState.put({ id: 'sync', running: false, attempt: 0, extensions: null, shareApplications: 'yes' });
    expect(await queries.syncCounts(db)).toMatchObject({ pending: 1 });
    await db.syncState.put({ id: 'sync', running: false, attempt: 0, extensions, shareApplications: 'yes' });
    expect(await queries.syncCounts(db)).toMatchObject({ pending: 2 });
  });

  it('name the stars the service refused by job id', async () => {
    const db = freshDb();
    await db.deadLetters.add({ kind: 'star', jobId: 'a', key: 'saved:a', message: 'no', fieldErrors: [], failedAt: 1 });
    await db.deadLetters.add({ kind: 'profile', key: 'profile', message: 'no', fieldErrors: [], failedAt: 2 });
    expect([...(await queries.refusedStars(db)).keys()]).toEqual(['a']);
  });

  it('read the account as null when signed out', async () => {
    const meta = new MetaDb(isolated());
    expect(await queries.account(meta)).toBeNull();
    await meta.meta.put({ key: 'account', value: { issuer: 'https://id.example', subject: 's1' } });
    expect(await queries.account(meta)).toEqual({ issuer: 'https://id.example', subject: 's1' });
  });
});
