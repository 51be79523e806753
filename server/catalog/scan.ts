/**
 * Visiting the rows that match a filter, newest first. Open rows are in posted order, so the age bounds
 * (min/max age, the outdated cut-off) are one contiguous range found by binary search; recently closed rows
 * are merged in; `ids` visits only those rows. `postedAfter` ends the scan at that time (a digest's last notice):
 * what was posted before it is never looked at.
 */
import type { JobFilter } from '../../api/contract';
import type { ColumnIndex } from './column-index';
import type { CompanyDirectory } from './companies';
import { CLOSED_WINDOW_DAYS, compileFilter, DAY_MS, OUTDATED_DAYS, type Predicate } from './predicate';

/** In a descending array: the first position whose value is <= limit (or < limit when `strict`). */
function firstPosition(values: Float64Array, limit: number, strict: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (strict ? values[mid]! < limit : values[mid]! <= limit) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Rows to scan, in newest-first order: only the requested ids, or null for all. */
function candidates(x: ColumnIndex, filter: JobFilter): number[] | null {
  if (!filter.ids?.length) return null;
  const out: number[] = [];
  for (const id of new Set(filter.ids)) {
    const index = x.byJobId.get(id);
    if (index !== undefined) out.push(index);
  }
  return out.sort((a, b) => a - b);
}

/** Calls `visit` for every matching row posted after `postedAfter` (if given), newest first, until it returns false. */
export function scan(
  x: ColumnIndex,
  companies: CompanyDirectory,
  filter: JobFilter,
  now: number,
  q: string | undefined,
  visit: (i: number) => boolean | undefined,
  postedAfter = Number.NEGATIVE_INFINITY,
): void {
  const test = compileFilter(x, companies, filter, now, q);
  if (!test) return;
  const only = candidates(x, filter);
  if (only) {
    for (const i of only) if (x.posted[i]! > postedAfter && test(i) && visit(i) === false) return;
    return;
  }
  const outdatedBefore = filter.include_outdated ? Number.NEGATIVE_INFINITY : now - OUTDATED_DAYS * DAY_MS;
  const maxAge = filter.max_age_days === undefined ? Number.NEGATIVE_INFINITY : now - filter.max_age_days * DAY_MS;
  const latest = filter.min_age_days === undefined ? Number.POSITIVE_INFINITY : now - filter.min_age_days * DAY_MS;
  const from = firstPosition(x.openPosted, latest, false);
  const to = Math.min(
    firstPosition(x.openPosted, Math.max(outdatedBefore, maxAge), true),
    firstPosition(x.openPosted, postedAfter, false),
  );
  const recent = filter.include_closed ? recentlyClosed(x, now).filter((i) => x.posted[i]! > postedAfter) : [];
  mergeVisit(x, from, to, recent, test, visit);
}

/** Rows closed within the window, in index (newest-first) order. */
function recentlyClosed(x: ColumnIndex, now: number): number[] {
  const closedSince = now - CLOSED_WINDOW_DAYS * DAY_MS;
  const recent: number[] = [];
  for (let k = 0; k < x.closedRows.length && x.closedTimes[k]! >= closedSince; k++) recent.push(x.closedRows[k]!);
  return recent.sort((a, b) => a - b);
}

/** The open range [from, to) and the closed rows, merged in index order. */
function mergeVisit(
  x: ColumnIndex,
  from: number,
  to: number,
  recent: number[],
  test: Predicate,
  visit: (i: number) => boolean | undefined,
): void {
  let c = 0;
  for (let k = from; k < to; k++) {
    const i = x.openRows[k]!;
    while (c < recent.length && recent[c]! < i) {
      if (test(recent[c]!) && visit(recent[c]!) === false) return;
      c++;
    }
    if (test(i) && visit(i) === false) return;
  }
  for (; c < recent.length; c++) if (test(recent[c]!) && visit(recent[c]!) === false) return;
}
