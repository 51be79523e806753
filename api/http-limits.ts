/**
 * What the service clients accept from the network (DESIGN §4 rule 13): a bounded body, a bounded saved list,
 * bounded strings, and only links a person can safely open. A hostile or broken service is cut down or
 * refused here, before anything is stored or rendered; local data is never touched by a refused answer.
 */
import type { CompanySearchResponse, FacetsResponse, JobListing } from './contract';
import { safeLink } from './safe-link';

/** Far above any real answer (a /jobs page of 100 listings is ~200 kB); a body past it is refused unread. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** Saved entries accepted from one `GET /me/saved`: far above a real person's list, and above the 20,000 the benchmark syncs (about 90 bytes each, well inside the body cap). */
export const MAX_SAVED_ENTRIES = 50_000;

const TEXT_LIMITS = {
  job_id: 512,
  title: 300,
  company: 200,
  company_domain: 253,
  city: 120,
  country: 60,
  location: 200,
  department: 200,
  seniority: 40,
  workplace: 40,
  salary_currency: 8,
  posted_at: 40,
  closed_at: 40,
  ats: 40,
  confidence: 40,
} as const satisfies Partial<Record<keyof JobListing, number>>;
const MAX_SKILLS = 50;
const SKILL_LIMIT = 100;

const cut = (value: string, max: number): string => (value.length > max ? value.slice(0, max) : value);

/** Links from service data pass the one link rule; exported here too for the commands that store a page's link. */
export { safeLink };

/**
 * A listing cut to the fields we know, each to its length; unknown extra fields are dropped. A job id too long
 * to be one of ours cannot be cut without naming another job, so that listing is refused (null).
 */
export function capListing(listing: JobListing, serviceOrigin: string): JobListing | null {
  if (listing.job_id.length > TEXT_LIMITS.job_id) return null;
  const capped: Record<string, unknown> = {};
  for (const [field, max] of Object.entries(TEXT_LIMITS)) {
    const value = listing[field as keyof JobListing];
    if (typeof value === 'string') capped[field] = cut(value, max);
    else if (value === null) capped[field] = null;
  }
  for (const field of ['salary_min', 'salary_max', 'salary_ils_monthly'] as const) {
    const value = listing[field];
    if (typeof value === 'number' || value === null) capped[field] = value;
  }
  if (Array.isArray(listing.skills)) {
    capped.skills = listing.skills.slice(0, MAX_SKILLS).map((skill) => cut(skill, SKILL_LIMIT));
  }
  const url = safeLink(listing.url, serviceOrigin);
  if (url) capped.url = url;
  return capped as JobListing;
}

/** Items per list answer the pages render (company matches, facet buckets). */
const MAX_LIST_ITEMS = 1000;
const NAME_LIMIT = 200;
/** A server's problem text is stored with a dead letter and shown under "Details". */
const PROBLEM_TEXT_LIMIT = 1000;
const MAX_FIELD_ERRORS = 50;

export const capProblemText = (text: string): string => cut(text, PROBLEM_TEXT_LIMIT);

export function capFieldErrors(errors: { path: string; message: string }[]): { path: string; message: string }[] {
  return errors
    .slice(0, MAX_FIELD_ERRORS)
    .map((error) => ({ path: cut(error.path, NAME_LIMIT), message: cut(error.message, PROBLEM_TEXT_LIMIT) }));
}

/** Each result cut to the fields we know; its `jobs_url` only when it is a link a person can safely open. */
export function capCompanies(response: CompanySearchResponse, serviceOrigin: string): CompanySearchResponse {
  return {
    companies: response.companies.slice(0, MAX_LIST_ITEMS).map((company) => {
      const jobsUrl = safeLink(company.jobs_url, serviceOrigin);
      return {
        ...(typeof company.name === 'string' ? { name: cut(company.name, TEXT_LIMITS.company) } : {}),
        ...(typeof company.domain === 'string' ? { domain: cut(company.domain, TEXT_LIMITS.company_domain) } : {}),
        ...(typeof company.ats === 'string' ? { ats: cut(company.ats, TEXT_LIMITS.ats) } : {}),
        ...(company.open_jobs !== undefined ? { open_jobs: company.open_jobs } : {}),
        ...(jobsUrl ? { jobs_url: jobsUrl } : {}),
      };
    }),
  };
}

export function capFacets(response: FacetsResponse): FacetsResponse {
  const facets: FacetsResponse['facets'] = {};
  for (const [key, buckets] of Object.entries(response.facets).slice(0, MAX_LIST_ITEMS)) {
    facets[cut(key, NAME_LIMIT)] = buckets
      .slice(0, MAX_LIST_ITEMS)
      .map((bucket) => ({ value: cut(bucket.value, NAME_LIMIT), count: bucket.count }));
  }
  return { facets };
}
