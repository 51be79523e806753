/**
 * Inputs that reach every shape of request the extension can send: every §4.7 filter key as the filter form
 * makes it, every profile field, and job ids of each kind jobstar derives (DESIGN §3) plus reserved characters.
 * Shared by the request list test and the conformance run.
 */
import { type FilterQuery, filterToQuery, JobFilter, type ProfileInput } from '../contract';

/** Every §4.7 key with a value the filter form can produce. */
export const EVERY_FILTER: FilterQuery = filterToQuery(
  JobFilter.parse({
    country: ['IL', 'US'],
    city: ['Tel Aviv-Yafo', 'Haifa'],
    location: 'Herzliya, Israel',
    company: ['acme.com', 'example.org'],
    ats: ['greenhouse', 'lever'],
    department: ['Engineering'],
    seniority: 'senior',
    workplace: 'hybrid',
    skills: ['TypeScript', 'C++', 'Node.js'],
    ids: ['greenhouse:acme:5058714008', 'comeet:91.001:CD.86E'],
    israel_only: true,
    confidence: 'best_effort',
    include_closed: true,
    include_outdated: true,
    min_age_days: 0,
    max_age_days: 30,
    salary_min: 20000,
    salary_max: 45000,
    salary_known: true,
    salary_disclosed: true,
  }),
);

export const EVERY_PROFILE_FIELD: ProfileInput = {
  skills: ['TypeScript', 'Go'],
  seniority: 'staff',
  workplace: ['remote', 'hybrid', 'onsite'],
  israel_only: true,
  country: ['IL', 'DE'],
  city: ['Haifa'],
  cadence: 'weekly',
  digest_time: '07:30',
  digest_tz: 'Europe/Berlin',
  digest_day: 4,
};

export const JOB_IDS = [
  'greenhouse:anthropic:5058714008',
  'lever:biocatch:0b8d7c0e-7a6b-4d3c-9e2f-1a2b3c4d5e6f',
  'comeet:91.001:CD.86E',
  'linkedin:3786945580',
  'odd/id?with#reserved chars&%',
];
