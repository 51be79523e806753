/**
 * §4.7 The job-listing filter in its two forms (the wire `FilterQuery` and the form's `JobFilter`), and the
 * queries built on it: company search and `/jobs`.
 */
import { z } from 'zod';
import { isCountryCode } from '../countries';
import { lazySchema } from './lazy-schema';
import { splitList } from './split-list';
import { Confidence, CountryCode, MIN_NAME_LENGTH, Seniority, Workplace } from './vocabulary';

export { splitList };

const listOf = (label: string, valid: (item: string) => boolean = () => true) =>
  z.string().refine((value) => splitList(value).length > 0 && splitList(value).every(valid), {
    message: `A comma-separated list of ${label}`,
  });

const one = lazySchema(() => z.literal('1', { message: 'Only "1" is allowed' }));
const nonNegativeIntString = lazySchema(() => z.string().regex(/^\d+$/, { message: 'A whole number, 0 or more' }));
const filterQueryShape = {
  country: lazySchema(() => listOf('ISO 3166-1 country codes', isCountryCode)),
  city: lazySchema(() => listOf('city names')),
  location: lazySchema(() => z.string().min(1)),
  company: lazySchema(() => listOf('company domains')),
  ats: lazySchema(() => listOf('applicant tracking systems')),
  department: lazySchema(() => listOf('departments')),
  // §4.7 says "comma-separated" only of country, city, company, ats and skills: these two are one value.
  seniority: Seniority,
  workplace: Workplace,
  skills: lazySchema(() => listOf('skills')),
  ids: lazySchema(() => listOf('job ids')),
  israel_only: one,
  confidence: Confidence,
  include_closed: one,
  include_outdated: one,
  min_age_days: nonNegativeIntString,
  max_age_days: nonNegativeIntString,
  salary_min: nonNegativeIntString,
  salary_max: nonNegativeIntString,
  salary_known: one,
  salary_disclosed: one,
};
export const FILTER_KEYS = Object.keys(filterQueryShape) as (keyof typeof filterQueryShape)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The wire form: any subset of the filter keys, every value a string. Unknown keys are an error. */
export const FilterQuery = lazySchema(() =>
  z.strictObject(
    Object.fromEntries(FILTER_KEYS.map((key) => [key, filterQueryShape[key].optional()])) as {
      [K in FilterKey]: z.ZodOptional<(typeof filterQueryShape)[K]>;
    },
  ),
);
export type FilterQuery = z.infer<typeof FilterQuery>;

const nonNegativeInt = lazySchema(() => z.number().int({ message: 'A whole number' }).min(0, { message: '0 or more' }));

/** The form's view of the same filter. */
export const JobFilter = lazySchema(() =>
  z.strictObject({
    country: z.array(CountryCode).optional(),
    city: z.array(z.string().min(1)).optional(),
    location: z.string().min(1).optional(),
    company: z.array(z.string().min(1)).optional(),
    ats: z.array(z.string().min(1)).optional(),
    department: z.array(z.string().min(1)).optional(),
    seniority: Seniority.optional(),
    workplace: Workplace.optional(),
    skills: z.array(z.string().min(1)).optional(),
    ids: z.array(z.string().min(1)).optional(),
    israel_only: z.boolean().optional(),
    confidence: Confidence.optional(),
    include_closed: z.boolean().optional(),
    include_outdated: z.boolean().optional(),
    min_age_days: nonNegativeInt.optional(),
    max_age_days: nonNegativeInt.optional(),
    salary_min: nonNegativeInt.optional(),
    salary_max: nonNegativeInt.optional(),
    salary_known: z.boolean().optional(),
    salary_disclosed: z.boolean().optional(),
  }),
);
export type JobFilter = z.infer<typeof JobFilter>;

const LIST_KEYS = ['country', 'city', 'company', 'ats', 'department', 'skills', 'ids'] as const satisfies FilterKey[];
const FLAG_KEYS = [
  'israel_only',
  'include_closed',
  'include_outdated',
  'salary_known',
  'salary_disclosed',
] as const satisfies FilterKey[];
const INT_KEYS = ['min_age_days', 'max_age_days', 'salary_min', 'salary_max'] as const satisfies FilterKey[];

/** Typed filter → wire form. Empty lists and false flags are left out; keys keep the contract's order. */
export function filterToQuery(filter: JobFilter): FilterQuery {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined || value === false) continue;
    if (Array.isArray(value)) {
      const items = value.map((item) => item.trim()).filter((item) => item.length > 0);
      if (items.length > 0) query[key] = items.join(',');
    } else if (value === true) {
      query[key] = '1';
    } else {
      query[key] = String(value);
    }
  }
  return query as FilterQuery;
}

/** Validated wire form → typed filter. */
export function queryToFilter(query: FilterQuery): JobFilter {
  const filter: Record<string, unknown> = {};
  for (const key of LIST_KEYS) if (query[key] !== undefined) filter[key] = splitList(query[key]);
  for (const key of FLAG_KEYS) if (query[key] !== undefined) filter[key] = true;
  for (const key of INT_KEYS) if (query[key] !== undefined) filter[key] = Number(query[key]);
  for (const key of ['location', 'seniority', 'workplace', 'confidence'] as const) {
    if (query[key] !== undefined) filter[key] = query[key];
  }
  return filter as JobFilter;
}

/** The filter's semantics with the contract's defaults applied (confidence defaults to `verified`). */
export const withFilterDefaults = (filter: JobFilter): JobFilter & { confidence: Confidence } => ({
  ...filter,
  confidence: filter.confidence ?? 'verified',
});

/** §4.7 query: the filter plus `name` (at least two characters once trimmed). */
export const CompanySearchQuery = lazySchema(() =>
  FilterQuery.extend({
    name: z
      .string()
      .trim()
      .min(MIN_NAME_LENGTH, { message: `At least ${MIN_NAME_LENGTH} characters` }),
  }),
);
export type CompanySearchQuery = z.infer<typeof CompanySearchQuery>;

// ---------------------------------------------------------------------------------------------
// /jobs and /facets: referenced by the spec, their contracts not shown. The reference server's
// design (README "The reference server") is the filter plus a text query, paging and sort.
// ---------------------------------------------------------------------------------------------

export const JOBS_SORTS = ['newest', 'match'] as const;
export const MAX_JOBS_LIMIT = 100;
export const JobsQuery = lazySchema(() =>
  FilterQuery.extend({
    q: z.string().optional(),
    sort: z.enum(JOBS_SORTS).optional(),
    limit: z
      .string()
      .regex(/^\d+$/)
      .refine((value) => Number(value) >= 1 && Number(value) <= MAX_JOBS_LIMIT, {
        message: `Between 1 and ${MAX_JOBS_LIMIT}`,
      })
      .optional(),
    offset: nonNegativeIntString.optional(),
  }),
);
export type JobsQuery = z.infer<typeof JobsQuery>;
