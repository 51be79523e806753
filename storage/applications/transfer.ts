import { type ApplicationRow, STAGES, type Stage } from '../../model/application';
import type { AccountDb, SavedRow } from '../db/db';
import { withMoveIds } from '../db/move-ids';
import { implicitApplication } from './rules';

export const applicationsOf = async (db: AccountDb, jobs: readonly SavedRow[]): Promise<ApplicationRow[]> =>
  (await db.applications.bulkGet(jobs.map((job) => job.jobId))).filter(
    (row): row is ApplicationRow => row !== undefined,
  );

/** Writes the file's applications of jobs starred here (call inside the import's transaction); answers how many. */
export async function importApplications(db: AccountDb, rows: readonly ApplicationRow[]): Promise<number> {
  const jobIds = rows.map((row) => row.jobId);
  const [saved, existing] = await Promise.all([db.saved.bulkGet(jobIds), db.applications.bulkGet(jobIds)]);
  const starred = new Set(saved.filter((job) => job?.starred === 1).map((job) => job!.jobId));
  const fresh = rows.filter(
    (row, index) =>
      starred.has(row.jobId) && (existing[index] === undefined || existing[index]!.updatedAt < row.updatedAt),
  );
  const linkable = new Set(
    (await db.saved.bulkGet(fresh.flatMap((row) => row.linked))).flatMap((job) =>
      job?.starred === 1 ? [job.jobId] : [],
    ),
  );
  await db.applications.bulkPut(
    fresh.map((row) => ({
      ...row,
      history: withMoveIds(row.history),
      linked: row.linked.filter((id) => linkable.has(id)),
    })),
  );
  return fresh.length;
}

/** The stages after Saved get a date column each ("saved_at", the star, is already there). */
export const STAGE_DATE_COLUMNS = STAGES.filter((stage) => stage !== 'saved').map((stage) => `${stage}_at`);
export const APPLICATION_COLUMNS = [
  'stage',
  ...STAGE_DATE_COLUMNS,
  'next_reminder',
  'found_via',
  'contact_name',
  'contact_email',
  'told_salary',
  'notes',
] as const;

/** The date a job first reached each stage after Saved (a re-opened application keeps its first dates). */
function firstDates(row: ApplicationRow): Map<Stage, string> {
  const dates = new Map<Stage, string>();
  for (const move of row.history) if (!dates.has(move.stage)) dates.set(move.stage, move.at);
  return dates;
}

/** The application's cells, in APPLICATION_COLUMNS order; a job without a row is Saved. */
export function applicationCells(job: SavedRow, row: ApplicationRow | undefined): (string | undefined)[] {
  const application = row ?? implicitApplication(job);
  const dates = firstDates(application);
  return [
    application.stage,
    ...STAGES.filter((stage) => stage !== 'saved').map((stage) => dates.get(stage)),
    application.remindAt,
    application.foundVia,
    application.contactName,
    application.contactEmail,
    application.toldSalary,
    application.notes,
  ];
}

export const HISTORY_COLUMNS = ['job_id', 'title', 'company', 'stage', 'at'] as const;

/** One row per move, each job's oldest first. */
export function historyRows(
  job: SavedRow,
  row: ApplicationRow | undefined,
  named: { title?: string; company?: string },
): (string | undefined)[][] {
  return (row ?? implicitApplication(job)).history.map((move) => [
    job.jobId,
    named.title,
    named.company,
    move.stage,
    move.at,
  ]);
}
