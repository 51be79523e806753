import { describe, expect, it } from 'vitest';
import type { SavedRow } from '../db/db';
import { matchKey, normaliseCompany, seenIndex } from './match';

describe('seen-before matching', () => {
  it('ignores case, punctuation, spacing and legal suffixes', () => {
    expect(normaliseCompany('Acme, Inc.')).toBe('acme');
    expect(normaliseCompany('ACME Ltd')).toBe('acme');
    expect(normaliseCompany('אקמי בע"מ')).toBe('אקמי');
    expect(normaliseCompany('אקמי בע״מ')).toBe('אקמי');
    expect(normaliseCompany('Café  GmbH')).toBe('cafe');
    expect(matchKey('Acme Inc', 'Senior  Engineer (Backend)')).toBe(matchKey('acme', 'senior engineer - backend'));
  });

  it('keeps a company that is only a suffix word, and needs both company and title', () => {
    expect(normaliseCompany('Company')).toBe('company');
    expect(matchKey(undefined, 'Engineer')).toBeNull();
    expect(matchKey('Acme', '  ')).toBeNull();
  });

  it('indexes starred jobs by key from the page or the listing', () => {
    const rows = [
      {
        jobId: 'a',
        starred: 1,
        savedAt: '',
        synced: 1,
        page: { site: 'linkedin', title: 'Engineer', company: 'Acme' },
      },
      { jobId: 'b', starred: 1, savedAt: '', synced: 1, listing: { title: 'Engineer', company: 'ACME Ltd' } },
      { jobId: 'c', starred: 1, savedAt: '', synced: 1 },
    ] as SavedRow[];
    expect(
      seenIndex(rows)
        .get(matchKey('Acme', 'Engineer')!)
        ?.map((row) => row.jobId),
    ).toEqual(['a', 'b']);
  });
});
