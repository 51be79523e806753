/**
 * Popup and options read the database directly (same extension origin) through Dexie's liveQuery,
 * bridged to Preact signals: a write by the background re-renders every open page (DESIGN §4 rule 2).
 * Dexie and the database classes (live-db.ts) are imported as this module loads (or, on a first opening of the
 * popup, once its first frame is shown), without holding up the page's first frame: until they are in, every query
 * is simply still loading.
 */
import { batch, type ReadonlySignal, type Signal, signal, useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useMemo } from 'preact/hooks';
import type { AccountInfo } from '../../model/account';
import type { AccountDb, MetaDb, ProfileRow } from '../../storage/db';
import { dbNameFor } from '../../storage/db/db-names';
import * as queries from '../../storage/queries';
import { forgetBoardCopy } from './board-copy-key';
import { databaseCodeWanted } from './database-code-wanted';
import { forgetFirstRows } from './first-rows';
import { LAST_DB_KEY, lastDbName } from './last-db';
import { rowsAheadIn } from './rows-ahead-handoff';

export { lastDbName };

const dexie = signal<typeof import('./live-db') | undefined>(undefined);

// A first opening of the popup asks for it after its first frame (database-code-wanted.ts).
databaseCodeWanted(rowsAheadIn())
  .then(() => import('./live-db'))
  .then(
    (module) => {
      dexie.value = module;
      openAhead();
    },
    (error: unknown) => console.error('jobstar: the database code could not load', error),
  );

const loadedDexie = () => {
  if (!dexie.value) throw new Error('jobstar: the database code has not loaded yet');
  return dexie.value;
};

let meta: MetaDb | undefined;
/** The meta database; only called from a live query, which runs once the database code is in. */
export const metaDb = (): MetaDb => {
  meta ??= new (loadedDexie().MetaDb)();
  return meta;
};

const opened = new Map<string, AccountDb>();
/** One connection per database name per page. */
function openAccountDb(name: string): AccountDb {
  let db = opened.get(name);
  if (!db) {
    db = new (loadedDexie().AccountDb)(name);
    opened.set(name, db);
  }
  return db;
}

/**
 * Opens the meta database and the one the last page showed as soon as the database code is in, rather than when the
 * page's first queries subscribe, a render and its layout effects later: the opening then runs while the page
 * renders, and the first reads wait only for what is left of it (a popup with nothing kept, issue 36). A failure
 * to open is the queries' to report, each where it is shown.
 */
function openAhead(): void {
  const name = lastDbName();
  for (const db of name ? [metaDb(), openAccountDb(name)] : [metaDb()]) db.open().catch(() => undefined);
}

/** The first reads of a page that asked to have them answered together (`holdFirstReads`). */
interface FirstReads {
  /** The subscriptions that have not answered yet. */
  waiting: Set<object>;
  /** Each answered subscription's latest result, given to its signal at the release. */
  answers: Map<object, () => void>;
  timeoutMs: number;
  timer?: ReturnType<typeof setTimeout>;
}
let firstReads: FirstReads | undefined;

/**
 * Holds the first results of the live queries that subscribe from now on until every one of them has answered, or
 * `timeoutMs` after the first subscribed, then gives them all at once: the page renders once with everything its
 * first screen reads, instead of once per query, each answer its own task and its own render before the frame that
 * paints the list (issue 36). Queries that subscribe after the release answer as they come.
 */
export function holdFirstReads(timeoutMs: number): void {
  firstReads = { waiting: new Set(), answers: new Map(), timeoutMs };
}

function releaseFirstReads(reads: FirstReads): void {
  if (firstReads !== reads) return;
  firstReads = undefined;
  clearTimeout(reads.timer);
  batch(() => {
    for (const answer of reads.answers.values()) answer();
  });
}

/**
 * Subscribes to a Dexie live query for the component's lifetime; `undefined` until the first result. It subscribes
 * as the render is committed (a layout effect), not after the next frame as an effect would: a page's first
 * reads then start a frame sooner, and nothing waits on them.
 */
