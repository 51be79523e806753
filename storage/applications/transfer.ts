import { type ApplicationRow, STAGES, type Stage } from '../../model/application';
import type { AccountDb, SavedRow } from '../db/db';
import { withMoveIds } from '../db/move-ids';
import { implicitApplication } from './rules';

export const applicationsOf = async (db: AccountDb, jobs: readonly SavedRow[]): Promise<ApplicationRow[]> =>
  (await db.applications.bulkGet(jobs.map((job) => job.jobId))).filter(
    (row): row is ApplicationRow => row !== undefined,
  );

/**
 * Writes the file's applications of jobs starred here (call inside the import's transaction); answers how many.
 * `starred`: jobs the caller knows to be starred here (the import's own stars), which need no read; the others are
 * looked up. Only applications this device already has are read, after one request for the table's keys (issue 36).
 */
export async function importApplications(
  db: AccountDb,
  rows: readonly ApplicationRow[],
  starred: ReadonlySet<string> = new Set(),
): Promise<number> {
  const starredHere = async (jobIds: readonly string[]): Promise<Set<string>> => {
    const unknown = [...new Set(jobIds.filter((jobId) => !starred.has(jobId)))];
    const found = (await db.saved.bulkGet(unknown)).flatMap((job) => (job?.starred === 1 ? [job.jobId] : []));
    return new Set([...jobIds.filter((jobId) => starred.has(jobId)), ...found]);
  };
  const [kept, starredRows] = await Promise.all([
    db.applications.toCollection().primaryKeys(),
    starredHere(rows.map((row) => row.jobId)),
  ]);
  const here = new Set(kept);
  const mine = rows.filter((row) => starredRows.has(row.jobId));
  const known = mine.filter((row) => here.has(row.jobId)).map((row) => row.jobId);
  const existing = new Map((await db.applications.bulkGet(known)).map((row, index) => [known[index]!, row]));
  const fresh = mine.filter((row) => {
    const old = existing.get(row.jobId);
    return old === undefined || old.updatedAt < row.updatedAt;
  });
  const linkable = await starredHere(fresh.flatMap((row) => row.linked));
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
