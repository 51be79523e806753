/**
 * The service contract (spec/service-interface.md) as zod schemas. Every type the extension and the
 * reference server use for the wire is inferred from here; nothing restates a shape by hand.
 *
 * Two forms of the job-listing filter exist on purpose:
 *  - `FilterQuery`: the wire form of §4.7 (every value a string: comma-joined lists, `"1"` flags,
 *    decimal integers). It is what query strings carry and what an alert's `filter` holds (§4.1 says
 *    "any subset of the job-listing filter keys", and those keys are query parameters).
 *  - `JobFilter`: the same filter as a form edits it (arrays, numbers, booleans).
 * `filterToQuery` and `queryToFilter` convert between them without loss.
 */
import { z } from 'zod';
import { isCountryCode } from './countries';

export const SENIORITIES = [
  'intern',
  'junior',
  'mid',
  'senior',
  'staff',
  'principal',
  'lead',
  'manager',
  'director',
  'exec',
] as const;
export const WORKPLACES = ['remote', 'hybrid', 'onsite'] as const;
export const CADENCES = ['instant', 'daily', 'weekly'] as const;
export const CONFIDENCES = ['verified', 'best_effort', 'all'] as const;

export const Seniority = z.enum(SENIORITIES);
export const Workplace = z.enum(WORKPLACES);
export const Cadence = z.enum(CADENCES);
export const Confidence = z.enum(CONFIDENCES);
export type Seniority = z.infer<typeof Seniority>;
export type Workplace = z.infer<typeof Workplace>;
export type Cadence = z.infer<typeof Cadence>;
export type Confidence = z.infer<typeof Confidence>;

export const MAX_SKILLS = 40;
export const MAX_COUNTRIES = 20;
export const MAX_CITIES = 20;
export const MIN_NAME_LENGTH = 2;
export const DIGEST_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const CountryCode = z.string().refine(isCountryCode, { message: 'Not an ISO 3166-1 country code' });

const dateTime = z.iso.datetime({ offset: true });

/** A field of an answer that is dropped (read as absent, "unknown") when it does not fit, instead of failing the answer. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The items of a list that fit; the rest are left out, so one odd item never fails the whole answer. */
const fittingItems = <T extends z.ZodType>(item: T) =>
  z.array(z.unknown()).transform((items) =>
    items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );

/**
 * §2.1 "string, format uuid": any 8-4-4-4-12 hex string. zod's `uuid()` also demands an RFC 9562 version and
 * variant, which the seed never asks for, so a service's other ids would be refused.
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const Uuid = z.string().regex(UUID_PATTERN, { message: 'A uuid: 8-4-4-4-12 hexadecimal digits' });

// ---------------------------------------------------------------------------------------------
// §2.2 Profile
// ---------------------------------------------------------------------------------------------

const profileShape = {
  skills: z
    .array(z.string())
    .max(MAX_SKILLS, { message: `At most ${MAX_SKILLS} skills` })
    .optional(),
  seniority: Seniority.nullable().optional(),
  workplace: z.array(Workplace).optional(),
  israel_only: z.boolean().optional(),
  country: z
    .array(CountryCode)
    .max(MAX_COUNTRIES, { message: `At most ${MAX_COUNTRIES} countries` })
    .optional(),
  city: z
    .array(z.string())
    .max(MAX_CITIES, { message: `At most ${MAX_CITIES} cities` })
    .optional(),
  cadence: Cadence.optional(),
  digest_time: z.string().regex(DIGEST_TIME_PATTERN, { message: 'Use 24-hour HH:MM, for example 09:00' }).optional(),
  digest_tz: z.string().optional(),
  digest_day: z
    .number()
    .int({ message: 'A whole weekday number' })
    .min(0, { message: 'Monday is 0' })
    .max(6, { message: 'Sunday is 6' })
    .optional(),
};

/**
 * What a field left out of `PUT /me/profile` becomes. §2.2 states the digest defaults; the rest are the
 * reference server's documented choice (the README): empty lists, no seniority, daily digests.
 */
export const PROFILE_DEFAULTS = {
  skills: [],
  seniority: null,
  workplace: [],
  israel_only: false,
  country: [],
  city: [],
  cadence: 'daily',
  digest_time: '09:00',
  digest_tz: 'Asia/Jerusalem',
  digest_day: 0,
} as const satisfies Required<z.infer<z.ZodObject<typeof profileShape>>>;