export function useLiveQuery<T>(query: () => Promise<T> | T, deps: readonly unknown[]): Signal<T | undefined> {
  const value = useSignal<T | undefined>(undefined);
  const loaded = dexie.value;
  useLayoutEffect(() => {
    if (!loaded) return;
    const held = firstReads;
    const token = {};
    if (held) {
      held.waiting.add(token);
      held.timer ??= setTimeout(() => releaseFirstReads(held), held.timeoutMs);
    }
    const answered = () => {
      if (!held) return;
      held.waiting.delete(token);
      if (held.waiting.size === 0) releaseFirstReads(held);
    };
    const subscription = loaded.liveQuery(query).subscribe({
      next: (result) => {
        const give = () => {
          value.value = result;
        };
        if (held && firstReads === held) {
          held.answers.set(token, give);
          answered();
        } else give();
      },
      error: (error) => {
        answered();
        console.error('jobstar: live query failed', error);
      },
    });
    return () => {
      subscription.unsubscribe();
      if (!held || firstReads !== held) return;
      held.answers.delete(token);
      held.waiting.delete(token);
      // A subscription replaced in the same commit (new deps) joins the hold before this check.
      queueMicrotask(() => {
        if (held.waiting.size === 0) releaseFirstReads(held);
      });
    };
  }, [loaded, ...deps]);
  return value;
}

/** The signed-in account (null when signed out, undefined while loading). */
export function useAccount(): ReadonlySignal<AccountInfo | null | undefined> {
  return useLiveQuery(() => queries.account(metaDb()), []);
}

function rememberDbName(name: string): void {
  try {
    if (localStorage.getItem(LAST_DB_KEY) !== name) {
      forgetFirstRows();
      forgetBoardCopy();
    }
    localStorage.setItem(LAST_DB_KEY, name);
  } catch {
    // Without localStorage the next page simply waits for the meta database.
  }
}

/**
 * The current account's database: the signed-out one, or the signed-in account's. While the meta database is
 * still being read, the database the last page showed is opened already, so a page's first rows do not wait
 * for two databases in turn; the meta database stays the truth, and another account replaces it as soon as
 * it is read (an account only changes through a page, which remembers the new name).
 */
export function useAccountDb(account: AccountInfo | null | undefined): AccountDb | undefined {
  const name = account === undefined ? lastDbName() : dbNameFor(account);
  // As the render commits, as the queries subscribe (useLiveQuery): a new database's name forgets the kept copy
  // before any of its reads can keep one. A frame later, the list could have been read and kept already, and the
  // copy of the right account forgotten with nothing left to keep it again.
  useLayoutEffect(() => {
    if (account !== undefined && name) rememberDbName(name);
  }, [account === undefined, name]);
  const loaded = dexie.value !== undefined;
  return useMemo(() => (name && loaded ? openAccountDb(name) : undefined), [name, loaded]);
}

/** A live query against the current account's database. */
export function useAccountQuery<T>(
  db: AccountDb | undefined,
  query: (db: AccountDb) => Promise<T>,
  deps: readonly unknown[],
): Signal<T | undefined> {
  return useLiveQuery(() => (db ? query(db) : undefined) as Promise<T>, [db, ...deps]);
}

/** The profile row: null before the first save or sync, undefined while loading. */
export const useProfile = (db: AccountDb | undefined): Signal<ProfileRow | null | undefined> =>
  useAccountQuery(db, queries.profile, []);

/** How many jobs are starred, for the tab's badge and the first-run card. An emptied list forgets its copies. */
export function useStarredCount(db: AccountDb | undefined): Signal<number | undefined> {
  const count = useAccountQuery(db, queries.starredCount, []);
  useEffect(() => {
    if (count.value !== 0) return;
    forgetFirstRows();
    forgetBoardCopy();
  }, [count.value]);
  return count;
}

/** How many jobs moved past Saved, for what signing out keeps. */
export const useApplicationCount = (db: AccountDb | undefined): Signal<number | undefined> =>
  useAccountQuery(db, queries.applicationCount, []);
