/**
 * A company that shows "0 open jobs" only because of the search's filters is hiring all the same: its count
 * without filters is read once (the same name, no filters) and shown beside the filtered zero.
 */
import type { CompanyResult } from '../../api/contract';

/** Whether some row's zero may be the filters' doing, so the unfiltered counts are worth one read. */
export const zeroUnderFilters = (companies: readonly CompanyResult[], filtered: boolean): boolean =>
  filtered && companies.some((company) => company.open_jobs === 0 && company.domain);

/** Open jobs by domain, from an answer read without filters. */
export function openJobsByDomain(companies: readonly CompanyResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const company of companies) {
    if (company.domain && typeof company.open_jobs === 'number') counts[company.domain] = company.open_jobs;
  }
  return counts;
}
