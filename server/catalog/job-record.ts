/**
 * A seeded job as both stores write it: skills in the vocabulary's spelling (unknown ones dropped) with their
 * bitmask, flags and confidence as numbers, and a description made up when the seed has none.
 */
import type { JobSeed } from './seed-shapes';
import { CONFIDENCE_LEVELS, canonicalSkill, skillsMask } from './vocabulary';

export interface JobRecord {
  job_id: string;
  company_id: number;
  title: string;
  city: string | null;
  country: string | null;
  location: string | null;
  department: string | null;
  seniority: string | null;
  workplace: string | null;
  /** JSON array. */
  skills: string;
  skills_mask: bigint;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  salary_ils: number | null;
  salary_disclosed: number;
  posted_at: number;
  closed_at: number | null;
  ats: string;
  confidence: number;
  description: string;
}

function describeJob(job: JobSeed): string {
  const skills = job.skills.length ? ` You will work with ${job.skills.join(', ')}.` : '';
  return `We are looking for a ${job.title} to join our ${job.department ?? ''} team in ${job.location ?? 'our office'}.${skills}`;
}

/** `companyIds` maps a domain to its stored company id; an unknown company is an error in the seed. */
export function jobRecord(job: JobSeed, companyIds: ReadonlyMap<string, number>): JobRecord {
  const companyId = companyIds.get(job.company_domain);
  if (companyId === undefined) throw new Error(`Unknown company ${job.company_domain} for ${job.job_id}`);
  const skills = [...new Set(job.skills.map((skill) => canonicalSkill(skill)).filter((s) => s !== undefined))];
  return {
    job_id: job.job_id,
    company_id: companyId,
    title: job.title,
    city: job.city,
    country: job.country,
    location: job.location,
    department: job.department,
    seniority: job.seniority,
    workplace: job.workplace,
    skills: JSON.stringify(skills),
    skills_mask: skillsMask(skills),
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    salary_ils: job.salary_ils,
    salary_disclosed: job.salary_disclosed ? 1 : 0,
    posted_at: job.posted_at,
    closed_at: job.closed_at,
    ats: job.ats,
    confidence: Math.max(0, CONFIDENCE_LEVELS.indexOf(job.confidence)),
    description: job.description ?? describeJob(job),
  };
}
