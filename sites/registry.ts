/**
 * Every site adapter, gathered from the site files (config/sites-plugin.ts), for the background (links, the
 * page's job) and the manifest; a content script imports only its own family. The first adapter to claim a URL
 * handles the page: the sites on their own hosts first (no two claim one URL: adapters.test.ts), then those
 * claiming a path on any host, whose script is registered at run time (the service's own pages, `/jobs/<id>`).
 */

import SITES from 'virtual:sites';
import type { JobRef } from '../api/job-ref';
import type { SiteAdapter } from './adapter';
import { matchesOf } from './families';

export const ADAPTERS: readonly SiteAdapter[] = [
  ...SITES.filter((site) => site.matches.length > 0),
  ...SITES.filter((site) => site.matches.length === 0),
];

export const adapterFor = (url: URL): SiteAdapter | undefined => ADAPTERS.find((adapter) => adapter.claims(url));

export const adapterById = (id: string): SiteAdapter | undefined => ADAPTERS.find((adapter) => adapter.id === id);

/** The job a link's URL names, by the first adapter that knows such links. */
export function refFromUrl(url: URL): JobRef | null {
  for (const adapter of ADAPTERS) {
    const ref = adapter.refFromUrl?.(url);
    if (ref) return ref;
  }
  return null;
}

/** The job id a link names, as text (a star's Apply link, say); undefined for a link no adapter knows. */
export function linkedJobId(link: string): string | undefined {
  return URL.canParse(link) ? (refFromUrl(new URL(link))?.jobId ?? undefined) : undefined;
}

/**
 * Where the content scripts run without a user gesture, all families together: the manifest's host permissions
 * (config/host-permissions.ts takes them from the content scripts WXT built).
 */
export const SITE_MATCHES: string[] = matchesOf(ADAPTERS);

export const LINK_PATTERNS: string[] = ADAPTERS.flatMap((adapter) => adapter.linkPatterns ?? []);
