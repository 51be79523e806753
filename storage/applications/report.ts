/**
 * Proof of applications (issue 32): every application whose Applied move falls in a period, with what an office
 * asking for proof wants to see — company, title, link, the day applied, how it was found, and where it stands now.
 * The CSV is written by the export's own formula-safe writer (storage/data/csv.ts).
 */

import { safeLink } from '../../api/safe-link';
import { toCsv } from '../data/csv';
import type { SavedRow } from '../db/db';
import type { JobApplication } from './queries';

export interface ReportRow {
  jobId: string;
  company: string;
  title: string;
  url?: string;
  /** The first move to Applied (a re-opened application keeps its first date). */
  appliedAt: string;
  foundVia?: string;
  stage: JobApplication['application']['stage'];
  movedAt: string;
}

const pageOr = (job: SavedRow, field: 'title' | 'company' | 'url'): string | undefined =>
  job.page?.[field] ?? job.listing?.[field] ?? undefined;

/** Applications applied for in [from, to), oldest application first. */
export function reportRows(entries: readonly JobApplication[], from: Date, to: Date): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const { job, application } of entries) {
    const applied = application.history.find((move) => move.stage === 'applied');
    if (!applied) continue;
    const time = Date.parse(applied.at);
    if (time < from.getTime() || time >= to.getTime()) continue;
    rows.push({
      jobId: job.jobId,
      company: pageOr(job, 'company') ?? '',
      title: pageOr(job, 'title') ?? job.jobId,
      // The service's listing is read tolerantly; only a link a person may open is kept.
      url: safeLink(pageOr(job, 'url')),
      appliedAt: applied.at,
      foundVia: application.foundVia,
      stage: application.stage,
      movedAt: application.movedAt,
    });
  }
  return rows.sort((a, b) => Date.parse(a.appliedAt) - Date.parse(b.appliedAt));
}

/**
 * The CSV: the header row in the words given (the page's language), then one row per application. `day` writes a
 * time as the page shows a date, `stage` a stage's name.
 */
export function reportCsv(
  rows: readonly ReportRow[],
  header: readonly string[],
  day: (iso: string) => string,
  stage: (stage: ReportRow['stage']) => string,
): string {
  return toCsv([
    header,
    ...rows.map((row) => [
      row.company,
      row.title,
      row.url,
      day(row.appliedAt),
      row.foundVia,
      stage(row.stage),
      day(row.movedAt),
    ]),
  ]);
}
