import type { ApplicationRow, Stage, StageSummary } from '../../model/application';
import type { AccountDb, SavedRow } from '../db/db';
import { starredJobs } from '../stars/starred';
import { implicitApplication, losesDataOnUnstar } from './rules';

export interface JobApplication {
  job: SavedRow;
  application: ApplicationRow;
  /** The reminder is due (shown as due in the lists whether or not a notification could be shown). */
  due: boolean;
}

/** A starred job with its application: its row, or Saved since its star when it has none. */
export const joined = (job: SavedRow, row: ApplicationRow | undefined, now: number): JobApplication => {
  const application = row ?? implicitApplication(job);
  const due = application.remindAt !== undefined && Date.parse(application.remindAt) <= now;
  return { job, application, due };
};

/** Starred jobs with their applications, newest star first; only one stage's when `stage` is given. */
export async function starredApplications(db: AccountDb, stage?: Stage, now = Date.now()): Promise<JobApplication[]> {
  // The whole table in one read: a `bulkGet` of 2,000 keys is 2,000 requests, and took most of a second in a
  // live query on the options page (issue 36). A row of a job no longer starred is read and left out.
  const [jobs, rows] = await Promise.all([starredJobs(db), db.applications.toArray()]);
  const byJob = new Map(rows.map((row) => [row.jobId, row]));
  const all = jobs.map((job) => joined(job, byJob.get(job.jobId), now));
  return stage ? all.filter((entry) => entry.application.stage === stage) : all;
}

/** A starred row's stage and whether its reminder is due: what the popup's Starred list shows beside each row. */
export interface ApplicationState {
  stage: Stage;
  due: boolean;
}

/**
 * The stage of every job that has an application row, by job id; a starred job missing from it is Saved. Reads
 * the applications table alone: the popup already holds the starred rows, and reading them a second time
 * (as `starredApplications` does) would double its work on a long list.
 */
export async function applicationStates(db: AccountDb, now = Date.now()): Promise<Map<string, ApplicationState>> {
  const rows = await db.applications.toArray();
  return new Map(
    rows.map((row) => [
      row.jobId,
      { stage: row.stage, due: row.remindAt !== undefined && Date.parse(row.remindAt) <= now },
    ]),
  );
}

/** One starred job's application, or null when the job is not starred. */
export async function applicationOf(db: AccountDb, jobId: string, now = Date.now()): Promise<JobApplication | null> {
  const job = await db.saved.get(jobId);
  if (job?.starred !== 1) return null;
  return joined(job, await db.applications.get(jobId), now);
}

/** Starred jobs whose reminder is due at `now`, the longest overdue first. */
export async function dueReminders(db: AccountDb, now = Date.now()): Promise<JobApplication[]> {
  const rows = await db.applications.where('remindAt').belowOrEqual(new Date(now).toISOString()).toArray();
  const jobs = await db.saved.bulkGet(rows.map((row) => row.jobId));
  return rows.flatMap((row, index) => {
    const job = jobs[index];
    return job?.starred === 1 ? [joined(job, row, now)] : [];
  });
}

/** The earliest reminder not yet notified (due or not), for the one alarm; null when none is waiting. */
export async function nextReminderAt(db: AccountDb): Promise<string | null> {
  const row = await db.applications
    .orderBy('remindAt')
    .filter((entry) => entry.notifiedAt !== entry.remindAt)
    .first();
  return row?.remindAt ?? null;
}

/** Due reminders whose notification has not been shown yet. */
export const remindersToNotify = async (db: AccountDb, now = Date.now()): Promise<JobApplication[]> =>
  (await dueReminders(db, now)).filter(({ application }) => application.notifiedAt !== application.remindAt);

/**
 * Whether unstarring this job loses more than the star (a stage past Saved, notes or fields): the UI asks first
 * ("This removes its stages and notes too") when it does.
 */
export async function unstarNeedsConfirm(db: AccountDb, jobId: string): Promise<boolean> {
  const row = await db.applications.get(jobId);
  return row !== undefined && losesDataOnUnstar(row);
}

/** The stage of each starred job among `jobIds` (for the star buttons); jobs not starred are left out. */
export async function stageSummaries(db: AccountDb, jobIds: readonly string[]): Promise<Record<string, StageSummary>> {
  const [jobs, rows] = await Promise.all([db.saved.bulkGet([...jobIds]), db.applications.bulkGet([...jobIds])]);
  const summaries: Record<string, StageSummary> = {};
  jobIds.forEach((jobId, index) => {
    const job = jobs[index];
    if (job?.starred !== 1) return;
    const application = rows[index] ?? implicitApplication(job);
    summaries[jobId] = { stage: application.stage, movedAt: application.movedAt };
  });
  return summaries;
}

/** How many jobs moved past Saved: what a person counts as their applications (a Saved job has no row, or a Saved one). */
export const applicationCount = (db: AccountDb): Promise<number> =>
  db.applications.where('stage').notEqual('saved').count();
