/**
 * The generic adapter: any page carrying a schema.org JobPosting. It claims no URL (no `<all_urls>`); the
 * background runs `readPageJobData` in the tab through activeTab on a user gesture and turns the result
 * into refs here. Site adapters also fall back to it (JSON-LD is the last source of trust, DESIGN §3).
 */

import type { JobRef } from '../api/job-ref';
import type { FoundJob, SiteAdapter } from './adapter';
import { applyLinkOf } from './apply-link';
import { pageUrl } from './dom';
import { refOf } from './facts';
import { jobIdOf, webHost } from './job-id';
import { type PageJobData, type RawPosting, readPageJobData } from './jsonld-extract';
import { placed } from './placement';

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

const sameHost = (a: URL, b: URL) => a.hostname.replace(/^www\./, '') === b.hostname.replace(/^www\./, '');

/**
 * A posting's id: the id a site adapter derives from the page's own address, linked where that adapter links it;
 * else the page's identifier or path under its host, linked on that host (sites/ownership.ts: a job is linked on
 * the site its id names). A posting whose address is on another site (an aggregator's, pointing at the employer's
 * ATS) keeps the page's id: a page may name only its own site's jobs (DESIGN §6). That address, or else the page's
 * Apply link elsewhere, is kept as where to apply, and "seen before" links the two stars by it.
 */
function refFromPosting(posting: RawPosting, page: URL, resolve: UrlResolver, apply?: string): JobRef {
  const known = resolve(page);
  if (known) return refOf({ jobId: known.jobId, site: known.site, url: known.url }, posting);
  const own = parseUrl(posting.url, page);
  const here = own && sameHost(own, page);
  const url = pageUrl(here ? own : page);
  const posted = posting.identifier ?? `${page.pathname}${page.search}`;
  const ref = refOf(
    { jobId: jobIdOf({ ats: 'web', board: webHost(page), posting: posted }), site: 'jsonld', url },
    posting,
  );
  const elsewhere = own && !here && own.protocol === 'https:' ? own.href : apply;
  return elsewhere ? { ...ref, applyUrl: elsewhere } : ref;
}

/**
 * The page's jobs. A Greenhouse embed names the posting exactly, so it is the page's own job, by the id and link
 * the Greenhouse adapter gives its address (never the page's own address: the page is not Greenhouse's); the
 * page's JSON-LD (if any) only adds what it shows. Without a resolver (a content script's reading) an embed is
 * left out: a frame may claim only its own site's jobs.
 */
export function refsFromPageData(data: PageJobData, page: URL, resolve: UrlResolver): JobRef[] {
  const refs = data.postings
    .filter((posting) => posting.title)
    .map((posting, index) => refFromPosting(posting, page, resolve, index === 0 ? data.apply : undefined));
  const embed = typeof data.greenhouse === 'string' ? parseUrl(data.greenhouse, page) : null;
  const embedded = embed && resolve(embed);
  if (!embedded) return refs;
  const [shown, ...others] = refs;
  return [{ ...(shown ?? {}), jobId: embedded.jobId, site: embedded.site, url: embedded.url }, ...others];
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
    const data = readPageJobData(document);
    const apply = data.postings.length > 0 ? applyLinkOf(document) : undefined;
    return refsFromPageData(apply ? { ...data, apply } : data, url, () => null).map((ref) => placed(document, ref));
  },
};
