/** Writes a catalog into the database in one transaction; seeding happens only when the catalog is empty. */
import type { DB } from '../db';
import { generateCatalog } from './generate';
import type { Catalog, CompanySeed, JobSeed } from './seed-shapes';
import { CONFIDENCE_LEVELS, canonicalSkill, skillsMask } from './vocabulary';

export function insertCompanies(db: DB, companies: CompanySeed[]): void {
  const insert = db.prepare(
    'INSERT INTO companies (name, domain, ats, board) VALUES (@name, @domain, @ats, @board) ON CONFLICT(domain) DO NOTHING',
  );
  db.transaction(() => {
    for (const company of companies) insert.run(company);
  })();
}

/** Inserts (or replaces, by job_id) jobs; each job's company must exist (by domain). */
export function insertJobs(db: DB, jobs: JobSeed[]): void {
  const companyIds = new Map<string, number>();
  for (const row of db.prepare('SELECT id, domain FROM companies').all() as { id: number; domain: string }[]) {
    companyIds.set(row.domain, row.id);
  }
  const insert = db.prepare(`
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
  db.transaction(() => {
    for (const job of jobs) {
      const companyId = companyIds.get(job.company_domain);
      if (companyId === undefined) throw new Error(`Unknown company ${job.company_domain} for ${job.job_id}`);
      const skills = [...new Set(job.skills.map((skill) => canonicalSkill(skill)).filter((s) => s !== undefined))];
      insert.run({
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
      });
    }
  })();
}

function describeJob(job: JobSeed): string {
  const skills = job.skills.length ? ` You will work with ${job.skills.join(', ')}.` : '';
  return `We are looking for a ${job.title} to join our ${job.department ?? ''} team in ${job.location ?? 'our office'}.${skills}`;
}

export function insertCatalog(db: DB, catalog: Catalog): void {
  db.transaction(() => {
    insertCompanies(db, catalog.companies);
    insertJobs(db, catalog.jobs);
  })();
}

/** Seeds the catalog when the database has none. Returns true when it seeded. */
export function seedIfEmpty(db: DB, options: { jobs?: number; now: Date; catalog?: Catalog }): boolean {
  const { count } = db.prepare('SELECT count(*) AS count FROM companies').get() as { count: number };
  if (count > 0) return false;
  insertCatalog(db, options.catalog ?? generateCatalog({ jobs: options.jobs ?? 30_000, now: options.now }));
  db.exec('ANALYZE');
  return true;
}