/**
 * A profile as the service returns it. Every field is optional (§2.2) and absent means "unknown"; a value of
 * the wrong JSON type, or one that breaks a rule §2.2 states for the digest schedule, is read as absent rather
 * than failing the answer. A seniority and `workplace` items (whose values §2.2 does not show) are kept as the
 * strings they are: whether they fit what we may send is decided when they are merged into the local copy,
 * which sets aside the ones it cannot hold and names them.
 */
export const Profile = z.looseObject({
  skills: lenient(fittingItems(z.string())),
  seniority: lenient(z.string().nullable()),
  workplace: lenient(fittingItems(z.string())),
  israel_only: lenient(z.boolean()),
  country: lenient(fittingItems(z.string())),
  city: lenient(fittingItems(z.string())),
  cadence: lenient(Cadence),
  digest_time: lenient(profileShape.digest_time.unwrap()),
  digest_tz: lenient(z.string()),
  digest_day: lenient(profileShape.digest_day.unwrap()),
});
export type Profile = z.infer<typeof Profile>;

/** §4.2 request body: the same fields and constraints, nothing else. */
export const ProfileInput = z.strictObject(profileShape);
export type ProfileInput = z.infer<typeof ProfileInput>;

/** §2.4 options: "the valid system options"; its contents are not shown, so known lists are typed and the rest kept. */
export const ProfileOptions = z.looseObject({
  seniority: lenient(fittingItems(z.string())),
  workplace: lenient(fittingItems(z.string())),
  cadence: lenient(fittingItems(z.string())),
  countries: lenient(fittingItems(z.string())),
  cities: lenient(fittingItems(z.string())),
  departments: lenient(fittingItems(z.string())),
  skills: lenient(fittingItems(z.string())),
  ats: lenient(fittingItems(z.string())),
});
export type ProfileOptions = z.infer<typeof ProfileOptions>;

/** §2.4 skill_spec: the terms the in-browser CV reader matches on. */
export const SkillTerm = z.looseObject({ name: z.string(), aliases: lenient(fittingItems(z.string())) });
export const SkillSpec = z.looseObject({ skills: lenient(fittingItems(SkillTerm)) });
export type SkillTerm = z.infer<typeof SkillTerm>;
export type SkillSpec = z.infer<typeof SkillSpec>;

/** §4.2 response. A missing `profile` tells nothing, so it reads as an empty (all unknown) profile. */
export const ProfileEnvelope = z.looseObject({ profile: Profile.catch({}).default({}) });
export type ProfileEnvelope = z.infer<typeof ProfileEnvelope>;

