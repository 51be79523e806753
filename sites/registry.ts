/**
 * Every site adapter, joined from the content scripts' families (families.ts) in their order, most specific
 * first: the first to claim a URL handles the page. The service's own pages come last because they claim a
 * path (`/jobs/<id>`) rather than a host. For the background (links, the page's job) and the manifest; a
 * content script imports only its own family.
 */

import type { JobRef } from '../api/job-ref';
import type { SiteAdapter } from './adapter';
import {
  ATS_BOARDS,
  GLASSDOOR_WELLFOUND,
  INDEED,
  ISRAELI_BOARDS,
  LINKEDIN,
  matchesOf,
  SERVICE_PAGES,
} from './families';

export const ADAPTERS: readonly SiteAdapter[] = [
  ...ATS_BOARDS,
  ...LINKEDIN,
  ...INDEED,
  ...GLASSDOOR_WELLFOUND,
  ...ISRAELI_BOARDS,
  ...SERVICE_PAGES,
];

export const adapterFor = (url: URL): SiteAdapter | undefined => ADAPTERS.find((adapter) => adapter.claims(url));

/** The job a link's URL names, by the first adapter that knows such links. */
export function refFromUrl(url: URL): JobRef | null {
  for (const adapter of ADAPTERS) {
    const ref = adapter.refFromUrl?.(url);
    if (ref) return ref;
  }
  return null;
}

/**
 * Where the content scripts run without a user gesture, all families together; the manifest's host
 * permissions are these sites (tab URLs, the badge).
 */
export const SITE_MATCHES: string[] = matchesOf(ADAPTERS);

export const LINK_PATTERNS: string[] = ADAPTERS.flatMap((adapter) => adapter.linkPatterns ?? []);
