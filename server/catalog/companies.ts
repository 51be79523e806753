/** The catalog's companies in memory: by id, by domain (case-insensitive), with lower-cased search keys. */
export interface CompanyRow {
  id: number;
  name: string;
  domain: string;
  ats: string;
  board: string;
}

export type SearchableCompany = CompanyRow & { name_lc: string; domain_lc: string; domain_stem: string };

export class CompanyDirectory {
  readonly all: SearchableCompany[];
  readonly maxId: number;
  private byId: Map<number, CompanyRow>;
  private byDomain: Map<string, CompanyRow>;

  constructor(rows: CompanyRow[]) {
    this.all = rows.map((row) => ({
      ...row,
      name_lc: row.name.toLowerCase(),
      domain_lc: row.domain.toLowerCase(),
      domain_stem: row.domain.toLowerCase().split('.')[0] ?? '',
    }));
    this.byId = new Map(rows.map((row) => [row.id, row]));
    this.byDomain = new Map(rows.map((row) => [row.domain.toLowerCase(), row]));
    this.maxId = rows.reduce((max, row) => Math.max(max, row.id), 0);
  }

  get(id: number): CompanyRow | undefined {
    return this.byId.get(id);
  }

  withDomain(domain: string): CompanyRow | undefined {
    return this.byDomain.get(domain.trim().toLowerCase());
  }

  /** A lookup table over company ids, 1 where `keep(company)`. */
  where(keep: (company: SearchableCompany) => boolean): Uint8Array {
    const table = new Uint8Array(this.maxId + 1);
    for (const company of this.all) if (keep(company)) table[company.id] = 1;
    return table;
  }
}
