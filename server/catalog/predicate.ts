/**
 * The job-listing filter of §4.7 compiled to one monomorphic row test over the column index (semantics in
 * server/README.md): confidence is a level; closed listings only with include_closed (closed within 30 days);
 * open ones older than 365 days only with include_outdated; list filters match any value, case-insensitively;
 * skills match at least one; israel_only=1 is country=IL combined by AND; location is a substring of the raw
 * text; q (jobs only) needs every word in the title, the company name or its domain.
 */
import type { JobFilter } from '../../api/contract';
import type { ColumnIndex, FacetKey } from './column-index';
import { skillWords } from './column-index';
import type { CompanyDirectory } from './companies';
import { CONFIDENCE_LEVELS } from './vocabulary';

export const DAY_MS = 86_400_000;
export const CLOSED_WINDOW_DAYS = 30;
export const OUTDATED_DAYS = 365;

export type Predicate = (i: number) => boolean;

/** One value or several (the contract has moved seniority and workplace between the two). */
const asList = (value: string | readonly string[] | undefined): readonly string[] | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? [value] : value;

/** Lookup tables over dictionary codes; null = no condition. Undefined when a condition can match nothing. */
function columnTables(x: ColumnIndex, filter: JobFilter) {
  const table = (key: FacetKey, values: readonly string[] | undefined) => {
    if (!values?.length) return null;
    const codes = x.dictionaries[key].match(values);
    if (codes.size === 0) return undefined;
    const lookup = new Uint8Array(x.dictionaries[key].values.length + 1);
    for (const code of codes) lookup[code] = 1;
    return lookup;
  };
  let country = table('country', filter.country);
  if (filter.israel_only) {
    const il = table('country', ['IL']);
    if (il && country) for (let code = 0; code < il.length; code++) il[code] = il[code]! & country[code]!;
    country = il;
  }
  const tables = {
    country,
    city: table('city', filter.city),
    department: table('department', filter.department),
    seniority: table('seniority', asList(filter.seniority)),
    workplace: table('workplace', asList(filter.workplace)),
    ats: table('ats', filter.ats),
  };
  return Object.values(tables).includes(undefined) ? undefined : (tables as Record<FacetKey, Uint8Array | null>);
}

/** Location, company, skills and q as lookup tables and mask words; undefined when nothing can match. */
function textConditions(x: ColumnIndex, companies: CompanyDirectory, filter: JobFilter, q: string | undefined) {
  const needle = filter.location?.trim().toLowerCase();
  const location = needle === undefined ? null : x.locations.where((value) => value.includes(needle));
  let company: Uint8Array | null = null;
  if (filter.company?.length) {
    const ids = new Set(filter.company.map((domain) => companies.withDomain(domain)?.id));
    ids.delete(undefined);
    if (ids.size === 0) return undefined;
    company = companies.where((row) => ids.has(row.id));
  }
  const skills = filter.skills?.length ? skillWords(filter.skills) : null;
  if (skills && skills.lo === 0 && skills.hi === 0) return undefined;
  const words = (q ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => ({
      titles: x.titles.where((title) => title.includes(word)),
      companies: companies.where((row) => row.name_lc.includes(word) || row.domain_lc.includes(word)),
    }));
  return { location, company, skills, words };
}

/** The filter as a row test, or null when nothing can match. */
export function compileFilter(
  x: ColumnIndex,
  companies: CompanyDirectory,
  filter: JobFilter,
  now: number,
  q?: string,
): Predicate | null {
  const tables = columnTables(x, filter);
  const text = tables && textConditions(x, companies, filter, q);
  if (!tables || !text) return null;
  const confidence = filter.confidence ?? 'verified';
  const rank = confidence === 'all' ? CONFIDENCE_LEVELS.length - 1 : CONFIDENCE_LEVELS.indexOf(confidence);
  const outdatedBefore = filter.include_outdated ? Number.NEGATIVE_INFINITY : now - OUTDATED_DAYS * DAY_MS;
  const includeClosed = filter.include_closed === true;
  const closedSince = now - CLOSED_WINDOW_DAYS * DAY_MS;
  const latest = filter.min_age_days === undefined ? Number.POSITIVE_INFINITY : now - filter.min_age_days * DAY_MS;
  const earliest = filter.max_age_days === undefined ? Number.NEGATIVE_INFINITY : now - filter.max_age_days * DAY_MS;
  const salaryKnown = filter.salary_known === true;
  const salaryMin = filter.salary_min ?? Number.NEGATIVE_INFINITY;
  const salaryMax = filter.salary_max ?? Number.POSITIVE_INFINITY;
  const disclosedOnly = filter.salary_disclosed === true;
  const { location, company, skills, words } = text;
  const skillLo = skills?.lo ?? 0;
  const skillHi = skills?.hi ?? 0;
  const { confidence: conf, closed, posted, salary, disclosed, maskLo, maskHi, titleCode, locationCode } = x;
  const companyOf = x.company;
  // One test per dictionary column, each a table read; the list is short and fixed for this filter.
  const columnTests = (Object.entries(tables) as [FacetKey, Uint8Array | null][])
    .filter((entry): entry is [FacetKey, Uint8Array] => entry[1] !== null)
    .map(([key, table]) => ({ table, codes: x.columns[key] }));
  return (i: number): boolean => {
    if (conf[i]! > rank) return false;
    const closedAt = closed[i]!;
    const postedAt = posted[i]!;
    if (Number.isNaN(closedAt)) {
      if (postedAt < outdatedBefore) return false;
    } else if (!includeClosed || closedAt < closedSince) return false;
    if (postedAt > latest || postedAt < earliest) return false;
    for (let t = 0; t < columnTests.length; t++) {
      const test = columnTests[t]!;
      if (test.table[test.codes[i]!] !== 1) return false;
    }
    if (location !== null && location[locationCode[i]!] !== 1) return false;
    if (company !== null && company[companyOf[i]!] !== 1) return false;
    if (skills !== null && (maskLo[i]! & skillLo) === 0 && (maskHi[i]! & skillHi) === 0) return false;
    const pay = salary[i]!;
    if (Number.isNaN(pay)) {
      if (salaryKnown) return false;
    } else if (pay < salaryMin || pay > salaryMax) return false;
    if (disclosedOnly && disclosed[i] !== 1) return false;
    for (let w = 0; w < words.length; w++) {
      const word = words[w]!;
      if (word.titles[titleCode[i]!] !== 1 && word.companies[companyOf[i]!] !== 1) return false;
    }
    return true;
  };
}
