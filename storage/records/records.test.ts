/** The local half of applications that sync (issue 31): clocks, deltas, the view of a merged record, the archive. */
import { describe, expect, it } from 'vitest';
import { mergeRecords } from '../../api/contract/jobstar/index';
import type { ApplicationRow } from '../../model/application';
import {
  addEvent,
  archiveApplications,
  archivedApplications,
  deleteArchived,
  removeEvent,
  setStage,
  updateApplication,
} from '../applications';
import { star } from '../stars';
import { freshDb } from '../testing/db-fixture';
import { nextStamp, observeStamps } from './clock';
import { applicationDelta } from './delta';
import { mergeIncoming, mergeInTables } from './merge-in';
import { shareAllApplications } from './share';
import { applicationFromRecord, notesText } from './view';

const T0 = Date.parse('2026-11-27T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const ref = { jobId: 'greenhouse:acme:1', title: 'Engineer', company: 'Acme', site: 'greenhouse' };

describe('the account clock', () => {
  it('never stamps below a stamp it made or saw, even when the wall clock goes back', async () => {
    const db = freshDb();
    const first = await db.transaction('rw', db.clock, () => nextStamp(db, T0));
    const back = await db.transaction('rw', db.clock, () => nextStamp(db, T0 - 60_000));
    expect(back > first).toBe(true);
    await db.transaction('rw', db.clock, () => observeStamps(db, ['000999999999999:0000:other']));
    const after = await db.transaction('rw', db.clock, () => nextStamp(db, T0));
    expect(after > '000999999999999:0000:other').toBe(true);
    expect(after.split(':')[2]).toBe(first.split(':')[2]);
  });
});

describe('a local write', () => {
  it('records moves with ids, a removed event as a tombstone, and a notes edit written from every version held', async () => {
    const db = freshDb();
    await star(db, ref, at(0));
    await setStage(db, ref.jobId, 'applied', at(1), at(1));
    const event = {
      id: crypto.randomUUID(),
      kind: 'interview' as const,
      at: at(60).toISOString(),
      zone: 'Asia/Jerusalem',
    };
    await addEvent(db, ref.jobId, event, at(2));
    await removeEvent(db, ref.jobId, event.id, at(3));
    await updateApplication(db, ref.jobId, { notes: 'first' }, at(4));
    await updateApplication(db, ref.jobId, { notes: 'second' }, at(5));
    const { record } = (await db.records.get(ref.jobId))!;
    expect(record.application?.moves.map((move) => [move.id === 'star' ? 'star' : 'id', move.stage])).toEqual([
      ['star', 'saved'],
      ['id', 'applied'],
    ]);
    expect(record.application?.events).toEqual([expect.objectContaining({ id: event.id, removed: true })]);
    expect(record.application?.notes.map((note) => note.text)).toEqual(['second']);
    // Sharing is off: nothing queued beyond the star.
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual(['star']);
  });

  it('writes notes so that a device which missed an edit between still drops the version it began from', async () => {
    const [deviceA, deviceB] = [freshDb(), freshDb()];
    await Promise.all([star(deviceA, ref, at(0)), star(deviceB, ref, at(0))]);
    await updateApplication(deviceA, ref.jobId, { notes: 'first' }, at(1));
    const { record: first } = (await deviceA.records.get(ref.jobId))!;
    await deviceB.transaction('rw', mergeInTables(deviceB), () => mergeIncoming(deviceB, [first], at(2)));
    await updateApplication(deviceB, ref.jobId, { notes: 'second' }, at(3));
    await updateApplication(deviceB, ref.jobId, { notes: 'third' }, at(4));
    const { record: latest } = (await deviceB.records.get(ref.jobId))!;
    await deviceA.transaction('rw', mergeInTables(deviceA), () => mergeIncoming(deviceA, [latest], at(5)));
    expect((await deviceA.applications.get(ref.jobId))?.notes).toBe('third');
  });

  it('is queued as its record when sharing is on, and saying yes queues every application and star', async () => {
    const db = freshDb();
    await star(db, ref, at(0));
    await star(db, { ...ref, jobId: 'greenhouse:acme:2' }, at(0));
    await setStage(db, ref.jobId, 'applied', at(1), at(1));
    await db.outbox.clear();
    await shareAllApplications(db, 'yes', at(2));
    expect((await db.outbox.toArray()).map((row) => row.key).sort()).toEqual([
      'record:greenhouse:acme:1',
      'record:greenhouse:acme:2',
    ]);
    await db.outbox.clear();
    await updateApplication(db, ref.jobId, { foundVia: 'a friend' }, at(3));
    expect((await db.outbox.toArray()).map((row) => row.key)).toEqual(['record:greenhouse:acme:1']);
    await shareAllApplications(db, 'no', at(4));
    await db.outbox.clear();
    await updateApplication(db, ref.jobId, { foundVia: 'a meetup' }, at(5));
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends the star's move with the first write after a record the service made, so two devices that both starred show one star time", async () => {
    const [deviceA, deviceB] = [freshDb(), freshDb()];
    await star(deviceB, ref, at(0));
    await star(deviceA, ref, at(1));
    // A's sync brought back the record the service made from its star: the act, no application.
    const serviceStar = { starred: true, at: at(2).toISOString(), hlc: '001764237720000:0000:s' };
    await deviceA.records.put({ jobId: ref.jobId, record: { job_id: ref.jobId, star: serviceStar }, acked: 1 });
    await setStage(deviceA, ref.jobId, 'applied', at(3), at(3));
    const { record } = (await deviceA.records.get(ref.jobId))!;
    expect(record.application?.moves.map(({ id, at }) => [id === 'star' ? 'star' : 'id', at])).toEqual([
      ['star', at(1).toISOString()],
      ['id', at(3).toISOString()],
    ]);
    await deviceB.transaction('rw', mergeInTables(deviceB), () => mergeIncoming(deviceB, [record], at(4)));
    const [rowA, rowB] = await Promise.all([deviceA, deviceB].map((db) => db.applications.get(ref.jobId)));
    expect(rowB?.history).toEqual(rowA?.history);
    expect(rowB?.history[0]).toEqual({ id: 'star', stage: 'saved', at: at(1).toISOString() });
  });
});

describe('a merged record as a row', () => {
  const row = (notes: string): ApplicationRow => ({
    jobId: ref.jobId,
    stage: 'saved',
    history: [{ id: 'star', stage: 'saved', at: at(0).toISOString() }],
    movedAt: at(0).toISOString(),
    linked: [],
    updatedAt: at(0).toISOString(),
    notes,
  });

  it('shows two notes written apart as one text, the later first; the edit of that text supersedes both', () => {
    const base = applicationDelta(ref.jobId, undefined, row('shared'), [], '001764237600000:0000:a');
    const held = base.application!.notes;
    const onA = applicationDelta(ref.jobId, row('shared'), row('from A'), held, '001764237660000:0000:a');
    const onB = applicationDelta(ref.jobId, row('shared'), row('from B'), held, '001764237720000:0000:b');
    const merged = mergeRecords(mergeRecords(base, onA), onB);
    const text = notesText(merged.application!.notes);
    expect(text).toMatch(/^from B\n\n— from another device, \d+ Nov 2025 \d\d:\d\d —\nfrom A$/);
    const edit = applicationDelta(
      ref.jobId,
      row(text),
      row('both'),
      merged.application!.notes,
      '001764237780000:0000:a',
    );
    expect(applicationFromRecord(mergeRecords(merged, edit), undefined, at(0).toISOString())?.notes).toBe('both');
  });

  it('takes the stage from the merged history: the latest move that is not removed', () => {
    const moves = [
      { id: 'star', stage: 'saved' as const, at: at(0).toISOString(), hlc: '001764237600000:0000:a' },
      { id: 'm1', stage: 'applied' as const, at: at(5).toISOString(), hlc: '001764237600000:0001:a' },
      {
        id: 'm2',
        stage: 'offer' as const,
        at: at(9).toISOString(),
        hlc: '001764237600000:0002:b',
        removed: true as const,
      },
    ];
    const view = applicationFromRecord(
      { job_id: ref.jobId, application: { moves, events: [], notes: [], fields: {} } },
      undefined,
      at(0).toISOString(),
    );
    expect(view).toMatchObject({ stage: 'applied', movedAt: at(5).toISOString() });
    expect(view?.history.map((move) => move.id)).toEqual(['star', 'm1']);
  });

  it("begins the history with the star when the record holds only the moves after it (a star's move is not resent)", () => {
    const moves = [
      { id: 'm1', stage: 'interviewing' as const, at: at(5).toISOString(), hlc: '001764237600000:0001:a' },
    ];
    const view = applicationFromRecord(
      { job_id: ref.jobId, application: { moves, events: [], notes: [], fields: {} } },
      undefined,
      at(1).toISOString(),
    );
    expect(view?.history).toEqual([
      { id: 'star', stage: 'saved', at: at(1).toISOString() },
      { id: 'm1', stage: 'interviewing', at: at(5).toISOString() },
    ]);
    expect(view).toMatchObject({ stage: 'interviewing', movedAt: at(5).toISOString() });
  });
});

describe('the archive', () => {
  it('keeps an application with more than its star, drops a bare one, lists it while not starred, and deletes on request', async () => {
    const db = freshDb();
    await star(db, ref, at(0));
    await star(db, { ...ref, jobId: 'bare' }, at(0));
    await setStage(db, ref.jobId, 'applied', at(1), at(1));
    await setStage(db, 'bare', 'saved', at(1), at(1));
    await db.saved.bulkDelete([ref.jobId, 'bare']);
    await db.transaction('rw', db.applications, () => archiveApplications(db, [ref.jobId, 'bare'], at(2)));
    expect(await db.applications.get('bare')).toBeUndefined();
    expect((await archivedApplications(db)).map((row) => row.jobId)).toEqual([ref.jobId]);
    await star(db, ref, at(3));
    expect(await archivedApplications(db)).toEqual([]);
    expect((await db.applications.get(ref.jobId))?.stage).toBe('applied');
    await db.saved.delete(ref.jobId);
    await deleteArchived(db, ref.jobId);
    expect(await db.applications.get(ref.jobId)).toBeUndefined();
  });
});
