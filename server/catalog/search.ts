/**
 * The job-listing filter of §4.7 as SQL, and the three read operations over the catalog: company search,
 * the job list and the facets. Statements are prepared once per distinct SQL text and cached.
 *
 * Semantics (documented in server/README.md):
 *  - confidence is a level: `verified` = verified only (the default), `best_effort` = verified + best-effort,
 *    `all` = every listing, including unconfirmed ones;
 *  - closed listings are hidden unless include_closed=1, which adds those closed within the last 30 days;
 *  - open listings posted more than 365 days ago are hidden unless include_outdated=1;
 *  - min_age_days / max_age_days bound the age of the posting in whole days;
 *  - salary_min / salary_max compare the monthly ILS figure; listings with no ILS figure pass unless
 *    salary_known=1; salary_disclosed=1 keeps listings whose employer stated a salary in any currency;
 *  - list filters match any of their values (case-insensitive); skills match at least one skill;
 *  - israel_only=1 adds country = IL (so with country=US,IL it leaves IL only);
 *  - location is a case-insensitive substring of the raw location text; ids restricts to those job ids.
 */
import type { Statement } from 'better-sqlite3';
import type { JobFilter, JobListing } from '../../api/contract';
import type { DB } from '../db';
import { CONFIDENCE_LEVELS, skillBit } from './vocabulary';

export const DAY_MS = 86_400_000;
export const CLOSED_WINDOW_DAYS = 30;
export const OUTDATED_DAYS = 365;

type Filter = JobFilter;

interface Where {
  sql: string;
  params: unknown[];
}

const placeholders = (count: number) => new Array(count).fill('?').join(', ');
const lower = (values: readonly string[]) => values.map((value) => value.trim().toLowerCase());
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function skillBits(skills: readonly string[]): number[] {
  const bits = new Set<number>();
  for (const skill of skills) {
    const bit = skillBit(skill);
    if (bit !== undefined) bits.add(bit);
  }
  return [...bits].sort((a, b) => a - b);
}

export function buildWhere(filter: Filter, now: number, q?: string): Where {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const confidence = filter.confidence ?? 'verified';
  const rank = confidence === 'all' ? CONFIDENCE_LEVELS.length - 1 : CONFIDENCE_LEVELS.indexOf(confidence);
  clauses.push('j.confidence <= ?');
  params.push(rank);

  const open = filter.include_outdated ? 'j.closed_at IS NULL' : '(j.closed_at IS NULL AND j.posted_at >= ?)';
  const openParams = filter.include_outdated ? [] : [now - OUTDATED_DAYS * DAY_MS];
  if (filter.include_closed) {
    clauses.push(`(${open} OR j.closed_at >= ?)`);
    params.push(...openParams, now - CLOSED_WINDOW_DAYS * DAY_MS);
  } else {
    clauses.push(open);
    params.push(...openParams);
  }

  if (filter.min_age_days !== undefined) {
    clauses.push('j.posted_at <= ?');
    params.push(now - filter.min_age_days * DAY_MS);
  }
  if (filter.max_age_days !== undefined) {
    clauses.push('j.posted_at >= ?');
    params.push(now - filter.max_age_days * DAY_MS);
  }
  if (filter.country?.length) {
    clauses.push(`j.country IN (${placeholders(filter.country.length)})`);
    params.push(...filter.country.map((code) => code.toUpperCase()));
  }
  if (filter.israel_only) clauses.push("j.country = 'IL'");
  if (filter.city?.length) {
    clauses.push(`lower(j.city) IN (${placeholders(filter.city.length)})`);
    params.push(...lower(filter.city));
  }
  if (filter.location) {
    clauses.push("j.location LIKE ? ESCAPE '\\'");
    params.push(`%${escapeLike(filter.location.trim())}%`);
  }
  if (filter.company?.length) {
    clauses.push(
      `j.company_id IN (SELECT id FROM companies WHERE lower(domain) IN (${placeholders(filter.company.length)}))`,
    );
    params.push(...lower(filter.company));
  }
  if (filter.ats?.length) {
    clauses.push(`j.ats IN (${placeholders(filter.ats.length)})`);
    params.push(...lower(filter.ats));
  }
  if (filter.department?.length) {
    clauses.push(`lower(j.department) IN (${placeholders(filter.department.length)})`);
    params.push(...lower(filter.department));
  }
  if (filter.seniority?.length) {
    clauses.push(`j.seniority IN (${placeholders(filter.seniority.length)})`);
    params.push(...filter.seniority);
  }
  if (filter.workplace?.length) {
    clauses.push(`j.workplace IN (${placeholders(filter.workplace.length)})`);
    params.push(...filter.workplace);
  }
  if (filter.skills?.length) {
    const bits = skillBits(filter.skills);
    if (bits.length === 0) clauses.push('0');
    else {
      clauses.push('(j.skills_mask & ?) != 0');
      params.push(bits.reduce((mask, bit) => mask | (1n << BigInt(bit)), 0n));
    }
  }
  if (filter.ids?.length) {
    clauses.push(`j.job_id IN (${placeholders(filter.ids.length)})`);
    params.push(...filter.ids);
  }
  if (filter.salary_known) clauses.push('j.salary_ils IS NOT NULL');
  if (filter.salary_min !== undefined) {
    clauses.push(filter.salary_known ? 'j.salary_ils >= ?' : '(j.salary_ils IS NULL OR j.salary_ils >= ?)');
    params.push(filter.salary_min);
  }
  if (filter.salary_max !== undefined) {
    clauses.push(filter.salary_known ? 'j.salary_ils <= ?' : '(j.salary_ils IS NULL OR j.salary_ils <= ?)');
    params.push(filter.salary_max);
  }
  if (filter.salary_disclosed) clauses.push('j.salary_disclosed = 1');

  if (q) {
    for (const word of q.trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
      const like = `%${escapeLike(word)}%`;
      clauses.push(
        "(j.title LIKE ? ESCAPE '\\' OR j.company_id IN (SELECT id FROM companies WHERE name LIKE ? ESCAPE '\\' OR domain LIKE ? ESCAPE '\\'))",
      );
      params.push(like, like, like);
    }
  }
  return { sql: clauses.join(' AND '), params };
}

