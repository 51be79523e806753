/**
 * The read operations over the catalog: company search, the job list, the facets, one job, and the digests'
 * "new jobs" query. The store (SQLite or PostgreSQL) is the catalog's record; this instance reads through its
 * own copy, the column index (column-index.ts), and the filter's row test (predicate.ts). "Now" has minute resolution (the start of the current minute), so
 * counts (company counts, /jobs totals, facets) are cached per filter and minute in a cache bounded in
 * entries and bytes, cleared whenever the catalog changes.
 */
import type { JobFilter } from '../../api/contract';
import type { CatalogStorage } from '../store/store';
import { ColumnIndex, FACET_KEYS, type FacetKey, popcount, skillWords } from './column-index';
import { CompanyDirectory, type CompanyRow } from './companies';
import { type Listing, toListing } from './listing';
import { type CacheLimits, ResultCache } from './result-cache';
import { scan } from './scan';

export type { CompanyRow } from './companies';
export { jobPath, type Listing } from './listing';

export type Facets = Record<FacetKey, { value: string; count: number }[]>;

/** Ages and windows are computed at minute resolution, so counts can be cached for that minute. */
export const toMinute = (now: number) => Math.floor(now / 60_000) * 60_000;

interface PageOptions {
  q?: string;
  sort?: 'newest' | 'match';
  limit: number;
  offset: number;
}

export class CatalogStore {
  private index = new ColumnIndex([]);
  private companies = new CompanyDirectory([]);
  private readonly cache: ResultCache;
  private loadedVersion = -1;

  private constructor(
    private storage: CatalogStorage,
    cacheLimits?: CacheLimits,
  ) {
    this.cache = new ResultCache(cacheLimits);
  }

  static async open(storage: CatalogStorage, cacheLimits?: CacheLimits): Promise<CatalogStore> {
    const catalog = new CatalogStore(storage, cacheLimits);
    await catalog.reload();
    return catalog;
  }

  /** Rebuilds the in-memory index from the store (at start and after jobs are added). */
  async reload(): Promise<void> {
    const snapshot = await this.storage.load();
    // Swapped in at once: a request answered while the snapshot loads uses the old copy whole.
    this.companies = new CompanyDirectory(snapshot.companies);
    this.index = new ColumnIndex(snapshot.jobs);
    this.loadedVersion = snapshot.version;
    this.cache.clear();
  }

  /** Reloads when the store's catalog has moved on (another instance added jobs). */
  async refresh(): Promise<void> {
    if ((await this.storage.version()) !== this.loadedVersion) await this.reload();
  }

  /** The store's catalog version this copy was read at. */
  get version(): number {
    return this.loadedVersion;
  }

  get size(): number {
    return this.index.size;
  }

