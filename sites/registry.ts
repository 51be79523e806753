/**
 * Every site adapter, most specific first: the first to claim a URL handles the page. The service's own
 * pages come last because they claim a path (`/jobs/<id>`) rather than a host.
 */

import type { JobRef } from '../api/job-ref';
import type { SiteAdapter } from './adapter';
import { alljobs } from './alljobs';
import { ashby } from './ashby';
import { comeet } from './comeet';
import { drushim } from './drushim';
import { glassdoor } from './glassdoor';
import { greenhouse } from './greenhouse';
import { indeed } from './indeed';
import { jobmaster } from './jobmaster';
import { lever } from './lever';
import { linkedin } from './linkedin';
import { service } from './service';
import { smartrecruiters } from './smartrecruiters';
import { wellfound } from './wellfound';
import { workable } from './workable';
import { workday } from './workday';

export const ADAPTERS: readonly SiteAdapter[] = [
  greenhouse,
  lever,
  ashby,
  comeet,
  workable,
  smartrecruiters,
  workday,
  linkedin,
  indeed,
  glassdoor,
  wellfound,
  alljobs,
  drushim,
  jobmaster,
  service,
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
 * Where the content script runs without a user gesture, derived from the adapters (the manifest's
 * `content_scripts.matches`); the host permissions are the same sites (tab URLs, the badge, re-injection
 * after an update).
 */
export const SITE_MATCHES: string[] = [...new Set(ADAPTERS.flatMap((adapter) => adapter.matches))];

export const LINK_PATTERNS: string[] = ADAPTERS.flatMap((adapter) => adapter.linkPatterns ?? []);
