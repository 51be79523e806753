/**
 * The Starred tab's rows: the database's, live; until its first answer, the rows the popup last showed
 * (first-rows.ts), so that the first frame already has the list.
 */
import { type ReadonlySignal, useComputed } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import type { AccountDb, SavedRow } from '../../storage/db';
import { starredJobs } from '../../storage/queries';
import { firstRowsOf, keepFirstRows } from '../shared/first-rows';
import { lastDbName, useAccountQuery } from '../shared/live';

async function starredAndKept(db: AccountDb): Promise<SavedRow[]> {
  const rows = await starredJobs(db);
  keepFirstRows(db.name, rows);
  return rows;
}

export interface StarredRows {
  rows: ReadonlySignal<SavedRow[] | undefined>;
  /** The database has answered: the rows are its own, not the kept copy. */
  read: boolean;
}

export function useStarredRows(db: AccountDb | undefined): StarredRows {
  const live = useAccountQuery(db, starredAndKept, []);
  // Only for the database the page opened with (known by name before the database code has loaded): once the
  // database has answered, it alone is shown.
  const first = useMemo(() => {
    const name = db?.name ?? lastDbName();
    return name ? firstRowsOf(name) : undefined;
  }, []);
  const rows = useComputed(() => live.value ?? first);
  return { rows, read: live.value !== undefined };
}