/** §4.3 response; `options` and `skill_spec` are absent when the service sent none we can read. */
export const ProfileResponse = z.looseObject({
  profile: Profile.catch({}).default({}),
  options: lenient(ProfileOptions),
  skill_spec: lenient(SkillSpec),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

// ---------------------------------------------------------------------------------------------
// §4.7 The job-listing filter
// ---------------------------------------------------------------------------------------------

export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const listOf = (label: string, valid: (item: string) => boolean = () => true) =>
  z.string().refine((value) => splitList(value).length > 0 && splitList(value).every(valid), {
    message: `A comma-separated list of ${label}`,
  });

const one = z.literal('1', { message: 'Only "1" is allowed' });
const nonNegativeIntString = z.string().regex(/^\d+$/, { message: 'A whole number, 0 or more' });
const filterQueryShape = {
  country: listOf('ISO 3166-1 country codes', isCountryCode),
  city: listOf('city names'),
  location: z.string().min(1),
  company: listOf('company domains'),
  ats: listOf('applicant tracking systems'),
  department: listOf('departments'),
  // §4.7 says "comma-separated" only of country, city, company, ats and skills: these two are one value.
  seniority: Seniority,
  workplace: Workplace,
  skills: listOf('skills'),
  ids: listOf('job ids'),
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
export const FilterQuery = z.strictObject(
  Object.fromEntries(FILTER_KEYS.map((key) => [key, filterQueryShape[key].optional()])) as {
    [K in FilterKey]: z.ZodOptional<(typeof filterQueryShape)[K]>;
  },
);
export type FilterQuery = z.infer<typeof FilterQuery>;

const nonNegativeInt = z.number().int({ message: 'A whole number' }).min(0, { message: '0 or more' });

/** The form's view of the same filter. */
export const JobFilter = z.strictObject({
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
});
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
export const CompanySearchQuery = FilterQuery.extend({
  name: z
    .string()
    .trim()
    .min(MIN_NAME_LENGTH, { message: `At least ${MIN_NAME_LENGTH} characters` }),
});
export type CompanySearchQuery = z.infer<typeof CompanySearchQuery>;

// ---------------------------------------------------------------------------------------------
// /jobs and /facets: referenced by the spec, their contracts not shown. The reference server's
// design (README "The reference server") is the filter plus a text query, paging and sort.
// ---------------------------------------------------------------------------------------------

export const JOBS_SORTS = ['newest', 'match'] as const;
export const MAX_JOBS_LIMIT = 100;
export const JobsQuery = FilterQuery.extend({
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
});
export type JobsQuery = z.infer<typeof JobsQuery>;

/** A job listing. Its shape is not in the spec, so only `job_id` is required and a wrong field is dropped, not fatal. */
export const JobListing = z.looseObject({
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
});
export type JobListing = z.infer<typeof JobListing>;

export const JobsResponse = z.looseObject({
  jobs: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = JobListing.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
  total: z.number().int().min(0).optional(),
});
export type JobsResponse = z.infer<typeof JobsResponse>;

export const FacetBucket = z.looseObject({ value: z.string(), count: z.number().int().min(0) });
export const FacetsResponse = z.looseObject({ facets: z.record(z.string(), z.array(FacetBucket)) });
export type FacetBucket = z.infer<typeof FacetBucket>;
export type FacetsResponse = z.infer<typeof FacetsResponse>;

// ---------------------------------------------------------------------------------------------
// §2.1, §4.1 Alerts
// ---------------------------------------------------------------------------------------------

/**
 * An alert as the service answers (§2.1: every field optional). A field that does not fit is read as unknown,
 * never as a failed answer: after a POST the answer only confirms, and a 2xx is final whatever its body says.
 * The filter is echoed as the service keeps it, so its values may be of any JSON type (`min_age_days: 3`).
 */
export const Alert = z.looseObject({
  alert_id: lenient(Uuid),
  filter: lenient(z.record(z.string(), z.unknown())),
  active: lenient(z.boolean()),
  created_at: lenient(dateTime),
  last_notified_at: lenient(dateTime.nullable()),
});
export type Alert = z.infer<typeof Alert>;

export const CreateAlertRequest = z.strictObject({ filter: FilterQuery });
export type CreateAlertRequest = z.infer<typeof CreateAlertRequest>;

// ---------------------------------------------------------------------------------------------
// §2.3, §4.4–4.6 Saved entries
// ---------------------------------------------------------------------------------------------

/** A job id as we send and store it (a star's path, a page's job): strict. */
export const JobId = z.string().min(1).max(512);

/**
 * A saved entry as the service lists it (§4.6). A `saved_at` that is not a date-time reads as unknown (absent),
 * so the local time is kept; every sync reads this list, so one odd entry must never fail it whole.
 */
export const SavedEntry = z.looseObject({ job_id: JobId, saved_at: lenient(dateTime) });
export type SavedEntry = z.infer<typeof SavedEntry>;

/**
 * §4.6 response. An entry without a usable `job_id` names no job we could hold (ours pass `JobId`), so it is
 * left out and counted in `skipped` rather than failing the list.
 */
export const SavedList = z.looseObject({ saved: z.array(z.unknown()) }).transform(({ saved: items }) => {
  const saved: SavedEntry[] = [];
  for (const item of items) {
    const parsed = SavedEntry.safeParse(item);
    if (parsed.success) saved.push(parsed.data);
  }
  const skipped = items.length - saved.length;
  return { saved, ...(skipped > 0 ? { skipped } : {}) };
});
export type SavedList = z.output<typeof SavedList>;

// ---------------------------------------------------------------------------------------------
// §4.7 Company search
// ---------------------------------------------------------------------------------------------

/**
 * Company result: "its fields are not shown"; the known ones are typed, the rest kept. `jobs_url` is the
 * reference server's link to the company's open jobs.
 */
export const CompanyResult = z.looseObject({
  name: lenient(z.string()),
  domain: lenient(z.string()),
  ats: lenient(z.string()),
  open_jobs: lenient(z.number().int().min(0)),
  jobs_url: lenient(z.string()),
});
export type CompanyResult = z.infer<typeof CompanyResult>;
export const CompanySearchResponse = z.looseObject({ companies: fittingItems(CompanyResult) });
export type CompanySearchResponse = z.infer<typeof CompanySearchResponse>;

// ---------------------------------------------------------------------------------------------
// Errors: RFC 9457 problem details (the reference server's choice; §7 leaves the shape open).
// ---------------------------------------------------------------------------------------------

export const ProblemDetails = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().optional(),
  detail: z.string().optional(),
  errors: z.array(z.looseObject({ path: z.string(), message: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;

/** Flattens zod issues into the `errors: [{path, message}]` of a problem body and of the forms. */
export const issuesToErrors = (error: z.ZodError): { path: string; message: string }[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
