/** The shapes the catalog is seeded from: companies and jobs as the generator and the tests write them. */
import type { ConfidenceLevel } from './vocabulary';

export interface CompanySeed {
  name: string;
  domain: string;
  ats: string;
  board: string;
}

export interface JobSeed {
  job_id: string;
  company_domain: string;
  title: string;
  city: string | null;
  country: string | null;
  location: string | null;
  department: string | null;
  seniority: string | null;
  workplace: string | null;
  skills: string[];
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  /** 'month' or 'year': the period of salary_min/salary_max as the employer stated them. */
  salary_period: string | null;
  /** Monthly gross in ILS: the service's shekel figure (stated, or estimated), null when none. */
  salary_ils: number | null;
  /** The employer stated a salary (in any currency). */
  salary_disclosed: boolean;
  /** Epoch milliseconds. */
  posted_at: number;
  closed_at: number | null;
  ats: string;
  confidence: ConfidenceLevel;
  description?: string;
}

export interface Catalog {
  companies: CompanySeed[];
  jobs: JobSeed[];
}
