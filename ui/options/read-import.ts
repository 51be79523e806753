/**
 * A picked file, read before anything is sent to the background: not JSON, JSON that is not a jobstar export
 * (another program's file), an export whose head is damaged (its problems listed for "Details"), one over the
 * import's caps, or the head and the two long lists as read. The lists' rows are checked once, by the background as
 * their pieces arrive (storage/data/staged-import.ts), and the stage rules when the file is whole; a damaged row or
 * a refused one is said in the same words from there (import-pieces.ts). A profile identical to the one stored is
 * left out, so re-importing one's own export changes nothing and can say so.
 */
import type { ErrorWords } from '../../model/errors';
import { ExportFile } from '../../model/export-file';
import { type ImportHead, sizeRefusal } from '../../storage/data';

export type ReadImport =
  | { ok: true; head: ImportHead; saved: readonly unknown[]; applications: readonly unknown[] }
  | { ok: false; kind: 'notJson' | 'foreign' | 'damaged'; details?: string }
  | { ok: false; kind: 'refused'; refusal: ErrorWords };

// Field order differs between a stored row and a parsed file; the values are what count.
const sorted = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** A file's problems, at most `MAX_ISSUES`, each with its place in the file. */
const MAX_ISSUES = 8;
export const describeIssues = (issues: readonly { path: string; message: string }[]): string =>
  issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path || '(file)'}: ${issue.message}`)
    .join('\n');

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

export function readImport(text: string, storedProfile?: unknown): ReadImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'notJson' };
  }
  if ((data as { format?: unknown } | null)?.format !== 'jobstar-export') return { ok: false, kind: 'foreign' };
  // Counted before the rows are looked at: 60,000 of them are refused at once, not after a long wait.
  const oversized = sizeRefusal(data);
  if (oversized) return { ok: false, kind: 'refused', refusal: { kind: oversized.kind, params: oversized.params } };
  const { saved, applications = [], ...rest } = data as Record<string, unknown>;
  const head = ExportFile.safeParse({ ...rest, saved: [], applications: [] });
  if (!head.success || !Array.isArray(saved) || !Array.isArray(applications)) {
    const issues = ExportFile.safeParse(data).error?.issues ?? [];
    return {
      ok: false,
      kind: 'damaged',
      details: describeIssues(issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }))),
    };
  }
  const { saved: _saved, applications: _applications, ...fields } = head.data;
  const profile = fields.profile && same(fields.profile, storedProfile) ? null : fields.profile;
  return { ok: true, head: { ...fields, profile }, saved, applications };
}
