/**
 * A picked file, checked before anything is sent to the background: not JSON, JSON that is not a jobstar
 * export (another program's file), a jobstar export that is damaged (its problems listed for "Details"),
 * or the export. A profile identical to the one stored is left out, so re-importing one's own export
 * changes nothing and can say so.
 */
import { ExportFile } from '../../model/export-file';

export type ReadImport =
  | { ok: true; data: ExportFile }
  | { ok: false; kind: 'notJson' | 'foreign' | 'damaged'; details?: string };

// Field order differs between a stored row and a parsed file; the values are what count.
const sorted = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

export function readImport(text: string, storedProfile?: unknown): ReadImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'notJson' };
  }
  if ((data as { format?: unknown } | null)?.format !== 'jobstar-export') return { ok: false, kind: 'foreign' };
  const parsed = ExportFile.safeParse(data);
  if (!parsed.success) {
    const details = parsed.error.issues
      .slice(0, 8)
      .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
      .join('\n');
    return { ok: false, kind: 'damaged', details };
  }
  const profile = parsed.data.profile && same(parsed.data.profile, storedProfile) ? null : parsed.data.profile;
  return { ok: true, data: { ...parsed.data, profile } };
}
