import type { SavedRow } from '../db/db';

const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'llc',
  'llp',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'sa',
  'bv',
  'nv',
  'srl',
  'pty',
  'בעמ',
]);

/** Lower case, no accents, punctuation as spaces, single spaces; Hebrew's gershayim go with the punctuation. */
const words = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/["'״׳`’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function normaliseCompany(company: string): string {
  const parts = words(company);
  while (parts.length > 1 && LEGAL_SUFFIXES.has(parts[parts.length - 1]!)) parts.pop();
  return parts.join(' ');
}

export const normaliseTitle = (title: string): string => words(title).join(' ');

/** The key two copies of one role share, or null when the company or the title is unknown. */
export function matchKey(company: string | undefined, title: string | undefined): string | null {
  const normalCompany = company ? normaliseCompany(company) : '';
  const normalTitle = title ? normaliseTitle(title) : '';
  return normalCompany && normalTitle ? `${normalCompany}\u0000${normalTitle}` : null;
}

/** A saved row's key, from what its page showed or else the service's listing. */
export const savedMatchKey = (row: SavedRow): string | null =>
  matchKey(row.page?.company ?? row.listing?.company, row.page?.title ?? row.listing?.title);

/** Every starred job by its key, newest star first within a key. */
export function seenIndex(starred: readonly SavedRow[]): Map<string, SavedRow[]> {
  const index = new Map<string, SavedRow[]>();
  for (const row of starred) {
    const key = savedMatchKey(row);
    if (key === null) continue;
    const rows = index.get(key);
    if (rows) rows.push(row);
    else index.set(key, [row]);
  }
  return index;
}
