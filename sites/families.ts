/**
 * The content scripts, one per family of sites: each carries only its own adapters, so a page loads the
 * readers of its own site and not of every other (the content bundle's budget: `npm run bench`,
 * bundle_content_gz). Each `entrypoints/<family>.content.ts` takes its family here and its manifest `matches`
 * from `matchesOf`; `registry.ts` joins the families for the background and the host permissions. Plain lists
 * only, so that an entry point importing one family lets the bundler drop the others.
 */
import type { SiteAdapter } from './adapter';
import { adapter as ashby } from './ats/ashby';
import { adapter as comeet } from './ats/comeet';
import { adapter as greenhouse } from './ats/greenhouse';
import { adapter as lever } from './ats/lever';
import { adapter as smartrecruiters } from './ats/smartrecruiters';
import { adapter as workable } from './ats/workable';
import { adapter as workday } from './ats/workday';
import { adapter as glassdoor } from './glassdoor-wellfound/glassdoor';
import { adapter as wellfound } from './glassdoor-wellfound/wellfound';
import { adapter as indeed } from './indeed/indeed';
import { adapter as alljobs } from './israeli-boards/alljobs';
import { adapter as drushim } from './israeli-boards/drushim';
import { adapter as jobmaster } from './israeli-boards/jobmaster';
import { adapter as linkedin } from './linkedin/linkedin';
import { adapter as service } from './service-pages/service';

/** Each family's adapters, most specific first: the first to claim a URL handles the page. */
export const ATS_BOARDS: readonly SiteAdapter[] = [
  greenhouse,
  lever,
  ashby,
  comeet,
  workable,
  smartrecruiters,
  workday,
];
export const LINKEDIN: readonly SiteAdapter[] = [linkedin];
export const INDEED: readonly SiteAdapter[] = [indeed];
export const GLASSDOOR_WELLFOUND: readonly SiteAdapter[] = [glassdoor, wellfound];
export const ISRAELI_BOARDS: readonly SiteAdapter[] = [alljobs, drushim, jobmaster];
/** The service's own pages: registered at run time for the configured origin (background/star-ui/service-pages.ts). */
export const SERVICE_PAGES: readonly SiteAdapter[] = [service];

/** Where a family's content script runs without a user gesture: its adapters' own patterns. */
export function matchesOf(adapters: readonly SiteAdapter[]): string[] {
  return [...new Set(adapters.flatMap((adapter) => adapter.matches))];
}
