/**
 * `server_company_search_100k` and `server_jobs_100k`: per-request latency of the reference server over its
 * 100k catalog, as an HTTP client on the same machine sees it (keep-alive, body read), for a spread of
 * realistic queries built from the catalog itself: name prefixes and whole names, with and without filters;
 * /jobs with text search, filters, sorting and deep offsets. The goal is on the p95.
 */
import { type BenchRow, summarize } from './stats';

interface JobLite {
  job_id: string;
  company?: string;
  company_name?: string;
  city?: string | null;
  country?: string | null;
  department?: string | null;
  title?: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A few pages of the catalog: real company names, cities and titles to build queries from. */
async function sampleCatalog(base: string): Promise<JobLite[]> {
  const jobs: JobLite[] = [];
  for (const offset of [0, 5000, 20000, 50000, 90000]) {
    const page = await getJson<{ jobs: JobLite[] }>(`${base}/api/jobs?limit=50&offset=${offset}&sort=newest`);
    jobs.push(...page.jobs);
  }
  return jobs;
}

export async function buildQueries(base: string): Promise<{ companies: string[]; jobs: string[] }> {
  const sample = await sampleCatalog(base);
  const names = [...new Set(sample.map((job) => job.company_name ?? job.company).filter((n): n is string => !!n))];
  const cities = [...new Set(sample.map((job) => job.city).filter((c): c is string => !!c))];
  const titles = [...new Set(sample.map((job) => job.title).filter((t): t is string => !!t))];
  const q = encodeURIComponent;
  const pick = <T>(items: T[], i: number): T => items[i % Math.max(1, items.length)]!;
  const companies: string[] = [];
  for (let i = 0; i < 6; i++) {
    const name = pick(names, i * 7) ?? 'acme';
    companies.push(`/api/companies/search?name=${q(name.slice(0, 2))}`);
    companies.push(`/api/companies/search?name=${q(name.slice(0, 4))}`);
    companies.push(`/api/companies/search?name=${q(name)}`);
  }
  companies.push(
    '/api/companies/search?name=ac&country=IL',
    '/api/companies/search?name=tech&skills=Go,Kubernetes&salary_min=20000',
    '/api/companies/search?name=co&include_closed=1&confidence=all',
    '/api/companies/search?name=labs&israel_only=1&seniority=senior&workplace=hybrid',
    `/api/companies/search?name=${q(pick(names, 3).slice(0, 3))}&city=${q(pick(cities, 1))}`,
    '/api/companies/search?name=da&department=Engineering&max_age_days=30',
  );
  const jobs: string[] = [
    '/api/jobs',
    '/api/jobs?country=IL&limit=50',
    '/api/jobs?skills=Go,Kubernetes,Python',
    `/api/jobs?q=engineer&city=${q(pick(cities, 0))}`,
    '/api/jobs?department=Engineering&seniority=senior&offset=100',
    '/api/jobs?salary_min=20000&salary_known=1&sort=newest',
    '/api/jobs?confidence=all&include_closed=1&include_outdated=1',
    '/api/jobs?q=data%20scientist',
    '/api/jobs?workplace=remote&israel_only=1',
    '/api/jobs?max_age_days=7&sort=newest&limit=50',
    '/api/jobs?offset=5000',
    `/api/jobs?company=${q(pick(names, 2))}`,
    `/api/jobs?q=${q(pick(titles, 4))}`,
    `/api/jobs?ids=${sample
      .slice(0, 50)
      .map((job) => q(job.job_id))
      .join(',')}`,
  ];
  return { companies, jobs };
}

async function timeOne(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ms;
}

async function measureSet(base: string, name: string, paths: string[], rounds: number): Promise<BenchRow> {
  for (const path of paths) await timeOne(base + path); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) for (const path of paths) times.push(await timeOne(base + path));
  const { median, p95, n } = summarize(times);
  // The goal is on the p95 of requests; per-query medians show which query is the slow one.
  const perQuery = paths.map((path) => ({
    path,
    median: summarize(times.filter((_, i) => i % paths.length === paths.indexOf(path))).median,
  }));
  const slowest = perQuery.sort((a, b) => b.median - a.median)[0]!;
  return {
    name,
    unit: 'ms',
    median,
    p95,
    goal: 'p95 ≤ 10 ms',
    pass: p95 <= 10,
    samples: n,
    note: `${paths.length} queries × ${rounds} rounds; slowest query median ${slowest.median.toFixed(1)} ms: ${decodeURIComponent(slowest.path).slice(0, 90)}`,
  };
}

export async function measureServer(base: string, rounds: number, catalogJobs: number): Promise<BenchRow[]> {
  const { companies, jobs } = await buildQueries(base);
  const rows = [
    await measureSet(base, 'server_company_search_100k', companies, rounds),
    await measureSet(base, 'server_jobs_100k', jobs, rounds),
  ];
  if (catalogJobs !== 100_000) for (const row of rows) row.note = `ONLY ${catalogJobs} jobs (--jobs); ${row.note}`;
  return rows;
}
