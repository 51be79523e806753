/**
 * The deterministic catalog generator: the same seed, size and clock give the same companies and jobs.
 * Dates are relative to `now` (the first start), so the catalog always has fresh, old, outdated and closed
 * listings.
 */
import { SENIORITIES, WORKPLACES } from '../../api/contract';
import { ANTHROPIC_JOB_ID, AQUASEC_JOB_ID, BIOCATCH_JOB_ID, KNOWN_COMPANIES, LINKEDIN_JOB_ID } from './known-jobs';
import { ATS_NAMES, CITIES, type ConfidenceLevel, DEPARTMENT_SKILLS, DEPARTMENTS, TITLES } from './vocabulary';

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

/** mulberry32: small, fast, good enough for a demo catalog. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

const PREFIXES = [
  'Acme',
  'Tracer',
  'Stack',
  'Black',
  'Pace',
  'Space',
  'Lace',
  'Quant',
  'Nova',
  'Orbit',
  'Cyber',
  'Data',
  'Cloud',
  'Blue',
  'Green',
  'Red',
  'Silver',
  'Iron',
  'Bright',
  'Deep',
  'Swift',
  'Pixel',
  'Vector',
  'Zen',
  'Hyper',
  'Meta',
  'Neo',
  'Arc',
  'Echo',
  'Flux',
  'Grid',
  'Helix',
  'Kite',
  'Lumen',
  'Mosaic',
  'Nimbus',
  'Onyx',
  'Prism',
  'Rally',
  'Sonic',
  'Tidal',
  'Vertex',
  'Wave',
  'Yarden',
  'Carmel',
  'Negev',
  'Galil',
  'Tavor',
];
const SUFFIXES = [
  'Labs',
  'Systems',
  'Security',
  'Analytics',
  'Health',
  'Pay',
  'AI',
  'Robotics',
  'Networks',
  'Cloud',
  'Bio',
  'Works',
  'Logic',
  'Mind',
  'Ware',
  'Tech',
  'Ops',
  'Flow',
];
const TLDS = ['.com', '.io', '.ai', '.co.il', '.com', '.dev'];

const EXTRA_COMPANIES: CompanySeed[] = [
  { name: 'Monday.com', domain: 'monday.com', ats: 'comeet', board: 'monday' },
  { name: 'Check Point', domain: 'checkpoint.com', ats: 'workday', board: 'checkpoint' },
  { name: 'Lightricks', domain: 'lightricks.com', ats: 'greenhouse', board: 'lightricks' },
  { name: 'Snyk', domain: 'snyk.io', ats: 'ashby', board: 'snyk' },
  { name: 'Riskified', domain: 'riskified.com', ats: 'greenhouse', board: 'riskified' },
  { name: 'Tabnine', domain: 'tabnine.com', ats: 'comeet', board: 'tabnine' },
  { name: 'Pagaya', domain: 'pagaya.com', ats: 'lever', board: 'pagaya' },
  { name: 'Mobileye', domain: 'mobileye.com', ats: 'workday', board: 'mobileye' },
  { name: 'Fiverr', domain: 'fiverr.com', ats: 'smartrecruiters', board: 'Fiverr' },
  { name: 'Playtika', domain: 'playtika.com', ats: 'workable', board: 'playtika' },
  { name: 'Hibob', domain: 'hibob.com', ats: 'comeet', board: 'hibob' },
  { name: 'Taboola', domain: 'taboola.com', ats: 'greenhouse', board: 'taboola' },
  { name: 'Stacklet', domain: 'stacklet.io', ats: 'ashby', board: 'stacklet' },
  { name: 'Lacework', domain: 'lacework.com', ats: 'greenhouse', board: 'lacework' },
  { name: 'Tracebit', domain: 'tracebit.com', ats: 'lever', board: 'tracebit' },
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export function generateCompanies(seed = 42, count = 320): CompanySeed[] {
  const random = prng(seed);
  const companies: CompanySeed[] = [...Object.values(KNOWN_COMPANIES), ...EXTRA_COMPANIES];
  const used = new Set(companies.map((company) => company.domain));
  const names = new Set(companies.map((company) => slug(company.name)));
  let attempts = 0;
  while (companies.length < count && attempts < 100_000) {
    attempts++;
    const name = `${pick(random, PREFIXES)}${random() < 0.5 ? '' : ' '}${pick(random, SUFFIXES)}`;
    if (names.has(slug(name))) continue;
    const domain = `${slug(name)}${pick(random, TLDS)}`;
    if (used.has(domain)) continue;
    names.add(slug(name));
    used.add(domain);
    companies.push({ name, domain, ats: pick(random, ATS_NAMES), board: slug(name) });
  }
  return companies;
}

function hex(random: () => number, length: number, upper = false): string {
  let out = '';
  for (let i = 0; i < length; i++) out += Math.floor(random() * 16).toString(16);
  return upper ? out.toUpperCase() : out;
}

function digits(random: () => number, length: number): string {
  let out = String(1 + Math.floor(random() * 9));
  for (let i = 1; i < length; i++) out += Math.floor(random() * 10);
  return out;
}

function uuid(random: () => number): string {
  const variant = '89ab'[Math.floor(random() * 4)];
  return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${variant}${hex(random, 3)}-${hex(random, 12)}`;
}

function postingId(random: () => number, ats: string): string {
  switch (ats) {
    case 'greenhouse':
      return digits(random, 10);
    case 'lever':
    case 'ashby':
      return uuid(random);
    case 'comeet':
      return `${hex(random, 2, true)}.${hex(random, 3, true)}`;
    case 'workable':
      return hex(random, 10, true);
    case 'smartrecruiters':
      return digits(random, 15);
    case 'workday':
      return `JR-${digits(random, 7)}`;
    default:
      return digits(random, 10);
  }
}

const SENIORITY_WEIGHTS: Record<string, number> = {
  intern: 2,
  junior: 10,
  mid: 25,
  senior: 30,
  staff: 6,
  principal: 3,
  lead: 8,
  manager: 8,
  director: 5,
  exec: 1,
};

const SENIORITY_PAY: Record<string, number> = {
  intern: 9_000,
  junior: 16_000,
  mid: 25_000,
  senior: 34_000,
  staff: 42_000,
  principal: 48_000,
  lead: 40_000,
  manager: 42_000,
  director: 55_000,
  exec: 75_000,
};

function weighted(random: () => number, weights: Record<string, number>): string {
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  let roll = random() * total;
  for (const [key, weight] of Object.entries(weights)) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return Object.keys(weights)[0]!;
}

const SENIORITY_TITLE: Record<string, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: '',
  senior: 'Senior',
  staff: 'Staff',
  principal: 'Principal',
  lead: 'Lead',
  manager: '',
  director: 'Director of',
  exec: 'VP',
};

function titleFor(random: () => number, department: string, seniority: string): string {
  const base = pick(random, TITLES[department] ?? ['Specialist']);
  if (seniority === 'director' || seniority === 'exec') return `${SENIORITY_TITLE[seniority]} ${department}`;
  if (seniority === 'manager') return base.includes('Manager') ? base : `${department} Manager`;
  const prefix = SENIORITY_TITLE[seniority];
  return prefix ? `${prefix} ${base}` : base;
}

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export interface GenerateOptions {
  jobs?: number;
  seed?: number;
  now?: Date;
}

export function generateCatalog(options: GenerateOptions = {}): Catalog {
  const total = options.jobs ?? 30_000;
  const seed = options.seed ?? 42;
  const now = (options.now ?? new Date()).getTime();
  const companies = generateCompanies(seed);
  const random = prng(seed + 1);
  const jobs: JobSeed[] = [];
  const ids = new Set<string>();

  // The known jobs first, fixed and fresh.
  const known: JobSeed[] = [
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
      posted_at: now - 3 * DAY,
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
      posted_at: now - 5 * DAY,
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
      posted_at: now - 2 * DAY,
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
      posted_at: now - 1 * DAY,
      closed_at: null,
      ats: 'linkedin',
      confidence: 'verified',
    },
  ];
  for (const job of known) {
    jobs.push(job);
    ids.add(job.job_id);
  }

  // Company sizes: a few large employers, a long tail of small ones.
  const weights = companies.map(() => 0.2 + random() ** 3 * 4);
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / weightTotal;
    cumulative.push(running);
  }
  const pickCompany = (): CompanySeed => {
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
  // Each company's home: mostly Israeli cities, some abroad.
  const home = new Map<string, (typeof CITIES)[number]>();
  for (const company of companies)
    home.set(company.domain, random() < 0.75 ? CITIES[Math.floor(random() * 16)]! : pick(random, CITIES));

  while (jobs.length < total) {
    const company = pickCompany();
    const fromLinkedIn = random() < 0.06;
    const ats = fromLinkedIn ? 'linkedin' : company.ats;
    const posting = fromLinkedIn ? digits(random, 10) : postingId(random, ats);
    const jobId = fromLinkedIn ? `linkedin:${posting}` : `${ats}:${company.board}:${posting}`;
    if (ids.has(jobId)) continue;
    ids.add(jobId);

    const department = pick(random, DEPARTMENTS);
    const seniority = weighted(random, SENIORITY_WEIGHTS);
    const workplace = WORKPLACES[random() < 0.2 ? 0 : random() < 0.65 ? 1 : 2]!;
    const place = random() < 0.7 ? home.get(company.domain)! : pick(random, CITIES);
    const remoteNoCity = workplace === 'remote' && random() < 0.4;
    const city = remoteNoCity ? null : place.city;
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

    const pay = SENIORITY_PAY[seniority]! * (0.8 + random() * 0.5);
    let salary_min: number | null = null;
    let salary_max: number | null = null;
    let salary_currency: string | null = null;
    let salary_period: string | null = null;
    let salary_ils: number | null = null;
    let salary_disclosed = false;
    const salaryRoll = random();
    if (salaryRoll < 0.35) {
      salary_min = round(pay * 0.9, 500);
      salary_max = round(pay * 1.15, 500);
      salary_currency = 'ILS';
      salary_period = 'month';
      salary_ils = round((salary_min + salary_max) / 2, 100);
      salary_disclosed = true;
    } else if (salaryRoll < 0.45) {
      salary_min = round((pay * 12) / 3.7, 1000);
      salary_max = round((pay * 12 * 1.2) / 3.7, 1000);
      salary_currency = 'USD';
      salary_period = 'year';
      salary_disclosed = true;
    } else if (salaryRoll < 0.5) {
      salary_min = round((pay * 12) / 4, 1000);
      salary_max = round((pay * 12 * 1.2) / 4, 1000);
      salary_currency = 'EUR';
      salary_period = 'year';
      salary_disclosed = true;
    } else if (salaryRoll < 0.65) {
      // The service's own estimate: a shekel figure the employer did not state.
      salary_ils = round(pay, 500);
    }

    const confidenceRoll = random();
    const confidence: ConfidenceLevel = fromLinkedIn
      ? confidenceRoll < 0.5
        ? 'best_effort'
        : 'unconfirmed'
      : confidenceRoll < 0.85
        ? 'verified'
        : confidenceRoll < 0.97
          ? 'best_effort'
          : 'unconfirmed';

    jobs.push({
      job_id: jobId,
      company_domain: company.domain,
      title: titleFor(random, department, seniority),
      city,
      country: place.country,
      location,
      department,
      seniority: SENIORITIES.includes(seniority as (typeof SENIORITIES)[number]) ? seniority : null,
      workplace,
      skills: [...skills],
      salary_min,
      salary_max,
      salary_currency,
      salary_period,
      salary_ils,
      salary_disclosed,
      posted_at: posted,
      closed_at: closed,
      ats,
      confidence,
    });
  }
  return { companies, jobs };
}
