/**
 * Job ids that the generated catalog always contains, so end-to-end tests and demos can rely on them.
 * They follow DESIGN §3 (`<ats>:<board>:<posting>`, or `<site>:<posting>` for sites without boards).
 * All four are open, verified, recently posted listings.
 */
import type { JobSeed } from './seed-shapes';

const DAY_MS = 86_400_000;

export const ANTHROPIC_JOB_ID = 'greenhouse:anthropic:5058714008';
export const BIOCATCH_LEVER_UUID = '0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70';
export const BIOCATCH_JOB_ID = `lever:biocatch:${BIOCATCH_LEVER_UUID}`;
export const AQUASEC_JOB_ID = 'comeet:aquasec:CD.86E';
export const LINKEDIN_JOB_ID = 'linkedin:3786945580';

export const KNOWN_JOB_IDS = [ANTHROPIC_JOB_ID, BIOCATCH_JOB_ID, AQUASEC_JOB_ID, LINKEDIN_JOB_ID] as const;

/** Companies of the known jobs (name, domain), also always in the catalog. */
export const KNOWN_COMPANIES = {
  anthropic: { name: 'Anthropic', domain: 'anthropic.com', ats: 'greenhouse', board: 'anthropic' },
  biocatch: { name: 'BioCatch', domain: 'biocatch.com', ats: 'lever', board: 'biocatch' },
  aquasec: { name: 'Aqua Security', domain: 'aquasec.com', ats: 'comeet', board: 'aquasec' },
  wix: { name: 'Wix', domain: 'wix.com', ats: 'greenhouse', board: 'wix' },
} as const;

/** The known jobs, fixed and fresh: posted `age_days` before the first start. */
const KNOWN_JOBS: (Omit<JobSeed, 'posted_at'> & { age_days: number })[] = [
  {
    job_id: ANTHROPIC_JOB_ID,
    company_domain: 'anthropic.com',
    title: 'Software Engineer, Infrastructure',
    city: 'San Francisco',
    country: 'US',
    location: 'San Francisco, CA, United States',
    department: 'Engineering',
    seniority: 'senior',
    workplace: 'hybrid',
    skills: ['Python', 'Kubernetes', 'Go', 'AWS'],
    salary_min: 300_000,
    salary_max: 405_000,
    salary_currency: 'USD',
    salary_period: 'year',
    salary_ils: null,
    salary_disclosed: true,
    age_days: 3,
    closed_at: null,
    ats: 'greenhouse',
    confidence: 'verified',
  },
  {
    job_id: BIOCATCH_JOB_ID,
    company_domain: 'biocatch.com',
    title: 'Senior Backend Engineer',
    city: 'Tel Aviv-Yafo',
    country: 'IL',
    location: 'Tel Aviv-Yafo, Israel',
    department: 'Engineering',
    seniority: 'senior',
    workplace: 'hybrid',
    skills: ['Java', 'Kafka', 'PostgreSQL', 'AWS'],
    salary_min: 35_000,
    salary_max: 42_000,
    salary_currency: 'ILS',
    salary_period: 'month',
    salary_ils: 38_500,
    salary_disclosed: true,
    age_days: 5,
    closed_at: null,
    ats: 'lever',
    confidence: 'verified',
  },
  {
    job_id: AQUASEC_JOB_ID,
    company_domain: 'aquasec.com',
    title: 'Cloud Security Researcher',
    city: 'Ramat Gan',
    country: 'IL',
    location: 'Ramat Gan, Israel',
    department: 'Security',
    seniority: 'mid',
    workplace: 'onsite',
    skills: ['Go', 'Kubernetes', 'Cybersecurity', 'Linux'],
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    salary_ils: 30_000,
    salary_disclosed: false,
    age_days: 2,
    closed_at: null,
    ats: 'comeet',
    confidence: 'verified',
  },
  {
    job_id: LINKEDIN_JOB_ID,
    company_domain: 'wix.com',
    title: 'Frontend Engineer',
    city: 'Tel Aviv-Yafo',
    country: 'IL',
    location: 'Tel Aviv-Yafo, Tel Aviv District, Israel',
    department: 'Engineering',
    seniority: 'mid',
    workplace: 'hybrid',
    skills: ['React', 'TypeScript', 'JavaScript'],
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    salary_ils: null,
    salary_disclosed: false,
    age_days: 1,
    closed_at: null,
    ats: 'linkedin',
    confidence: 'verified',
  },
];

export function knownJobSeeds(now: number): JobSeed[] {
  return KNOWN_JOBS.map(({ age_days, ...job }) => ({ ...job, posted_at: now - age_days * DAY_MS }));
}
