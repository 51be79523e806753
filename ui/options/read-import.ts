/**
 * A picked file, checked before anything is sent to the background: not JSON, JSON that is not a jobstar
 * export (another program's file), a jobstar export that is damaged (its problems listed for "Details"), one the
 * import rules refuse (too many rows, or a row the stage rules refuse: storage/data/import-rules.ts; the
 * background checks again), or the export. A profile identical to the one stored is left out, so re-importing one's own export
 * changes nothing and can say so.
 */
import type { ErrorWords } from '../../model/errors';
import { ExportFile } from '../../model/export-file';
import { rowRefusal, sizeRefusal } from '../../storage/data';

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

export function readImport(text: string, storedProfile?: unknown, now = new Date()): ReadImport {
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
  const parsed = ExportFile.safeParse(data);
  if (!parsed.success) {
    const details = parsed.error.issues
      .slice(0, 8)
      .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
      .join('\n');
    return { ok: false, kind: 'damaged', details };
  }
  const broken = rowRefusal(parsed.data, now);
  if (broken) return refused(broken);
  const profile = parsed.data.profile && same(parsed.data.profile, storedProfile) ? null : parsed.data.profile;
  return { ok: true, data: { ...parsed.data, profile } };
}
