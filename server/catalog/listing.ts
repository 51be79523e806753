/** A catalog row as the API's job listing (the README's `/jobs` shape) and the path of its page here. */
import type { JobListing } from '../../api/contract';
import type { JobRow } from './column-index';
import type { CompanyRow } from './companies';
import { CONFIDENCE_LEVELS } from './vocabulary';

export type Listing = JobListing & {
  job_id: string;
  title: string;
  company: string;
  company_domain: string;
  skills: string[];
  posted_at: string;
  url: string;
  salary_period: string | null;
  salary_disclosed: boolean;
  description: string;
};

/** The path of a job's page on this service; ':' is kept readable. */
export const jobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId).replace(/%3A/gi, ':')}`;

export function toListing(row: JobRow, company: CompanyRow, description: string, base: string): Listing {
  return {
    job_id: row.job_id,
    title: row.title,
    company: company.name,
    company_domain: company.domain,
    city: row.city,
    country: row.country,
    location: row.location,
    department: row.department,
    seniority: row.seniority,
    workplace: row.workplace,
    skills: JSON.parse(row.skills) as string[],
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    salary_ils_monthly: row.salary_ils,
    salary_disclosed: row.salary_disclosed === 1,
    posted_at: new Date(row.posted_at).toISOString(),
    closed_at: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    url: `${base}${jobPath(row.job_id)}`,
    ats: row.ats,
    confidence: CONFIDENCE_LEVELS[row.confidence] ?? 'unconfirmed',
    description,
  };
}
