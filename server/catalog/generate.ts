/**
 * The deterministic catalog generator: the same seed, size and clock give the same companies and jobs.
 * Dates are relative to `now` (the first start), so the catalog always has fresh, old, outdated and closed
 * listings.
 */
import { SENIORITIES, WORKPLACES } from '../../api/contract';
import { generateCompanies } from './company-names';
import { knownJobSeeds } from './known-jobs';
import { confidenceFor, pickSeniority, postingId, salaryFor, titleFor } from './posting';
import { digits, pick, prng } from './random';
import type { Catalog, CompanySeed, JobSeed } from './seed-shapes';
import { CITIES, DEPARTMENT_SKILLS, DEPARTMENTS } from './vocabulary';

const DAY = 86_400_000;

export interface GenerateOptions {
  jobs?: number;
  seed?: number;
  now?: Date;
}

/** Company sizes: a few large employers, a long tail of small ones. */
function companyPicker(random: () => number, companies: CompanySeed[]): () => CompanySeed {
  const weights = companies.map(() => 0.2 + random() ** 3 * 4);
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / weightTotal;
    cumulative.push(running);
  }
  return () => {
    const roll = random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < roll) low = mid + 1;
      else high = mid;
    }
    return companies[low]!;
  };
}

type Place = (typeof CITIES)[number];

/** One generated job at `company` with id `jobId`; the draws happen in a fixed order. */
function generateJob(
  random: () => number,
  company: CompanySeed,
  home: Place,
  jobId: string,
  ats: string,
  now: number,
): JobSeed {
  const fromLinkedIn = ats === 'linkedin';
  const department = pick(random, DEPARTMENTS);
  const seniority = pickSeniority(random);
  const workplace = WORKPLACES[random() < 0.2 ? 0 : random() < 0.65 ? 1 : 2]!;
  const place = random() < 0.7 ? home : pick(random, CITIES);
  const remoteNoCity = workplace === 'remote' && random() < 0.4;
  const location = remoteNoCity
    ? `Remote, ${place.countryName}`
    : `${place.city}, ${place.countryName}${workplace === 'remote' ? ' (Remote)' : ''}`;

  const pool = DEPARTMENT_SKILLS[department] ?? [];
  const skillCount = Math.min(pool.length, 1 + Math.floor(random() * 5));
  const skills = new Set<string>();
  while (skills.size < skillCount) skills.add(pick(random, pool));

  // Posted: mostly recent, a tail over 1 year (outdated).
  const ageDays = random() < 0.85 ? random() ** 2 * 200 : 200 + random() * 400;
  const posted = now - Math.floor(ageDays * DAY);
  const closed = random() < 0.15 ? posted + Math.floor(random() * (now - posted)) : null;
  const salary = salaryFor(random, seniority);
  const confidence = confidenceFor(random, fromLinkedIn);
  return {
    job_id: jobId,
    company_domain: company.domain,
    title: titleFor(random, department, seniority),
    city: remoteNoCity ? null : place.city,
    country: place.country,
    location,
    department,
    seniority: SENIORITIES.includes(seniority as (typeof SENIORITIES)[number]) ? seniority : null,
    workplace,
    skills: [...skills],
    ...salary,
    posted_at: posted,
    closed_at: closed,
    ats,
    confidence,
  };
}

export function generateCatalog(options: GenerateOptions = {}): Catalog {
  const total = options.jobs ?? 30_000;
  const seed = options.seed ?? 42;
  const now = (options.now ?? new Date()).getTime();
  const companies = generateCompanies(seed);
  const random = prng(seed + 1);
  const jobs: JobSeed[] = knownJobSeeds(now);
  const ids = new Set(jobs.map((job) => job.job_id));
  const pickCompany = companyPicker(random, companies);
  // Each company's home: mostly Israeli cities, some abroad.
  const home = new Map<string, Place>();
  for (const company of companies) {
    home.set(company.domain, random() < 0.75 ? CITIES[Math.floor(random() * 16)]! : pick(random, CITIES));
  }
  while (jobs.length < total) {
    const company = pickCompany();
    const fromLinkedIn = random() < 0.06;
    const ats = fromLinkedIn ? 'linkedin' : company.ats;
    const posting = fromLinkedIn ? digits(random, 10) : postingId(random, ats);
    const jobId = fromLinkedIn ? `linkedin:${posting}` : `${ats}:${company.board}:${posting}`;
    if (ids.has(jobId)) continue;
    ids.add(jobId);
    jobs.push(generateJob(random, company, home.get(company.domain)!, jobId, ats, now));
  }
  return { companies, jobs };
}
