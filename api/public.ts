/**
 * The token-free reads of the service (§4.7 company search, `/jobs`, `/facets`). Pages call these directly
 * because live search must abort stale requests, and an AbortSignal cannot cross a runtime message; the
 * background's account client (client.ts) reuses the same reads for hydrating saved jobs.
 */
import {
  CompanySearchQuery,
  CompanySearchResponse,
  FacetsResponse,
  type FilterQuery,
  JobsQuery,
  JobsResponse,
} from './contract';
import { createHttp, getParsed, type Http, type HttpOptions } from './http';
import { capCompanies, capFacets, capListing } from './http-limits';

/** Ids per `/jobs?ids=` request: keeps the URL well under common 8 kB limits. */
export const IDS_PER_REQUEST = 50;

/** The listings of an answer, each cut to our limits (a listing whose id cannot be ours is dropped). */
const cappedJobs = (response: JobsResponse, serviceOrigin: string): JobsResponse => ({
  ...(response.total !== undefined ? { total: response.total } : {}),
  jobs: response.jobs.flatMap((job) => capListing(job, serviceOrigin) ?? []),
});

/** `serviceOrigin` is the configured service: the one place plain-http links may point. */
export function publicReads(http: Http, serviceOrigin: string) {
  return {
    /** The query is validated before it is sent; an invalid one rejects, never reaching the network. */
    searchCompanies: async (query: CompanySearchQuery, signal?: AbortSignal) =>
      capCompanies(
        await getParsed(http, CompanySearchResponse, 'companies/search', {
          searchParams: CompanySearchQuery.parse(query),
          signal,
        }),
        serviceOrigin,
      ),
    jobs: async (query: JobsQuery, signal?: AbortSignal) =>
      cappedJobs(
        await getParsed(http, JobsResponse, 'jobs', { searchParams: JobsQuery.parse(query), signal }),
        serviceOrigin,
      ),
    /** Full listings for saved ids, in batches; ids the service does not know are simply absent. */
    jobsByIds: async (ids: readonly string[], signal?: AbortSignal) => {
      const jobs: JobsResponse['jobs'] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
        const batch = ids.slice(start, start + IDS_PER_REQUEST);
        const page = await getParsed(http, JobsResponse, 'jobs', {
          searchParams: {
            ids: batch.join(','),
            confidence: 'all',
            include_closed: '1',
            include_outdated: '1',
            limit: String(batch.length),
          },
          signal,
        });
        jobs.push(...cappedJobs(page, serviceOrigin).jobs);
      }
      return jobs;
    },
    facets: async (filter: FilterQuery = {}, signal?: AbortSignal) =>
      capFacets(await getParsed(http, FacetsResponse, 'facets', { searchParams: filter, signal })),
  };
}

export const createPublicApi = (options: HttpOptions) => publicReads(createHttp(options), options.baseUrl);

export type PublicApi = ReturnType<typeof createPublicApi>;
