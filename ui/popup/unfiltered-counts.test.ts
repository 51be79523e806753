import { describe, expect, it } from 'vitest';
import { openJobsByDomain, zeroUnderFilters } from './unfiltered-counts';

describe('zeroUnderFilters', () => {
  const rows = [
    { name: 'Acme', domain: 'acme.com', open_jobs: 0 },
    { name: 'Beta', domain: 'beta.io', open_jobs: 3 },
  ];
  it('asks for the unfiltered counts only when filters are on and some company shows zero', () => {
    expect(zeroUnderFilters(rows, true)).toBe(true);
    expect(zeroUnderFilters(rows, false)).toBe(false);
    expect(zeroUnderFilters([rows[1]!], true)).toBe(false);
  });
});

describe('openJobsByDomain', () => {
  it('keys the counts by domain, leaving out rows without a domain or a count', () => {
    expect(
      openJobsByDomain([
        { name: 'Acme', domain: 'acme.com', open_jobs: 177 },
        { name: 'No domain', open_jobs: 4 },
        { name: 'Unknown', domain: 'unknown.org' },
      ]),
    ).toEqual({ 'acme.com': 177 });
  });
});
