/**
 * The "seen before" lookup for the page's own job: the index of starred jobs by normalised company and title is
 * built once per database and dropped when Dexie reports a change to its `saved` table (its storage-mutated event,
 * which costs the writes nothing, where table hooks would slow the reconcile's bulk writes). Reading 20,000 stars
 * once, then a map lookup per page.
 *
 * A job on an aggregator keeps the aggregator's id while its Apply leads to the employer's ATS (`applyUrl`): the two
 * are linked by that link, whichever was starred, as well as by company and title (which an aggregator often words
 * its own way).
 */
import Dexie from 'dexie';
import type { JobRef } from '../../api/job-ref';
import { uiLanguage } from '../../i18n/index';
import type { SeenBefore } from '../../messaging/protocol';
import { siteNameOf } from '../../sites/names';
import { PAGE_ID_PREFIX } from '../../sites/page-id';
import { matchKey, seenIndex, stageSummaries } from '../../storage/applications';
import type { AccountDb, SavedRow } from '../../storage/db';
import { starredJobs } from '../../storage/stars';

/** The job id a link names on a site jobstar knows (sites/registry.ts's `refFromUrl`), if any. */
export type LinkedId = (url: string) => string | undefined;

interface SeenIndexes {
  /** Starred jobs by company and title. */
  byRole: Map<string, SavedRow[]>;
  /** Starred jobs by the id their Apply link names (an aggregator's star, by the ATS posting it leads to). */
  byApply: Map<string, SavedRow[]>;
}

function applyIndex(starred: readonly SavedRow[], linkedId: LinkedId): Map<string, SavedRow[]> {
  const index = new Map<string, SavedRow[]>();
  for (const row of starred) {
    const id = row.page?.applyUrl ? linkedId(row.page.applyUrl) : undefined;
    if (!id || id === row.jobId) continue;
    index.set(id, [...(index.get(id) ?? []), row]);
  }
  return index;
}

/**
 * The site a star was made on, as the star may say it: the site's name, or for a page jobstar read by its JSON-LD,
 * its host (the `web:<host>:` part of its id; the rest of the id is never said).
 */
function siteOf(row: SavedRow): string | undefined {
  const site = row.page?.site;
  const name = site ? siteNameOf(site, uiLanguage()) : undefined;
  if (name || !row.jobId.startsWith(PAGE_ID_PREFIX)) return name;
  const host = row.jobId.slice(PAGE_ID_PREFIX.length).split(':')[0];
  return host && host.length <= 100 ? host : undefined;
}

export function createSeenBefore(linkedId: LinkedId) {
  const indexes = new Map<string, { db: AccountDb; index: Promise<SeenIndexes> }>();
  Dexie.on('storagemutated', (parts) => {
    for (const [name] of indexes) {
      const prefix = `idb://${name}/saved/`;
      if (Object.keys(parts).some((part) => part.startsWith(prefix))) indexes.delete(name);
    }
  });

  function indexOf(db: AccountDb): Promise<SeenIndexes> {
    const cached = indexes.get(db.name);
    if (cached?.db === db) return cached.index;
    const index = starredJobs(db).then((rows) => ({ byRole: seenIndex(rows), byApply: applyIndex(rows, linkedId) }));
    indexes.set(db.name, { db, index });
    index.catch(() => indexes.delete(db.name));
    return index;
  }

  /** The starred job `ref`'s Apply leads to, or the starred aggregator job whose Apply leads to `ref`. */
  async function linkedStar(db: AccountDb, ref: JobRef, index: SeenIndexes): Promise<SavedRow | undefined> {
    const applied = ref.applyUrl ? linkedId(ref.applyUrl) : undefined;
    const target = applied && applied !== ref.jobId ? await db.saved.get(applied) : undefined;
    if (target?.starred === 1) return target;
    return index.byApply.get(ref.jobId)?.find((row) => row.jobId !== ref.jobId);
  }

  /** The starred copy of `ref`'s role under another id, with its stage; null when `ref` is starred itself or unknown. */
  async function seenBefore(db: AccountDb, ref: JobRef): Promise<SeenBefore | null> {
    if ((await db.saved.get(ref.jobId))?.starred === 1) return null;
    const index = await indexOf(db);
    const key = matchKey(ref.company, ref.title);
    const byRole = key === null ? undefined : index.byRole.get(key)?.find((row) => row.jobId !== ref.jobId);
    const match = (await linkedStar(db, ref, index)) ?? byRole;
    if (!match) return null;
    const summary = (await stageSummaries(db, [match.jobId]))[match.jobId];
    if (!summary) return null;
    // Named here, so no content script carries every site's name to say where the other copy was starred.
    const siteName = siteOf(match);
    return siteName ? { ...summary, siteName } : summary;
  }

  return { seenBefore };
}
