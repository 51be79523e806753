/** Answers of the token-free reads: `/jobs` listings, `/facets`, and §4.7 company results. */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { fittingItems, lenient } from './read';

/** A job listing. Its shape is not in the spec, so only `job_id` is required and a wrong field is dropped, not fatal. */
export const JobListing = lazySchema(() =>
  z.looseObject({
    job_id: z.string().min(1),
    title: lenient(z.string()),
    company: lenient(z.string()),
    company_domain: lenient(z.string()),
    city: lenient(z.string().nullable()),
    country: lenient(z.string().nullable()),
    location: lenient(z.string().nullable()),
    department: lenient(z.string().nullable()),
    seniority: lenient(z.string().nullable()),
    workplace: lenient(z.string().nullable()),
    skills: lenient(z.array(z.string())),
    salary_min: lenient(z.number().nullable()),
    salary_max: lenient(z.number().nullable()),
    salary_currency: lenient(z.string().nullable()),
    salary_ils_monthly: lenient(z.number().nullable()),
    posted_at: lenient(z.string()),
    closed_at: lenient(z.string().nullable()),
    url: lenient(z.string()),
    ats: lenient(z.string()),
    confidence: lenient(z.string()),
  }),
);
export type JobListing = z.infer<typeof JobListing>;

export const JobsResponse = lazySchema(() =>
  z.looseObject({
    jobs: z.array(z.unknown()).transform((items) =>
      items.flatMap((item) => {
        const parsed = JobListing.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
    total: z.number().int().min(0).optional(),
  }),
);
export type JobsResponse = z.infer<typeof JobsResponse>;

export const FacetBucket = lazySchema(() => z.looseObject({ value: z.string(), count: z.number().int().min(0) }));
export const FacetsResponse = lazySchema(() => z.looseObject({ facets: z.record(z.string(), z.array(FacetBucket)) }));
export type FacetBucket = z.infer<typeof FacetBucket>;
export type FacetsResponse = z.infer<typeof FacetsResponse>;

// ---------------------------------------------------------------------------------------------
// §4.7 Company search
// ---------------------------------------------------------------------------------------------

/**
 * Company result: "its fields are not shown"; the known ones are typed, the rest kept. `jobs_url` is the
 * reference server's link to the company's open jobs.
 */
export const CompanyResult = lazySchema(() =>
  z.looseObject({
    name: lenient(z.string()),
    domain: lenient(z.string()),
    ats: lenient(z.string()),
    open_jobs: lenient(z.number().int().min(0)),
    jobs_url: lenient(z.string()),
  }),
);
export type CompanyResult = z.infer<typeof CompanyResult>;
export const CompanySearchResponse = lazySchema(() => z.looseObject({ companies: fittingItems(CompanyResult) }));
export type CompanySearchResponse = z.infer<typeof CompanySearchResponse>;
