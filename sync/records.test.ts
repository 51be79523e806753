/**
 * Applications through jobstar's service extension (DESIGN §4 rules 14, 15), two devices of one account against a
 * FakeApi and a FakeExtension that merges with the contract's own merge.
 */
import { describe, expect, it } from 'vitest';
import type { JobRecord } from '../api/contract/jobstar/index';
import { setStage, updateApplication } from '../storage/applications';
import type { AccountDb } from '../storage/db';
import { shareAllApplications } from '../storage/records';
import { star, unstar } from '../storage/stars';
import { freshDb } from '../storage/testing/db-fixture';
import { createSyncEngine } from './engine';
import { FakeApi } from './testing/fake-api';
import { FakeExtension } from './testing/fake-extension';

const LINK = 'https://service.test/api/jobstar/v1';
const T0 = Date.parse('2026-11-27T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

function service() {
  const api = new FakeApi();
  const extension = new FakeExtension(api);
  let announce: string | null = LINK;
  const device = (name: string) => {
    const db = freshDb(name);
    const engine = createSyncEngine({
      bind: async () => ({
        key: name,
        db,
        api,
        extensions: { extension: () => extension, announced: () => announce },
      }),
      currentKey: async () => name,
      schedule: () => undefined,
      now: () => T0,
    });
    const sync = async () => expect((await engine.sync({ force: true })).state).toBe('synced');
    return { db, sync };
  };
  return {
    api,
    extension,
    device,
    stopAnnouncing: () => {
      announce = null;
    },
  };
}

const ref = {
  jobId: 'linkedin:3797662873',
  title: 'Platform engineer',
  company: 'Acme',
  url: 'https://www.linkedin.com/jobs/view/3797662873',
  site: 'linkedin',
};

async function sharing(db: AccountDb, sync: () => Promise<void>) {
  await sync();
  await shareAllApplications(db, 'yes', at(0));
}

describe('applications through the service extension', () => {
  it('converge on two devices: moves as a set, the stage from the merged history, the star’s details travel', async () => {
    const { device } = service();
    const a = device('a');
    const b = device('b');
    await star(a.db, ref, at(0));
    await sharing(a.db, a.sync);
    await sharing(b.db, b.sync);
    await setStage(a.db, ref.jobId, 'applied', at(5), at(5));
    await a.sync();
    await b.sync();
    expect(await b.db.saved.get(ref.jobId)).toMatchObject({
      starred: 1,
      page: { title: 'Platform engineer', company: 'Acme', url: ref.url },
    });
    expect(await b.db.applications.get(ref.jobId)).toMatchObject({ stage: 'applied' });
    // Offline on both: A interviews, B records a rejection later; both moves stay, the later is the stage.
    await setStage(a.db, ref.jobId, 'interviewing', at(20), at(20));
    await setStage(b.db, ref.jobId, 'rejected', at(30), at(30));
    await a.sync();
    await b.sync();
    await a.sync();
    const [rowA, rowB] = [await a.db.applications.get(ref.jobId), await b.db.applications.get(ref.jobId)];
    expect(rowA?.history.map((move) => move.stage)).toEqual(['saved', 'applied', 'interviewing', 'rejected']);
    expect(rowB?.history).toEqual(rowA?.history);
    expect(rowA?.stage).toBe('rejected');
    expect(await a.db.outbox.count()).toBe(0);
  });

  it('a new device sends back nothing it just read, and what it wrote before the yes travels', async () => {
    const { device, extension } = service();
    const a = device('a');
    const jobs = ['greenhouse:acme:1', 'greenhouse:acme:2', 'greenhouse:acme:3'];
    for (const jobId of jobs) await star(a.db, { ...ref, jobId }, at(0));
    await sharing(a.db, a.sync);
    for (const jobId of jobs) await setStage(a.db, jobId, 'applied', at(5), at(5));
    await a.sync();

    const b = device('b');
    await b.sync();
    await updateApplication(b.db, jobs[0]!, { notes: 'written on b before the yes' }, at(10));
    const before = extension.calls.length;
    await shareAllApplications(b.db, 'yes', at(11));
    await b.sync();
    const sent = extension.calls
      .slice(before)
      .filter((call) => call.method === 'mergeRecords')
      .flatMap((call) => (call.arg as JobRecord[]).map((record) => record.job_id));
    expect(sent).toEqual([jobs[0]]);
    expect(await b.db.outbox.count()).toBe(0);
    for (const jobId of jobs) expect((await b.db.applications.get(jobId))?.stage).toBe('applied');
    expect(await b.db.saved.get(jobs[1]!)).toMatchObject({ page: { title: 'Platform engineer' } });
    await a.sync();
    expect((await a.db.applications.get(jobs[0]!))?.notes).toContain('written on b before the yes');
  });

  it('a new device can ask about its applications while its first stars are written, and a yes then brings them', async () => {
    const { api, device } = service();
    const a = device('a');
    await star(a.db, ref, at(0));
    await sharing(a.db, a.sync);
    await setStage(a.db, ref.jobId, 'applied', at(5), at(5));
    await a.sync();

    const b = device('b');
    let asked = false;
    // The profile is read once the first stars are written: the person answers then, as soon as Options can ask.
    api.during('getProfile', async () => {
      asked = Boolean((await b.db.syncState.get('sync'))?.extensions?.features.includes('records'));
      await shareAllApplications(b.db, 'yes', at(6));
    });
    await b.sync();
    expect(asked).toBe(true);
    expect(await b.db.applications.get(ref.jobId)).toMatchObject({ stage: 'applied' });
  });

  it('keeps both texts of notes edited apart, the later first; an edit of that text supersedes both', async () => {
    const { device, extension } = service();
    const a = device('a');
    const b = device('b');
    await star(a.db, ref, at(0));
    await sharing(a.db, a.sync);
    await sharing(b.db, b.sync);
    await updateApplication(a.db, ref.jobId, { notes: 'Recruiter: Dana' }, at(1));
    await a.sync();
    await b.sync();
    await updateApplication(a.db, ref.jobId, { notes: 'Recruiter: Dana, call Tuesday' }, at(2));
    await updateApplication(b.db, ref.jobId, { notes: 'Salary band 40–45k' }, at(3));
    await a.sync();
    await b.sync();
    await a.sync();
    const notes = (await a.db.applications.get(ref.jobId))?.notes ?? '';
    expect(notes).toMatch(
      /^Salary band 40–45k\n\n— from another device, \d+ Nov 2026 \d\d:\d\d —\nRecruiter: Dana, call Tuesday$/,
    );
    expect((await b.db.applications.get(ref.jobId))?.notes).toBe(notes);
    await updateApplication(b.db, ref.jobId, { notes: 'Both: Dana on Tuesday, 40–45k' }, at(4));
    await b.sync();
    await a.sync();
    expect((await a.db.applications.get(ref.jobId))?.notes).toBe('Both: Dana on Tuesday, 40–45k');
    expect(extension.records.get(ref.jobId)?.application?.notes).toHaveLength(1);
  });

  it('orders a star and an unstar by when the person acted, not by when they arrived', async () => {
    const { device, api } = service();
    const a = device('a');
    const b = device('b');
    await star(a.db, ref, at(0));
    await sharing(a.db, a.sync);
    await sharing(b.db, b.sync);
    await a.sync();
    await b.sync();
    // A unstars offline at 10; B unstars at 12 and stars again at 15, and syncs first; A's older act arrives last.
    await unstar(a.db, ref.jobId, at(10));
    await unstar(b.db, ref.jobId, at(12));
    await star(b.db, ref, at(15));
    await b.sync();
    await a.sync();
    await b.sync();
    expect(api.saved.has(ref.jobId)).toBe(true);
    expect((await a.db.saved.get(ref.jobId))?.starred).toBe(1);
    expect((await b.db.saved.get(ref.jobId))?.starred).toBe(1);
  });

  it('archives this device’s history when the job is unstarred elsewhere, never deletes it', async () => {
    const { device } = service();
    const a = device('a');
    const b = device('b');
    await star(a.db, ref, at(0));
    await sharing(a.db, a.sync);
    await sharing(b.db, b.sync);
    await b.sync();
    await setStage(b.db, ref.jobId, 'applied', at(5), at(5));
    await unstar(a.db, ref.jobId, at(8));
    await a.sync();
    await b.sync();
    expect((await b.db.saved.get(ref.jobId))?.starred ?? 0).toBe(0);
    expect(await b.db.applications.get(ref.jobId)).toMatchObject({ stage: 'applied', archivedAt: expect.any(String) });
  });

  it('sends nothing but the seed’s requests until the person says yes, and stops when the service stops announcing', async () => {
    const { device, extension, stopAnnouncing } = service();
    const a = device('a');
    await star(a.db, ref, at(0));
    await setStage(a.db, ref.jobId, 'applied', at(5), at(5));
    await a.sync();
    await a.sync();
    expect(extension.calls.map((call) => call.method)).toEqual(['describe']);
    expect(await a.db.outbox.count()).toBe(0);
    expect((await a.db.syncState.get('sync'))?.extensions).toMatchObject({
      link: LINK,
      features: ['records', 'alerts'],
    });

    await shareAllApplications(a.db, 'yes', at(6));
    await a.sync();
    expect(extension.records.get(ref.jobId)?.application?.moves.map((move) => move.stage)).toEqual([
      'saved',
      'applied',
    ]);

    stopAnnouncing();
    const calls = extension.calls.length;
    await a.sync();
    await setStage(a.db, ref.jobId, 'interviewing', at(9), at(9));
    await a.sync();
    expect((await a.db.syncState.get('sync'))?.extensions).toBeNull();
    expect(extension.calls.length).toBe(calls);
  });
});
