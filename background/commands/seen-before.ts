/**
 * The "seen before" lookup for the page's own job: the index of starred jobs by normalised company and title is
 * built once per database and dropped when Dexie reports a change to its `saved` table (its storage-mutated event,
 * which costs the writes nothing, where table hooks would slow the reconcile's bulk writes). Reading 20,000 stars
 * once, then a map lookup per page.
 */
import Dexie from 'dexie';
import type { JobRef } from '../../api/job-ref';
import { uiLanguage } from '../../i18n/index';
import type { SeenBefore } from '../../messaging/protocol';
import { siteNameOf } from '../../sites/names';
import { matchKey, seenIndex, stageSummaries } from '../../storage/applications';
import type { AccountDb, SavedRow } from '../../storage/db';
import { starredJobs } from '../../storage/stars';

type SeenIndex = Map<string, SavedRow[]>;

export function createSeenBefore() {
  const indexes = new Map<string, { db: AccountDb; index: Promise<SeenIndex> }>();
  Dexie.on('storagemutated', (parts) => {
    for (const [name] of indexes) {
      const prefix = `idb://${name}/saved/`;
      if (Object.keys(parts).some((part) => part.startsWith(prefix))) indexes.delete(name);
    }
  });

  function indexOf(db: AccountDb): Promise<SeenIndex> {
    const cached = indexes.get(db.name);
    if (cached?.db === db) return cached.index;
    const index = starredJobs(db).then(seenIndex);
    indexes.set(db.name, { db, index });
    index.catch(() => indexes.delete(db.name));
    return index;
  }

  /** The starred copy of `ref`'s role under another id, with its stage; null when `ref` is starred itself or unknown. */
  async function seenBefore(db: AccountDb, ref: JobRef): Promise<SeenBefore | null> {
    const key = matchKey(ref.company, ref.title);
    if (key === null || (await db.saved.get(ref.jobId))?.starred === 1) return null;
    const match = (await indexOf(db)).get(key)?.find((row) => row.jobId !== ref.jobId);
    if (!match) return null;
    const summary = (await stageSummaries(db, [match.jobId]))[match.jobId];
    if (!summary) return null;
    // Named here, so no content script carries every site's name to say where the other copy was starred.
    const siteName = match.page?.site ? siteNameOf(match.page.site, uiLanguage()) : undefined;
    return siteName ? { ...summary, siteName } : summary;
  }

  return { seenBefore };
}
