/**
 * The generic adapter: any page carrying a schema.org JobPosting. It claims no URL (no `<all_urls>`); the
 * background runs `readPageJobData` in the tab through activeTab on a user gesture and turns the result
 * into refs here. Site adapters also fall back to it (JSON-LD is the last source of trust, DESIGN §3).
 */

import type { JobRef } from '../api/job-ref';
import type { FoundJob, SiteAdapter } from './adapter';
import { pageUrl } from './dom';
import { refOf } from './facts';
import { jobIdOf, webHost } from './job-id';
import { type PageJobData, type RawPosting, readPageJobData } from './jsonld-extract';

type UrlResolver = (url: URL) => JobRef | null;

const parseUrl = (value: string | undefined, base: URL): URL | null => {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * A posting's id: the id a site adapter derives from its own URL or the page's (a Greenhouse posting seen on
 * an aggregator meets the same star), else the page's identifier or path under its host.
 */
function refFromPosting(posting: RawPosting, page: URL, resolve: UrlResolver): JobRef {
  const own = parseUrl(posting.url, page);
  const known = (own && resolve(own)) || resolve(page);
  const url = pageUrl(own ?? page);
  if (known) return refOf({ jobId: known.jobId, site: known.site, url }, posting);
  const posted = posting.identifier ?? `${page.pathname}${page.search}`;
  return refOf({ jobId: jobIdOf({ ats: 'web', board: webHost(page), posting: posted }), site: 'jsonld', url }, posting);
}

export function refsFromPageData(data: PageJobData, page: URL, resolve: UrlResolver): JobRef[] {
  const refs = data.postings
    .filter((posting) => posting.title)
    .map((posting) => refFromPosting(posting, page, resolve));
  if (!data.greenhouse) return refs;
  // The embed names the posting exactly; the page's own JSON-LD (if any) only adds what it shows.
  const jobId = jobIdOf({ ats: 'greenhouse', board: data.greenhouse.board, posting: data.greenhouse.posting });
  const [shown, ...others] = refs;
  return [{ ...(shown ?? {}), jobId, site: 'greenhouse', url: pageUrl(page) }, ...others];
}

/** The first JobPosting on the page, for a site adapter missing a field in its DOM. */
export function postingOnPage(document: Document): RawPosting | undefined {
  return readPageJobData(document).postings[0];
}

export const jsonld: SiteAdapter = {
  id: 'jsonld',
  matches: [],
  claims: () => false,
  find(document, url): FoundJob[] {
    return refsFromPageData(readPageJobData(document), url, () => null).map((ref) => ({ ref }));
  },
};
