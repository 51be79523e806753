/**
 * The generated companies: the known ones, a few real names, and made-up ones from name parts (a data table
 * mostly), each with a domain, an applicant tracking system and a board.
 */
import { KNOWN_COMPANIES } from './known-jobs';
import { pick, prng } from './random';
import type { CompanySeed } from './seed-shapes';
import { ATS_NAMES } from './vocabulary';

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
