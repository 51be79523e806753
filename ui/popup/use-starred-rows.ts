/**
 * The Starred tab's rows: the database's, live; until its first answer, the rows the popup last showed
 * (first-rows.ts), so that the first frame already has the list, or else those a first opening read ahead
 * (rows-ahead.ts).
 */
import { type ReadonlySignal, useComputed, useSignal } from '@preact/signals';
import { useLayoutEffect, useMemo } from 'preact/hooks';
import type { AccountDb, SavedRow } from '../../storage/db';
import { starredJobs } from '../../storage/queries';
import { firstRowsOf, keepFirstRows } from '../shared/first-rows';
import { lastDbName, useAccountQuery } from '../shared/live';
import { rowsAheadIn } from '../shared/rows-ahead-handoff';
import { rowsFor } from './rows-ahead';

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

/** The rows a first opening read ahead for `db`: at once if the read has answered, else when it does. */
function useRowsAhead(db: string | undefined): ReadonlySignal<SavedRow[] | undefined> {
  const ahead = rowsAheadIn();
  const rows = useSignal(rowsFor(ahead?.starred, db));
  useLayoutEffect(() => {
    if (!ahead || ahead.starred) return;
    let mounted = true;
    void ahead.read.then((starred) => {
      if (mounted) rows.value = rowsFor(starred, db);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return rows;
}

export function useStarredRows(db: AccountDb | undefined): StarredRows {
  const live = useAccountQuery(db, starredAndKept, []);
  // Only for the database the page opened with (known by name before the database code has loaded): once the
  // database has answered, it alone is shown.
  const first = useMemo(() => {
    const name = db?.name ?? lastDbName();
    return name ? firstRowsOf(name) : undefined;
  }, []);
  const ahead = useRowsAhead(db?.name);
  const rows = useComputed(() => live.value ?? first ?? ahead.value);
  return { rows, read: live.value !== undefined };
}
