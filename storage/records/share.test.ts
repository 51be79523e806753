/**
 * What a yes to keeping applications on the service queues (issue 36): everything this device holds that the service
 * has not seen, and nothing it just read from there.
 */
import { describe, expect, it } from 'vitest';
import type { JobRecord } from '../../api/contract/jobstar/index';
import { setStage, updateApplication } from '../applications';
import type { AccountDb } from '../db/db';
import { star } from '../stars';
import { freshDb } from '../testing/db-fixture';
import { mergeIncoming, mergeInTables } from './merge-in';
import { shareAllApplications } from './share';

const T0 = Date.parse('2026-11-27T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const page = { title: 'Engineer', company: 'Acme', site: 'greenhouse' };

/** A job the service holds: starred elsewhere, with an application and notes. */
const fromService = (jobId: string, revision = '7'): JobRecord => ({
  job_id: jobId,
  revision,
  facts: { value: { title: 'Engineer', company: 'Acme', site: 'greenhouse' }, hlc: '001764237600000:0000:b' },
  star: { starred: true, at: at(-60).toISOString(), hlc: '001764237600000:0001:b' },
  application: {
    moves: [{ id: 'm1', stage: 'applied', at: at(-30).toISOString(), hlc: '001764237600000:0002:b' }],
    events: [],
    notes: [{ hlc: '001764237600000:0003:b', text: 'from the other device', base: [] }],
    fields: {},
  },
});

/** As a new device has it: the star from the saved list (no page), then the record from a pull. */
async function read(db: AccountDb, jobIds: string[]) {
  await db.saved.bulkPut(
    jobIds.map((jobId) => ({ jobId, starred: 1 as const, savedAt: at(-60).toISOString(), synced: 1 as const })),
  );
  await db.transaction('rw', mergeInTables(db), () =>
    mergeIncoming(
      db,
      jobIds.map((id) => fromService(id)),
      at(0),
    ),
  );
}

const queued = async (db: AccountDb) => (await db.outbox.toArray()).map((row) => row.key).sort();

describe('a yes to keeping applications on the service', () => {
  it('queues nothing a new device just read: stars from the saved list, records from a pull', async () => {
    const db = freshDb();
    await db.saved.bulkPut(
      ['s:1', 's:2'].map((jobId) => ({
        jobId,
        starred: 1 as const,
        savedAt: at(-60).toISOString(),
        synced: 1 as const,
      })),
    );
    await read(db, ['r:1', 'r:2']);
    expect((await db.applications.get('r:1'))?.stage).toBe('applied');
    await shareAllApplications(db, 'yes', at(1));
    expect(await queued(db)).toEqual([]);
  });

  it('queues a record changed here after it was read, a star made here, and a row with no record', async () => {
    const db = freshDb();
    await read(db, ['r:1', 'r:2', 'r:3']);
    await updateApplication(db, 'r:1', { notes: 'written here before the yes' }, at(1));
    await star(db, { jobId: 'here:1', ...page }, at(2));
    await setStage(db, 'here:1', 'applied', at(3), at(3));
    await star(db, { jobId: 'here:2', ...page }, at(4));
    await db.applications.put({
      jobId: 'imported:1',
      stage: 'offer',
      history: [{ id: 'star', stage: 'offer', at: at(5).toISOString() }],
      movedAt: at(5).toISOString(),
      linked: [],
      updatedAt: at(5).toISOString(),
    });
    await db.outbox.clear();
    await shareAllApplications(db, 'yes', at(6));
    expect(await queued(db)).toEqual(['record:here:1', 'record:here:2', 'record:imported:1', 'record:r:1']);
    expect((await db.records.get('imported:1'))?.record.application?.moves).toHaveLength(1);
  });

  it('keeps a record that merged what the service had not seen unacknowledged, so a later yes sends it', async () => {
    const db = freshDb();
    await read(db, ['r:1']);
    await updateApplication(db, 'r:1', { foundVia: 'a friend' }, at(1));
    // The service's next copy, read before this device sent its edit: the merge holds more than that copy.
    await db.transaction('rw', mergeInTables(db), () => mergeIncoming(db, [fromService('r:1', '8')], at(2)));
    expect((await db.records.get('r:1'))?.acked).toBeUndefined();
    await shareAllApplications(db, 'yes', at(3));
    expect(await queued(db)).toEqual(['record:r:1']);
  });

  it('acknowledges a record again once the service answers a copy holding all of it', async () => {
    const db = freshDb();
    await read(db, ['r:1']);
    await updateApplication(db, 'r:1', { foundVia: 'a friend' }, at(1));
    const { record } = (await db.records.get('r:1'))!;
    await db.transaction('rw', mergeInTables(db), () => mergeIncoming(db, [{ ...record, revision: '9' }], at(2)));
    expect((await db.records.get('r:1'))?.acked).toBe(1);
    await shareAllApplications(db, 'yes', at(3));
    expect(await queued(db)).toEqual([]);
  });
});
