/**
 * The sites a person enabled the star on (issue 13): each an origin the browser granted at their request,
 * kept in the meta database so the background can re-register the content script at every start and the
 * options page can list them. The browser's own grant stays the truth: background/site-grants drops an entry
 * whose permission is gone. A stored value that no longer parses reads as no sites rather than breaking.
 */
import { z } from 'zod';
import { META_KEYS, type MetaDb } from './db';

/** Far above what a person enables by hand; keeps one content-script registration small. */
const MAX_SITES = 500;

/** `https://jobs.example.com`: a scheme and a host, nothing else (the permission covers every path and port). */
export const SiteOrigin = z
  .string()
  .max(300)
  .regex(/^https?:\/\/[a-z0-9.-]+$/, 'an http(s) origin without port or path');

export const SiteGrant = z.object({
  origin: SiteOrigin,
  /** When it was enabled, in ms since the epoch. */
  enabledAt: z.number().int().nonnegative(),
});
export type SiteGrant = z.output<typeof SiteGrant>;

export const SiteGrants = z.array(SiteGrant).max(MAX_SITES);

/** The origin of a page a person may enable, or null (not http(s), or a host with a port or credentials). */
export function siteOriginOf(href: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL(href ?? '');
  } catch {
    return null;
  }
  const origin = `${url.protocol}//${url.hostname}`;
  return SiteOrigin.safeParse(origin).success ? origin : null;
}

export { sitePattern } from './site-pattern';

export function siteGrantsFrom(stored: unknown): SiteGrant[] {
  const parsed = SiteGrants.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

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
