/**
 * The sites a person enabled the star on (issue 13): each an origin the browser granted at their request,
 * kept in the meta database so the background can re-register the content script at every start and the
 * options page can list them. The browser's own grant stays the truth: background/site-grants drops an entry
 * whose permission is gone. The list's vocabulary is model/site-grants.ts.
 */
import { SiteGrant, SiteGrants, siteGrantsFrom } from '../../model/site-grants';
import { META_KEYS, type MetaDb } from '../db/db';

export async function loadSiteGrants(meta: MetaDb): Promise<SiteGrant[]> {
  return siteGrantsFrom((await meta.meta.get(META_KEYS.siteGrants))?.value);
}

async function saveSiteGrants(meta: MetaDb, grants: SiteGrant[]): Promise<void> {
  await meta.meta.put({ key: META_KEYS.siteGrants, value: SiteGrants.parse(grants) });
}

/** Adds the origin (kept with its first date when already there); answers the list as stored. */
export async function addSiteGrant(meta: MetaDb, origin: string, now = Date.now()): Promise<SiteGrant[]> {
  return meta.transaction('rw', meta.meta, async () => {
    const grants = await loadSiteGrants(meta);
    if (grants.some((grant) => grant.origin === origin)) return grants;
    const next = [...grants, SiteGrant.parse({ origin, enabledAt: now })];
    await saveSiteGrants(meta, next);
    return next;
  });
}

/** Keeps only the origins `keep` accepts; answers the list as stored. */
export async function keepSiteGrants(meta: MetaDb, keep: (origin: string) => boolean): Promise<SiteGrant[]> {
  return meta.transaction('rw', meta.meta, async () => {
    const grants = await loadSiteGrants(meta);
    const next = grants.filter((grant) => keep(grant.origin));
    if (next.length !== grants.length) await saveSiteGrants(meta, next);
    return next;
  });
}
