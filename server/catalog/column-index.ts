/**
 * The in-memory columnar index of the catalog, built from the store at start (and rebuilt when jobs are added):
 * typed arrays in newest-first order, dictionary-coded categorical columns and a 62-bit skills mask split in
 * two 31-bit words. One linear scan of 100k rows is about a millisecond, which keeps every query well under
 * the 10 ms p95 goal whatever the filter (SQL with count(*) and arbitrary filter combinations was several
 * times slower).
 */
import { Dictionary } from './dictionary';
import type { JobSeed } from './seed-shapes';
import { skillBit } from './vocabulary';

export const FACET_KEYS = ['department', 'city', 'country', 'seniority', 'workplace', 'ats'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** A jobs row as the index reads it from the store: the seed's fields, stored (ids, JSON, flags and levels as numbers). */
export type JobRow = Omit<JobSeed, 'company_domain' | 'skills' | 'salary_disclosed' | 'confidence' | 'description'> & {
  id: number;
  company_id: number;
  /** JSON array. */
  skills: string;
  skills_mask: bigint;
  salary_disclosed: number;
  /** Index into CONFIDENCE_LEVELS. */
  confidence: number;
};

const byKey = <T>(make: () => T) => Object.fromEntries(FACET_KEYS.map((key) => [key, make()])) as Record<FacetKey, T>;

export class ColumnIndex {
  readonly size: number;
  readonly posted: Float64Array;
  readonly closed: Float64Array;
  readonly confidence: Uint8Array;
  readonly company: Uint32Array;
  readonly maskLo: Uint32Array;
  readonly maskHi: Uint32Array;
  readonly salary: Float64Array;
  readonly disclosed: Uint8Array;
  readonly columns: Record<FacetKey, Uint16Array>;
  readonly dictionaries = byKey(() => new Dictionary());
  readonly locations = new Dictionary();
  readonly titles = new Dictionary();
  readonly locationCode: Uint16Array;
  readonly titleCode: Uint16Array;
  readonly byJobId = new Map<string, number>();
  /** Open rows (index order = newest first) and their posted times, for binary searches on age. */
  readonly openRows: Uint32Array;
  readonly openPosted: Float64Array;
  /** Closed rows, most recently closed first, and their closing times. */
  readonly closedRows: Uint32Array;
  readonly closedTimes: Float64Array;

  /** `rows` come newest first (ties: higher row id first): a scan in index order is sorted by "newest". */
  constructor(readonly rows: JobRow[]) {
    const n = rows.length;
    this.size = n;
    this.posted = new Float64Array(n);
    this.closed = new Float64Array(n);
    this.confidence = new Uint8Array(n);
    this.company = new Uint32Array(n);
    this.maskLo = new Uint32Array(n);
    this.maskHi = new Uint32Array(n);
    this.salary = new Float64Array(n);
    this.disclosed = new Uint8Array(n);
    this.columns = byKey(() => new Uint16Array(n));
    this.locationCode = new Uint16Array(n);
    this.titleCode = new Uint16Array(n);
    for (let i = 0; i < n; i++) this.fill(i, rows[i]!);
    const open: number[] = [];
    const closed: number[] = [];
    for (let i = 0; i < n; i++) (Number.isNaN(this.closed[i]!) ? open : closed).push(i);
    closed.sort((a, b) => this.closed[b]! - this.closed[a]! || a - b);
    this.openRows = Uint32Array.from(open);
    this.openPosted = Float64Array.from(open, (i) => this.posted[i]!);
    this.closedRows = Uint32Array.from(closed);
    this.closedTimes = Float64Array.from(closed, (i) => this.closed[i]!);
  }

  private fill(i: number, row: JobRow): void {
    this.posted[i] = row.posted_at;
    this.closed[i] = row.closed_at ?? Number.NaN;
    this.confidence[i] = row.confidence;
    this.company[i] = row.company_id;
    const mask = BigInt(row.skills_mask);
    this.maskLo[i] = Number(mask & 0x7fffffffn);
    this.maskHi[i] = Number((mask >> 31n) & 0x7fffffffn);
    this.salary[i] = row.salary_ils ?? Number.NaN;
    this.disclosed[i] = row.salary_disclosed;
    for (const key of FACET_KEYS) this.columns[key][i] = this.dictionaries[key].code(row[key]);
    this.locationCode[i] = this.locations.code(row.location);
    this.titleCode[i] = this.titles.code(row.title);
    this.byJobId.set(row.job_id, i);
  }
}

/** The skills as the two mask words (unknown skills have no bit) and the list of their bits. */
export function skillWords(skills: readonly string[]): { lo: number; hi: number; bits: number[] } {
  const bits = new Set<number>();
  for (const skill of skills) {
    const bit = skillBit(skill);
    if (bit !== undefined) bits.add(bit);
  }
  let lo = 0;
  let hi = 0;
  for (const bit of bits) {
    if (bit < 31) lo |= 1 << bit;
    else hi |= 1 << (bit - 31);
  }
  return { lo: lo >>> 0, hi: hi >>> 0, bits: [...bits] };
}

export function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
