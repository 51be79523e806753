import type { ApplicationEvent, ApplicationFields, ApplicationRow, Stage, StageSummary } from '../../model/application';
import type { AccountDb } from '../db/db';
import { recordTables, recordWrites } from '../records/write';
import { withEvent, withoutEvent } from './events';
import {
  ApplicationRefusal,
  implicitApplication,
  linked,
  moveTo,
  notified,
  redated,
  shared,
  snoozed,
  unlinked,
  withFields,
  withReminder,
} from './rules';

/** The starred job's application (Saved since its star when it has no row yet); refused when not starred. */
async function current(db: AccountDb, jobId: string): Promise<ApplicationRow> {
  const job = await db.saved.get(jobId);
  if (job?.starred !== 1) throw new ApplicationRefusal('application.notStarred');
  const row = await db.applications.get(jobId);
  if (!row) return implicitApplication(job);
  // Archived when the star was removed elsewhere; starred again, it is in place again.
  const { archivedAt: _archived, ...current } = row;
  return current;
}

/** Writes the row, gives each linked job the same application, and records the change with its clock stamp. */
async function writeGroup(db: AccountDb, before: ApplicationRow, row: ApplicationRow, now: Date): Promise<void> {
  const group = [row.jobId, ...row.linked];
  const rows = group.map((jobId) =>
    jobId === row.jobId ? row : { ...shared(row), jobId, linked: group.filter((id) => id !== jobId) },
  );
  await db.applications.bulkPut(rows);
  await recordWrites(
    db,
    rows.map((after) => ({ before: { ...before, jobId: after.jobId }, after })),
    now,
  );
}

async function change(
  db: AccountDb,
  jobId: string,
  apply: (row: ApplicationRow) => ApplicationRow,
  now = new Date(),
): Promise<ApplicationRow> {
  return db.transaction('rw', [db.saved, db.applications, ...recordTables(db)], async () => {
    const before = await current(db, jobId);
    const next = apply(before);
    await writeGroup(db, before, next, now);
    return next;
  });
}

export async function setStage(
  db: AccountDb,
  jobId: string,
  stage: Stage,
  at?: Date,
  now = new Date(),
): Promise<StageSummary> {
  const row = await change(db, jobId, (row) => moveTo(row, stage, at ?? now, now), now);
  return { stage: row.stage, movedAt: row.movedAt };
}

/** Changes the date of move `index` of the history; every linked job's history changes with it. */
export async function redateMove(
  db: AccountDb,
  jobId: string,
  index: number,
  at: Date,
  now = new Date(),
): Promise<StageSummary> {
  const row = await change(db, jobId, (row) => redated(row, index, at, now), now);
  return { stage: row.stage, movedAt: row.movedAt };
}

export const updateApplication = (db: AccountDb, jobId: string, fields: ApplicationFields, now = new Date()) =>
  change(db, jobId, (row) => withFields(row, fields, now), now);

export const setReminder = (db: AccountDb, jobId: string, at: Date | null, now = new Date()) =>
  change(db, jobId, (row) => withReminder(row, at, now), now);

export const snoozeReminder = (db: AccountDb, jobId: string, days: number, now = new Date()) =>
  change(db, jobId, (row) => snoozed(row, days, now), now);

/** An interview, a call or an assignment due; every linked job holds it too. */
export const addEvent = (db: AccountDb, jobId: string, event: ApplicationEvent, now = new Date()) =>
  change(db, jobId, (row) => withEvent(row, event, now), now);

export const removeEvent = (db: AccountDb, jobId: string, eventId: string, now = new Date()) =>
  change(db, jobId, (row) => withoutEvent(row, eventId, now), now);

/** Both jobs must be starred; `otherJobId` joins `jobId`'s application. */
export async function linkApplications(db: AccountDb, jobId: string, otherJobId: string, now = new Date()) {
  await db.transaction('rw', db.saved, db.applications, async () => {
    const [row, other] = [await current(db, jobId), await current(db, otherJobId)];
    await db.applications.bulkPut(linked(row, other, now));
  });
}

export async function unlinkApplications(db: AccountDb, jobId: string, otherJobId: string, now = new Date()) {
  await db.transaction('rw', db.saved, db.applications, async () => {
    const row = await current(db, jobId);
    if (!row.linked.includes(otherJobId)) return;
    const group = await db.applications.bulkGet([jobId, ...row.linked]);
    await db.applications.bulkPut(
      unlinked(
        group.filter((entry): entry is ApplicationRow => entry !== undefined),
        otherJobId,
        now,
      ),
    );
  });
}

/**
 * Unstarring removes the jobs' stages and notes (the UI asked first: queries.unstarNeedsConfirm); the jobs linked
 * to them keep the application. Called inside the unstar's own transaction (here, or unstarred elsewhere and
 * reconciled), so a re-star starts again at Saved.
 */
export async function removeApplications(db: AccountDb, jobIds: readonly string[]): Promise<void> {
  const rows = (await db.applications.bulkGet([...jobIds])).filter((row): row is ApplicationRow => row !== undefined);
  if (rows.length === 0) return;
  const removed = new Set(rows.map((row) => row.jobId));
  await db.applications.bulkDelete([...removed]);
  const others = [...new Set(rows.flatMap((row) => row.linked))].filter((jobId) => !removed.has(jobId));
  const kept = (await db.applications.bulkGet(others)).filter((row): row is ApplicationRow => row !== undefined);
  await db.applications.bulkPut(
    kept.map((row) => ({ ...row, linked: row.linked.filter((jobId) => !removed.has(jobId)) })),
  );
}

/**
 * The reminders' notifications were shown: the alarm moves on to the next one. One transaction for all of them,
 * however many fell due at once: after an import with 130 past reminders, a transaction each kept the worker and
 * the database busy for about three seconds (issue 36). A job no longer starred is left as it is.
 */
export async function markNotified(db: AccountDb, jobIds: readonly string[], now = new Date()): Promise<void> {
  if (jobIds.length === 0) return;
  await db.transaction('rw', [db.saved, db.applications, ...recordTables(db)], async () => {
    for (const jobId of jobIds) {
      if ((await db.saved.get(jobId))?.starred !== 1) continue;
      const before = await current(db, jobId);
      await writeGroup(db, before, notified(before), now);
    }
  });
}
