/** The catalog in SQLite: companies and jobs, seeded once, and its version in `meta`. */
import type { JobRow } from '../../catalog/column-index';
import type { CompanyRow } from '../../catalog/companies';
import { jobRecord } from '../../catalog/job-record';
import type { CompanySeed, JobSeed } from '../../catalog/seed-shapes';
import type { CatalogStorage } from '../store';
import type { DB } from './database';

export function sqliteCatalog(db: DB): CatalogStorage {
  const insertCompany = db.prepare(
    'INSERT INTO companies (name, domain, ats, board) VALUES (@name, @domain, @ats, @board) ON CONFLICT(domain) DO NOTHING',
  );
  const insertJob = db.prepare(`
    INSERT INTO jobs (job_id, company_id, title, city, country, location, department, seniority, workplace, skills,
      skills_mask, salary_min, salary_max, salary_currency, salary_period, salary_ils, salary_disclosed, posted_at,
      closed_at, ats, confidence, description)
    VALUES (@job_id, @company_id, @title, @city, @country, @location, @department, @seniority, @workplace, @skills,
      @skills_mask, @salary_min, @salary_max, @salary_currency, @salary_period, @salary_ils, @salary_disclosed,
      @posted_at, @closed_at, @ats, @confidence, @description)
    ON CONFLICT(job_id) DO UPDATE SET company_id = excluded.company_id, title = excluded.title, city = excluded.city,
      country = excluded.country, location = excluded.location, department = excluded.department,
      seniority = excluded.seniority, workplace = excluded.workplace, skills = excluded.skills,
      skills_mask = excluded.skills_mask, salary_min = excluded.salary_min, salary_max = excluded.salary_max,
      salary_currency = excluded.salary_currency, salary_period = excluded.salary_period,
      salary_ils = excluded.salary_ils, salary_disclosed = excluded.salary_disclosed, posted_at = excluded.posted_at,
      closed_at = excluded.closed_at, ats = excluded.ats, confidence = excluded.confidence,
      description = excluded.description
  `);
  const readVersion = db.prepare("SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'catalog_version'").pluck();
  const bumpVersion = db.prepare(
    `INSERT INTO meta (key, value) VALUES ('catalog_version', '1')
     ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`,
  );
  const description = db.prepare('SELECT description FROM jobs WHERE id = ?').pluck();
  const version = () => (readVersion.get() as number | undefined) ?? 0;

  const insertCompanies = (companies: CompanySeed[]) => {
    for (const company of companies) insertCompany.run(company);
  };
  const insertJobs = db.transaction((jobs: JobSeed[]) => {
    const companyIds = new Map<string, number>();
    for (const row of db.prepare('SELECT id, domain FROM companies').all() as { id: number; domain: string }[]) {
      companyIds.set(row.domain, row.id);
    }
    for (const job of jobs) insertJob.run(jobRecord(job, companyIds));
    bumpVersion.run();
  });

  return {
    async seedIfEmpty(make) {
      const { count } = db.prepare('SELECT count(*) AS count FROM companies').get() as { count: number };
      if (count > 0) return false;
      const catalog = make();
      db.transaction(() => {
        insertCompanies(catalog.companies);
        insertJobs(catalog.jobs);
      })();
      db.exec('ANALYZE');
      return true;
    },
    async upsertJobs(jobs) {
      insertJobs(jobs);
    },
    async load() {
      const companies = db
        .prepare('SELECT id, name, domain, ats, board FROM companies ORDER BY id')
        .all() as CompanyRow[];
      const jobs = db
        .prepare(
          `SELECT id, job_id, company_id, title, city, country, location, department, seniority, workplace, skills,
            CAST(skills_mask AS TEXT) AS mask_text, salary_min, salary_max, salary_currency, salary_period, salary_ils,
            salary_disclosed, posted_at, closed_at, ats, confidence
           FROM jobs ORDER BY posted_at DESC, id DESC`,
        )
        .all() as (JobRow & { mask_text: string })[];
      for (const row of jobs) row.skills_mask = BigInt(row.mask_text);
      return { version: version(), companies, jobs };
    },
    async version() {
      return version();
    },
    async descriptions(ids) {
      const out = new Map<number, string>();
      for (const id of ids) out.set(id, (description.get(id) as string | undefined) ?? '');
      return out;
    },
  };
}
