/**
 * An export file is checked like data from the network before anything of it is written: the same caps the
 * client puts on the service's answers (api/http-limits.ts) and the same stage rules as a move made here
 * (storage/applications/rules.ts). A file that breaks one is refused whole, with the rule and the row that broke
 * it (`ImportRefusal`, worded in i18n/error-words/import.ts), so nothing half-imported is left to sync.
 */
import { MAX_SAVED_ENTRIES } from '../../api/http-limits';
import type { ErrorParams, ImportRefusalKind } from '../../model/errors';
import type { ExportFile } from '../../model/export-file';
import { rowFault } from '../applications/rules';

export const IMPORT_LIMITS = {
  /** What the client accepts from one `GET /me/saved`: a file may not bring more than sync would. */
  saved: MAX_SAVED_ENTRIES,
  /** One per saved job at most. */
  applications: MAX_SAVED_ENTRIES,
  /** Far above a real person's alerts; each new one is a request to the service at the next sync. */
  alerts: 1000,
} as const;

/** A file exported on a device whose clock runs ahead is not "in the future"; a move dated years ahead is. */
export const IMPORT_CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

export class ImportRefusal extends Error {
  override readonly name = 'ImportRefusal';
  constructor(
    readonly kind: ImportRefusalKind,
    readonly params: ErrorParams,
  ) {
    super(kind);
  }
}

const CAPS = [
  ['saved', 'import.tooManySaved'],
  ['alerts', 'import.tooManyAlerts'],
  ['applications', 'import.tooManyApplications'],
] as const satisfies readonly (readonly [keyof typeof IMPORT_LIMITS, ImportRefusalKind])[];

/**
 * The caps, counted on the file as read (before its rows are parsed), so an oversized file is refused at once;
 * null when every list is within its cap.
 */
export function sizeRefusal(data: unknown): ImportRefusal | null {
  for (const [list, kind] of CAPS) {
    const rows = (data as Record<string, unknown> | null)?.[list];
    const count = Array.isArray(rows) ? rows.length : 0;
    if (count > IMPORT_LIMITS[list]) return new ImportRefusal(kind, { count, max: IMPORT_LIMITS[list] });
  }
  return null;
}

/** The first row the rules refuse, by its list and 1-based place in it; null when the file is sound. */
export function rowRefusal(file: ExportFile, now: Date): ImportRefusal | null {
  const latest = now.getTime() + IMPORT_CLOCK_SLACK_MS;
  const star = file.saved.findIndex((row) => Date.parse(row.savedAt) > latest);
  if (star >= 0) return new ImportRefusal('import.futureStar', { row: star + 1, job: file.saved[star]!.ref.jobId });
  const applications = file.applications ?? [];
  for (const [index, row] of applications.entries()) {
    const fault = rowFault(row, latest);
    if (fault) return new ImportRefusal(`import.${fault}`, { row: index + 1, job: row.jobId });
  }
  return null;
}

/** Every rule, the caps first; throws the first refusal. */
export function checkImport(file: ExportFile, now: Date): void {
  const refusal = sizeRefusal(file) ?? rowRefusal(file, now);
  if (refusal) throw refusal;
}