export interface CompanyRow {
  id: number;
  name: string;
  domain: string;
  ats: string;
  board: string;
}

interface JobRow {
  id: number;
  job_id: string;
  title: string;
  company: string;
  company_domain: string;
  city: string | null;
  country: string | null;
  location: string | null;
  department: string | null;
  seniority: string | null;
  workplace: string | null;
  skills: string;
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

const JOB_COLUMNS = `j.id, j.job_id, j.title, c.name AS company, c.domain AS company_domain, j.city, j.country, j.location,
  j.department, j.seniority, j.workplace, j.skills, j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
  j.salary_ils, j.salary_disclosed, j.posted_at, j.closed_at, j.ats, j.confidence, j.description`;

/** The path of a job's page on this service; ':' is kept readable. */
export const jobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId).replace(/%3A/gi, ':')}`;

export type Listing = JobListing & {
  job_id: string;
  title: string;
  company: string;
  company_domain: string;
  skills: string[];
  posted_at: string;
  url: string;
  salary_period: string | null;
  salary_disclosed: boolean;
  description: string;
};

export function toListing(row: JobRow, base: string): Listing {
  return {
    job_id: row.job_id,
    title: row.title,
    company: row.company,
    company_domain: row.company_domain,
    city: row.city,
    country: row.country,
    location: row.location,
    department: row.department,
    seniority: row.seniority,
    workplace: row.workplace,
    skills: JSON.parse(row.skills) as string[],
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    salary_ils_monthly: row.salary_ils,
    salary_disclosed: row.salary_disclosed === 1,
    posted_at: new Date(row.posted_at).toISOString(),
    closed_at: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    url: `${base}${jobPath(row.job_id)}`,
    ats: row.ats,
    confidence: CONFIDENCE_LEVELS[row.confidence] ?? 'unconfirmed',
    description: row.description,
  };
}

export const FACET_KEYS = ['department', 'city', 'country', 'seniority', 'workplace', 'ats'] as const;

export class CatalogStore {
  private statements = new Map<string, Statement>();
  private companies: (CompanyRow & { name_lc: string; domain_lc: string; domain_stem: string })[] = [];
  private companiesByDomain = new Map<string, CompanyRow>();

  constructor(private db: DB) {
    this.reloadCompanies();
  }

  reloadCompanies(): void {
    const rows = this.db
      .prepare('SELECT id, name, domain, ats, board FROM companies ORDER BY id')
      .all() as CompanyRow[];
    this.companies = rows.map((row) => ({
      ...row,
      name_lc: row.name.toLowerCase(),
      domain_lc: row.domain.toLowerCase(),
      domain_stem: row.domain.toLowerCase().split('.')[0] ?? '',
    }));
    this.companiesByDomain = new Map(rows.map((row) => [row.domain.toLowerCase(), row]));
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size > 500) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  company(domain: string): CompanyRow | undefined {
    return this.companiesByDomain.get(domain.toLowerCase());
  }

  searchCompanies(name: string, filter: Filter, now: number, base: string, limit = 20) {
    const needle = name.trim().toLowerCase();
    const matched: { company: CompanyRow; rank: number }[] = [];
    for (const company of this.companies) {
      let rank: number;
      if (company.name_lc === needle || company.domain_lc === needle || company.domain_stem === needle) rank = 0;
      else if (company.name_lc.startsWith(needle) || company.domain_lc.startsWith(needle)) rank = 1;
      else if (company.name_lc.includes(needle) || company.domain_lc.includes(needle)) rank = 2;
      else continue;
      matched.push({ company, rank });
    }
    const counts = new Map<number, number>();
    if (matched.length > 0) {
      const where = buildWhere(filter, now);
      const ids = matched.map((match) => match.company.id);
      const sql = `SELECT j.company_id AS id, count(*) AS n FROM jobs j WHERE j.company_id IN (${placeholders(ids.length)}) AND ${where.sql} GROUP BY j.company_id`;
      for (const row of this.prepare(sql).all(...ids, ...where.params) as { id: number; n: number }[]) {
        counts.set(row.id, row.n);
      }
    }
    return matched
      .map(({ company, rank }) => ({ company, rank, open: counts.get(company.id) ?? 0 }))
      .sort((a, b) => a.rank - b.rank || b.open - a.open || a.company.name.localeCompare(b.company.name))
      .slice(0, limit)
      .map(({ company, open }) => ({
        name: company.name,
        domain: company.domain,
        ats: company.ats,
        open_jobs: open,
        jobs_url: `${base}/companies/${encodeURIComponent(company.domain)}`,
      }));
  }

  jobs(
    filter: Filter,
    options: { q?: string; sort?: 'newest' | 'match'; limit: number; offset: number },
    now: number,
    base: string,
  ): { jobs: Listing[]; total: number } {
    const where = buildWhere(filter, now, options.q);
    const sort = options.sort ?? (filter.skills?.length ? 'match' : 'newest');
    const bits = sort === 'match' && filter.skills?.length ? skillBits(filter.skills) : [];
    const order = bits.length
      ? `(${bits.map((bit) => `((j.skills_mask >> ${bit}) & 1)`).join(' + ')}) DESC, j.posted_at DESC, j.id DESC`
      : 'j.posted_at DESC, j.id DESC';
    const rows = this.prepare(
      `SELECT ${JOB_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ).all(...where.params, options.limit, options.offset) as JobRow[];
    let total: number;
    if (options.offset === 0 && rows.length < options.limit) total = rows.length;
    else
      total = (
        this.prepare(`SELECT count(*) AS n FROM jobs j WHERE ${where.sql}`).get(...where.params) as { n: number }
      ).n;
    return { jobs: rows.map((row) => toListing(row, base)), total };
  }

  /** One job by id, whatever its state (for its page). */
  job(jobId: string, base: string): Listing | undefined {
    const row = this.prepare(
      `SELECT ${JOB_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.job_id = ?`,
    ).get(jobId) as JobRow | undefined;
    return row ? toListing(row, base) : undefined;
  }

  /** Jobs matching the filter posted after `since` (digests), newest first. */
  jobsPostedAfter(filter: Filter, since: number, now: number, base: string, limit = 50): Listing[] {
    const where = buildWhere(filter, now);
    const rows = this.prepare(
      `SELECT ${JOB_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${where.sql} AND j.posted_at > ? AND j.posted_at <= ? ORDER BY j.posted_at DESC, j.id DESC LIMIT ?`,
    ).all(...where.params, since, now, limit) as JobRow[];
    return rows.map((row) => toListing(row, base));
  }

  facets(filter: Filter, now: number): Record<(typeof FACET_KEYS)[number], { value: string; count: number }[]> {
    const where = buildWhere(filter, now);
    const rows = this.prepare(
      `SELECT j.department, j.city, j.country, j.seniority, j.workplace, j.ats FROM jobs j WHERE ${where.sql}`,
    )
      .raw(true)
      .all(...where.params) as (string | null)[][];
    const maps = FACET_KEYS.map(() => new Map<string, number>());
    for (const row of rows) {
      for (let i = 0; i < FACET_KEYS.length; i++) {
        const value = row[i];
        if (value === null || value === undefined) continue;
        const map = maps[i]!;
        map.set(value, (map.get(value) ?? 0) + 1);
      }
    }
    const result = {} as Record<(typeof FACET_KEYS)[number], { value: string; count: number }[]>;
    FACET_KEYS.forEach((key, i) => {
      result[key] = [...maps[i]!.entries()]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    });
    return result;
  }

  /** Distinct values for the profile's options. */
  distinct(column: 'city' | 'country' | 'department' | 'ats'): string[] {
    return (
      this.prepare(`SELECT DISTINCT ${column} AS v FROM jobs WHERE ${column} IS NOT NULL ORDER BY ${column}`).all() as {
        v: string;
      }[]
    ).map((row) => row.v);
  }

  recent(now: number, base: string, limit: number, offset = 0): { jobs: Listing[]; total: number } {
    return this.jobs({ confidence: 'verified' }, { limit, offset, sort: 'newest' }, now, base);
  }
}
