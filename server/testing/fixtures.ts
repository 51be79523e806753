/** A small hand-made catalog and HTTP helpers for the server's tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningServer, type StartOptions, startServer } from '../app';
import type { Catalog, CompanySeed, JobSeed } from '../catalog/seed-shapes';
import { newKeyMaterial, writeKeyFiles } from '../oidc/keys';
import type { KeyMaterial, StoreKind } from '../store/store';
import { testDatabase } from './postgres';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export const COMPANIES: CompanySeed[] = [
  { name: 'AC', domain: 'ac.dev', ats: 'workable', board: 'ac' },
  { name: 'Acme Analytics', domain: 'acmeanalytics.com', ats: 'greenhouse', board: 'acme' },
  { name: 'Tracebit', domain: 'tracebit.io', ats: 'lever', board: 'tracebit' },
  { name: 'Pacific Labs', domain: 'pacificlabs.co.il', ats: 'comeet', board: 'pacific' },
  { name: 'Zeta', domain: 'zeta.ai', ats: 'ashby', board: 'zeta' },
];

export function job(overrides: Partial<JobSeed> & Pick<JobSeed, 'job_id' | 'company_domain'>, now: number): JobSeed {
  return {
    title: 'Software Engineer',
    city: 'Tel Aviv-Yafo',
    country: 'IL',
    location: 'Tel Aviv-Yafo, Israel',
    department: 'Engineering',
    seniority: 'mid',
    workplace: 'hybrid',
    skills: [],
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    salary_ils: null,
    salary_disclosed: false,
    posted_at: now - DAY,
    closed_at: null,
    ats: 'greenhouse',
    confidence: 'verified',
    ...overrides,
  };
}

/** Ids of the fixture's jobs, by what they are there for. */
export const J = {
  acmeOpen: 'greenhouse:acme:1000000001',
  acmeBestEffort: 'greenhouse:acme:1000000002',
  acmeUnconfirmed: 'linkedin:1000000003',
  acmeClosedRecently: 'greenhouse:acme:1000000004',
  acmeClosedLongAgo: 'greenhouse:acme:1000000005',
  acmeOutdated: 'greenhouse:acme:1000000006',
  traceJerusalem: 'lever:tracebit:11111111-1111-4111-8111-111111111111',
  traceLondon: 'lever:tracebit:22222222-2222-4222-8222-222222222222',
  pacificHerzliya: 'comeet:pacific:AB.123',
  acBerlin: 'workable:ac:ABCDEF1234',
  zeta: 'ashby:zeta:33333333-3333-4333-8333-333333333333',
  xss: 'greenhouse:acme:1000000099',
} as const;

