/**
 * A picked file, checked before anything is sent to the background: not JSON, JSON that is not a jobstar
 * export (another program's file), a jobstar export that is damaged (its problems listed for "Details"), one the
 * import rules refuse (too many rows, or a row the stage rules refuse: storage/data/import-rules.ts; the
 * background checks again), or the export. A profile identical to the one stored is left out, so re-importing one's own export
 * changes nothing and can say so.
 */
import type { z } from 'zod';
import { ApplicationRow } from '../../model/application';
import type { ErrorWords } from '../../model/errors';
import { ExportFile } from '../../model/export-file';
import { type ImportPiece, inChunks, type Progress, rowRefusal, sizeRefusal } from '../../storage/data';

export type ReadImport =
  | { ok: true; data: ExportFile }
  | { ok: false; kind: 'notJson' | 'foreign' | 'damaged'; details?: string }
  | { ok: false; kind: 'refused'; refusal: ErrorWords };

const refused = ({ kind, params }: ErrorWords): ReadImport => ({
  ok: false,
  kind: 'refused',
  refusal: { kind, params },
});

// Field order differs between a stored row and a parsed file; the values are what count.
const sorted = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

const SavedEntry = ExportFile.shape.saved.element;

/** A file's zod problems, at most `MAX_ISSUES`, each with its place in the file. */
const MAX_ISSUES = 8;
const describe = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`)
    .join('\n');

/**
 * Checks the file a slice of rows at a time (storage/data chunks.ts), so `progress` can say how far it is (issue
 * 36); the same checks as one parse of `ExportFile`, with the same places named. `onPiece` gets each slice as
 * checked, until a problem is found, so that it can be sent on while the rest is read.
 */
export async function readImport(
  text: string,
  storedProfile?: unknown,
  now = new Date(),
  progress?: Progress,
  onPiece?: (piece: ImportPiece) => void,
): Promise<ReadImport> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'notJson' };
  }
  if ((data as { format?: unknown } | null)?.format !== 'jobstar-export') return { ok: false, kind: 'foreign' };
  // Counted before the rows are parsed: 60,000 of them are refused at once, not after a long wait.
  const oversized = sizeRefusal(data);
  if (oversized) return refused(oversized);
  const { saved, applications, ...rest } = data as Record<string, unknown>;
  const head = ExportFile.safeParse({ ...rest, saved: [], applications: [] });
  if (!head.success || !Array.isArray(saved) || (applications !== undefined && !Array.isArray(applications)))
    return { ok: false, kind: 'damaged', details: describe(ExportFile.safeParse(data).error?.issues ?? []) };
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const total = saved.length + (applications?.length ?? 0);
  const check = async <T>(
    name: string,
    rows: readonly unknown[],
    schema: z.ZodType<T>,
    before: number,
    checked?: (start: number, rows: T[]) => void,
  ) => {
    const out: T[] = [];
    await inChunks(rows, (slice, start) => {
      const part: T[] = [];
      slice.forEach((row, index) => {
        const parsed = schema.safeParse(row);
        if (parsed.success) part.push(parsed.data);
        else if (issues.length < MAX_ISSUES)
          issues.push(
            ...parsed.error.issues.map((issue) => ({ ...issue, path: [name, start + index, ...issue.path] })),
          );
      });
      out.push(...part);
      // Sent on while the rest is checked; a file found damaged later is dropped whole by the caller.
      if (!issues.length) checked?.(start, part);
      progress?.(before + start + slice.length, total);
    });
    return out;
  };
  const file: ExportFile = {
    ...head.data,
    saved: await check('saved', saved, SavedEntry, 0, (start, rows) => onPiece?.({ list: 'saved', start, rows })),
    applications: applications
      ? await check('applications', applications, ApplicationRow, saved.length, (start, rows) =>
          onPiece?.({ list: 'applications', start, rows }),
        )
      : undefined,
  };
  if (issues.length) return { ok: false, kind: 'damaged', details: describe(issues) };
  const broken = rowRefusal(file, now);
  if (broken) return refused(broken);
  const profile = file.profile && same(file.profile, storedProfile) ? null : file.profile;
  return { ok: true, data: { ...file, profile } };
}
