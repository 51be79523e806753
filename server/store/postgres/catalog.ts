/**
 * The catalog in PostgreSQL: companies and jobs written in batches of arrays (one statement per few thousand
 * rows, not one per row), seeded once under an advisory lock however many instances start together, and its
 * version in `meta`.
 */
import type pg from 'pg';
import type { JobRow } from '../../catalog/column-index';
import type { CompanyRow } from '../../catalog/companies';
import { type JobRecord, jobRecord } from '../../catalog/job-record';
import type { JobSeed } from '../../catalog/seed-shapes';
import type { CatalogStorage } from '../store';
import { inTransaction } from './database';

const BATCH = 5_000;

/** The jobs columns in order, with the array type each is sent as. */
const JOB_COLUMNS: [keyof JobRecord, string][] = [
  ['job_id', 'text'],
  ['company_id', 'int'],
  ['title', 'text'],
  ['city', 'text'],
  ['country', 'text'],
  ['location', 'text'],
  ['department', 'text'],
  ['seniority', 'text'],
  ['workplace', 'text'],
  ['skills', 'text'],
  ['skills_mask', 'bigint'],
  ['salary_min', 'int'],
  ['salary_max', 'int'],
  ['salary_currency', 'text'],
  ['salary_period', 'text'],
  ['salary_ils', 'int'],
  ['salary_disclosed', 'smallint'],
  ['posted_at', 'bigint'],
  ['closed_at', 'bigint'],
  ['ats', 'text'],
  ['confidence', 'smallint'],
  ['description', 'text'],
];

const UPSERT_JOBS = `
  INSERT INTO jobs (${JOB_COLUMNS.map(([name]) => name).join(', ')})
  SELECT * FROM unnest(${JOB_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
  ON CONFLICT (job_id) DO UPDATE SET ${JOB_COLUMNS.filter(([name]) => name !== 'job_id')
    .map(([name]) => `${name} = excluded.${name}`)
    .join(', ')}`;

const BUMP_VERSION = `INSERT INTO meta (key, value) VALUES ('catalog_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (meta.value::bigint + 1)::text`;

async function upsertJobs(client: pg.PoolClient, jobs: JobSeed[]): Promise<void> {
  const { rows } = await client.query<{ id: number; domain: string }>('SELECT id, domain FROM companies');
  const companyIds = new Map(rows.map((row) => [row.domain, row.id]));
  // One statement may not touch a row twice: the last of a job id's seeds wins, as it would one by one.
  const records = [...new Map(jobs.map((job) => [job.job_id, jobRecord(job, companyIds)])).values()];
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    await client.query(
      UPSERT_JOBS,
      JOB_COLUMNS.map(([name]) =>
        batch.map((record) => (name === 'skills_mask' ? record.skills_mask.toString() : record[name])),
      ),
    );
  }
  await client.query(BUMP_VERSION);
}

export function postgresCatalog(pool: pg.Pool): CatalogStorage {
  const version = async () => {
    const { rows } = await pool.query<{ value: string }>("SELECT value FROM meta WHERE key = 'catalog_version'");
    return rows[0] ? Number(rows[0].value) : 0;
  };
  return {
    async seedIfEmpty(make) {
      const empty = async (client: pg.Pool | pg.PoolClient) =>
        (await client.query('SELECT 1 FROM companies LIMIT 1')).rows.length === 0;
      if (!(await empty(pool))) return false;
      // Made before the transaction: a long pause inside it would trip the idle-in-transaction timeout.
      const catalog = make();
      const seeded = await inTransaction(pool, async (client) => {
        // Seeding 100k jobs takes longer than any request may.
        await client.query('SET LOCAL statement_timeout = 0');
        await client.query("SELECT pg_advisory_xact_lock(hashtext('jobstar.seed'))");
        if (!(await empty(client))) return false;
        await client.query(
          `INSERT INTO companies (name, domain, ats, board)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) ON CONFLICT (domain) DO NOTHING`,
          [
            catalog.companies.map((company) => company.name),
            catalog.companies.map((company) => company.domain),
            catalog.companies.map((company) => company.ats),
            catalog.companies.map((company) => company.board),
          ],
        );
        await upsertJobs(client, catalog.jobs);
        return true;
      });
      if (seeded) await pool.query('ANALYZE companies, jobs');
      return seeded;
    },
    async upsertJobs(jobs) {
      await inTransaction(pool, (client) => upsertJobs(client, jobs));
    },
    async load() {
      // The version is read first: rows newer than it only make the next check reload once more.
      const at = await version();
      const companies = await pool.query<CompanyRow>('SELECT id, name, domain, ats, board FROM companies ORDER BY id');
      const jobs = await pool.query<JobRow & { mask_text: string }>(
        `SELECT id, job_id, company_id, title, city, country, location, department, seniority, workplace, skills,
          skills_mask::text AS mask_text, salary_min, salary_max, salary_currency, salary_period, salary_ils,
          salary_disclosed, posted_at, closed_at, ats, confidence
         FROM jobs ORDER BY posted_at DESC, id DESC`,
      );
      for (const row of jobs.rows) row.skills_mask = BigInt(row.mask_text);
      return { version: at, companies: companies.rows, jobs: jobs.rows };
    },
    version,
    async descriptions(ids) {
      const { rows } = await pool.query<{ id: number; description: string }>(
        'SELECT id, description FROM jobs WHERE id = ANY($1::int[])',
        [ids],
      );
      return new Map(rows.map((row) => [row.id, row.description]));
    },
  };
}