export function fixtureCatalog(now: number): Catalog {
  const jobs: JobSeed[] = [
    job(
      {
        job_id: J.acmeOpen,
        company_domain: 'acmeanalytics.com',
        title: 'Senior Backend Engineer',
        seniority: 'senior',
        skills: ['Go', 'Kubernetes'],
        salary_min: 28_000,
        salary_max: 32_000,
        salary_currency: 'ILS',
        salary_period: 'month',
        salary_ils: 30_000,
        salary_disclosed: true,
        posted_at: now - DAY,
      },
      now,
    ),
    job(
      {
        job_id: J.acmeBestEffort,
        company_domain: 'acmeanalytics.com',
        title: 'Data Engineer',
        city: 'Haifa',
        location: 'Haifa, Israel',
        department: 'Data',
        workplace: 'remote',
        skills: ['Python'],
        posted_at: now - 10 * DAY,
        confidence: 'best_effort',
      },
      now,
    ),
    job(
      {
        job_id: J.acmeUnconfirmed,
        company_domain: 'acmeanalytics.com',
        title: 'Senior Go Developer',
        city: 'New York',
        country: 'US',
        location: 'New York, NY, United States',
        seniority: 'senior',
        workplace: 'onsite',
        skills: ['Go'],
        salary_min: 150_000,
        salary_max: 180_000,
        salary_currency: 'USD',
        salary_period: 'year',
        salary_disclosed: true,
        posted_at: now - 5 * DAY,
        ats: 'linkedin',
        confidence: 'unconfirmed',
      },
      now,
    ),
    job(
      {
        job_id: J.acmeClosedRecently,
        company_domain: 'acmeanalytics.com',
        posted_at: now - 40 * DAY,
        closed_at: now - 10 * DAY,
      },
      now,
    ),
    job(
      {
        job_id: J.acmeClosedLongAgo,
        company_domain: 'acmeanalytics.com',
        posted_at: now - 60 * DAY,
        closed_at: now - 40 * DAY,
      },
      now,
    ),
    job({ job_id: J.acmeOutdated, company_domain: 'acmeanalytics.com', posted_at: now - 400 * DAY }, now),
    job(
      {
        job_id: J.traceJerusalem,
        company_domain: 'tracebit.io',
        title: 'Staff Platform Engineer',
        city: 'Jerusalem',
        location: 'Jerusalem, Israel',
        seniority: 'staff',
        workplace: 'onsite',
        skills: ['Go', 'Python', 'Kubernetes'],
        salary_ils: 50_000,
        posted_at: now - 3 * DAY,
        ats: 'lever',
      },
      now,
    ),
    job(
      {
        job_id: J.traceLondon,
        company_domain: 'tracebit.io',
        title: 'Junior Frontend Engineer',
        city: 'London',
        country: 'GB',
        location: 'London, United Kingdom (Remote)',
        seniority: 'junior',
        workplace: 'remote',
        skills: ['React'],
        salary_min: 20_000,
        salary_max: 20_000,
        salary_currency: 'ILS',
        salary_period: 'month',
        salary_ils: 20_000,
        salary_disclosed: true,
        posted_at: now - 20 * DAY,
        ats: 'lever',
      },
      now,
    ),
    job(
      {
        job_id: J.pacificHerzliya,
        company_domain: 'pacificlabs.co.il',
        title: 'Product Manager',
        city: 'Herzliya',
        location: 'Herzliya, Israel',
        department: 'Product',
        seniority: 'manager',
        posted_at: now - 2 * DAY,
        ats: 'comeet',
      },
      now,
    ),
    job(
      {
        job_id: J.acBerlin,
        company_domain: 'ac.dev',
        city: 'Berlin',
        country: 'DE',
        location: 'Berlin, Germany',
        posted_at: now - 7 * DAY,
        ats: 'workable',
      },
      now,
    ),
    job({ job_id: J.zeta, company_domain: 'zeta.ai', posted_at: now - DAY - HOUR, ats: 'ashby' }, now),
    job(
      {
        job_id: J.xss,
        company_domain: 'acmeanalytics.com',
        title: '<script>alert("x")</script> & "Engineer"',
        location: '<img src=x onerror=alert(1)>',
        posted_at: now - 30 * DAY,
        confidence: 'best_effort',
      },
      now,
    ),
  ];
  return { companies: COMPANIES, jobs };
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'jobstar-server-test-'));
}

let sharedKeys: Promise<KeyMaterial> | undefined;

/** Writes one key set (generated once per test file) into a data dir: RSA key generation is slow. */
async function withSharedKeys(dir: string): Promise<void> {
  sharedKeys ??= newKeyMaterial();
  writeKeyFiles(dir, await sharedKeys);
}

/** Where a test server keeps its data: SQLite in its DATA_DIR, or a new database of the test cluster. */
export async function storeOptions(kind: StoreKind): Promise<Pick<StartOptions, 'postgres'>> {
  return kind === 'postgres' ? { postgres: { url: await testDatabase() } } : {};
}

/**
 * A running server on a free port with the fixture catalog and a movable clock; `store: 'postgres'` puts it
 * on a new database (several servers may share one: pass the same `postgres`).
 */
export async function fixtureServer(
  options: Partial<StartOptions> & { at?: Date; store?: StoreKind } = {},
): Promise<RunningServer & { clock: { now: Date }; dir: string }> {
  const { store = 'sqlite', at, ...start } = options;
  const clock = { now: at ?? new Date('2026-06-15T12:00:00Z') };
  const dir = start.dataDir ?? tempDir();
  await withSharedKeys(dir);
  const server = await startServer({
    port: 0,
    catalog: fixtureCatalog(clock.now.getTime()),
    now: () => clock.now,
    ...(start.postgres ? {} : await storeOptions(store)),
    ...start,
    dataDir: dir,
  });
  return Object.assign(server, { clock, dir });
}

export async function json(response: Response): Promise<Record<string, unknown> & { [key: string]: unknown }> {
  return (await response.json()) as Record<string, unknown>;
}
