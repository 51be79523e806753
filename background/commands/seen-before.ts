/**
 * The "seen before" lookup for the page's own job: the index of starred jobs by normalised company and title is
 * built once per database and dropped at the next write to its starred jobs (only the background writes them, so
 * Dexie's table hooks here see every write). Reading 20,000 stars once, then a map lookup per page.
 */
import type { JobRef } from '../../api/job-ref';
import type { SeenBefore } from '../../messaging/protocol';
import { matchKey, seenIndex } from '../../storage/applications/match';
import { stageSummaries } from '../../storage/applications/queries';
import type { AccountDb, SavedRow } from '../../storage/db';
import { starredJobs } from '../../storage/saved';

export function createSeenBefore() {
  const indexes = new WeakMap<AccountDb, Promise<Map<string, SavedRow[]>>>();
  const watched = new WeakSet<AccountDb>();

  function indexOf(db: AccountDb): Promise<Map<string, SavedRow[]>> {
    const drop = () => {
      indexes.delete(db);
    };
    if (!watched.has(db)) {
      watched.add(db);
      db.saved.hook('creating', drop);
      db.saved.hook('updating', drop);
      db.saved.hook('deleting', drop);
    }
    let index = indexes.get(db);
    if (!index) {
      index = starredJobs(db).then(seenIndex);
      indexes.set(db, index);
      index.catch(drop);
    }
    return index;
  }

  /** The starred copy of `ref`'s role under another id, with its stage; null when `ref` is starred itself or unknown. */
  async function seenBefore(db: AccountDb, ref: JobRef): Promise<SeenBefore | null> {
    const key = matchKey(ref.company, ref.title);
    if (key === null || (await db.saved.get(ref.jobId))?.starred === 1) return null;
    const match = (await indexOf(db)).get(key)?.find((row) => row.jobId !== ref.jobId);
    if (!match) return null;
    const summary = (await stageSummaries(db, [match.jobId]))[match.jobId];
    return summary ? { ...summary, jobId: match.jobId, site: match.page?.site } : null;
  }

  return { seenBefore };
}