  /** Entries and bytes held by the result cache. */
  get cacheUse(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.bytes };
  }

  company(domain: string): CompanyRow | undefined {
    return this.companies.withDomain(domain);
  }

  private scan(
    filter: JobFilter,
    now: number,
    q: string | undefined,
    visit: (i: number) => boolean | undefined,
    postedAfter?: number,
  ) {
    scan(this.index, this.companies, filter, now, q, visit, postedAfter);
  }

  /** The rows as listings, their descriptions read from the store in one go. */
  private async listings(indices: number[], base: string): Promise<Listing[]> {
    const { rows } = this.index;
    const companies = this.companies;
    const descriptions =
      indices.length === 0 ? new Map() : await this.storage.descriptions(indices.map((i) => rows[i]!.id));
    return indices.map((i) => {
      const row = rows[i]!;
      return toListing(row, companies.get(row.company_id)!, descriptions.get(row.id) ?? '', base);
    });
  }

  searchCompanies(name: string, filter: JobFilter, now: number, base: string, limit = 20) {
    const needle = name.trim().toLowerCase();
    const matched: { company: CompanyRow; rank: number }[] = [];
    for (const company of this.companies.all) {
      let rank: number;
      if (company.name_lc === needle || company.domain_lc === needle || company.domain_stem === needle) rank = 0;
      else if (company.name_lc.startsWith(needle) || company.domain_lc.startsWith(needle)) rank = 1;
      else if (company.name_lc.includes(needle) || company.domain_lc.includes(needle)) rank = 2;
      else continue;
      matched.push({ company, rank });
    }
    const counts = matched.length === 0 ? new Uint32Array(0) : this.companyCounts(filter, toMinute(now));
    return matched
      .map(({ company, rank }) => ({ company, rank, open: counts[company.id] ?? 0 }))
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

  private companyCounts(filter: JobFilter, minute: number): Uint32Array {
    return this.cache.through(`companies|${minute}|${JSON.stringify(filter)}`, () => {
      const perCompany = new Uint32Array(this.companies.maxId + 1);
      const company = this.index.company;
      this.scan(filter, minute, undefined, (i) => {
        perCompany[company[i]!]! += 1;
        return true;
      });
      return perCompany;
    });
  }

  async jobs(
    filter: JobFilter,
    options: PageOptions,
    now: number,
    base: string,
  ): Promise<{ jobs: Listing[]; total: number }> {
    const sort = options.sort ?? (filter.skills?.length ? 'match' : 'newest');
    const minute = toMinute(now);
    const { bits } = skillWords(filter.skills ?? []);
    const { page, total } =
      sort === 'match' && bits.length > 0
        ? this.byMatch(filter, options, minute)
        : this.byNewest(filter, options, minute);
    this.cache.set(`total|${minute}|${options.q ?? ''}|${JSON.stringify(filter)}`, total);
    return { jobs: await this.listings(page, base), total };
  }

  /**
   * Most given skills first, then newest, in two passes that hold nothing the size of the catalog or of the
   * offset: the first counts the rows per number of skills matched (cached for the filter and minute, a few
   * numbers), which fixes where each score's rows start in the order; the second picks the page's rows by their
   * position within their score, and stops once the page is full. A deep page costs a scan, never memory.
   */
  private byMatch(filter: JobFilter, options: PageOptions, minute: number): { page: number[]; total: number } {
    const x = this.index;
    const { lo, hi, bits } = skillWords(filter.skills ?? []);
    const score = (i: number) => popcount(x.maskLo[i]! & lo) + popcount(x.maskHi[i]! & hi);
    const perScore = this.cache.through(`match|${minute}|${options.q ?? ''}|${JSON.stringify(filter)}`, () => {
      const counts = new Uint32Array(bits.length + 1);
      this.scan(filter, minute, options.q, (i) => {
        counts[score(i)]! += 1;
        return true;
      });
      return counts;
    });
    const start = new Uint32Array(bits.length + 1);
    let total = 0;
    for (let s = bits.length; s >= 0; s--) {
      start[s] = total;
      total += perScore[s]!;
    }
    const from = options.offset;
    const page: number[] = new Array(Math.max(0, Math.min(total, from + options.limit) - from));
    if (page.length === 0) return { page, total };
    const seen = new Uint32Array(bits.length + 1);
    let filled = 0;
    this.scan(filter, minute, options.q, (i) => {
      const s = score(i);
      const position = start[s]! + seen[s]!;
      seen[s]! += 1;
      if (position >= from && position < from + page.length) {
        page[position - from] = i;
        filled++;
      }
      return filled < page.length;
    });
    return { page, total };
  }

  /** Newest first; with the total known for this minute, the scan stops once the page is full. */
  private byNewest(filter: JobFilter, options: PageOptions, minute: number): { page: number[]; total: number } {
    const want = options.offset + options.limit;
    const page: number[] = [];
    const known = this.cache.get(`total|${minute}|${options.q ?? ''}|${JSON.stringify(filter)}`) as number | undefined;
    let seen = 0;
    this.scan(filter, minute, options.q, (i) => {
      if (seen >= options.offset && seen < want) page.push(i);
      seen++;
      return known === undefined || seen < want;
    });
    return { page, total: known ?? seen };
  }

  /** One job by id, whatever its state (for its page). */
  async job(jobId: string, base: string): Promise<Listing | undefined> {
    const index = this.index.byJobId.get(jobId);
    return index === undefined ? undefined : (await this.listings([index], base))[0];
  }

  /**
   * Jobs matching the filter posted after `since` and not after `now` (digests), newest first. The scan ends at
   * `since`: an alert costs what was posted since its last notice, not the whole catalog.
   */
  jobsPostedAfter(filter: JobFilter, since: number, now: number, base: string, limit = 50): Promise<Listing[]> {
    const out: number[] = [];
    const x = this.index;
    this.scan(
      filter,
      now,
      undefined,
      (i) => {
        if (x.posted[i]! <= now) out.push(i);
        return out.length < limit;
      },
      since,
    );
    return this.listings(out, base);
  }

  facets(filter: JobFilter, now: number): Facets {
    const minute = toMinute(now);
    return this.cache.through(`facets|${minute}|${JSON.stringify(filter)}`, () => this.countFacets(filter, minute));
  }

  private countFacets(filter: JobFilter, now: number): Facets {
    const x = this.index;
    const counts = FACET_KEYS.map((key) => new Uint32Array(x.dictionaries[key].values.length + 1));
    const columns = FACET_KEYS.map((key) => x.columns[key]);
    this.scan(filter, now, undefined, (i) => {
      for (let k = 0; k < columns.length; k++) counts[k]![columns[k]![i]!]! += 1;
      return true;
    });
    const result = {} as Facets;
    FACET_KEYS.forEach((key, k) => {
      const dictionary = x.dictionaries[key];
      const buckets: { value: string; count: number }[] = [];
      counts[k]!.forEach((count, code) => {
        const value = dictionary.value(code);
        if (code !== 0 && count > 0 && value !== null) buckets.push({ value, count });
      });
      result[key] = buckets.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    });
    return result;
  }

  /** Distinct values of a column, sorted (the profile's options). */
  distinct(column: 'city' | 'country' | 'department' | 'ats'): string[] {
    return [...new Set(this.index.dictionaries[column].values)].sort((a, b) => a.localeCompare(b));
  }

  recent(now: number, base: string, limit: number, offset = 0): Promise<{ jobs: Listing[]; total: number }> {
    return this.jobs({ confidence: 'verified' }, { limit, offset, sort: 'newest' }, now, base);
  }
}
