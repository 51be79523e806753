import { describe, expect, it } from 'vitest';
import { canonicalFilterCase } from './filter-case';

describe('canonicalFilterCase', () => {
  it('upper-cases countries, lower-cases seniority and workplace, leaves the rest', () => {
    expect(
      canonicalFilterCase({ country: 'il,gb', seniority: 'Senior', workplace: 'ONSITE', city: 'tel aviv-yafo' }),
    ).toEqual({ country: 'IL,GB', seniority: 'senior', workplace: 'onsite', city: 'tel aviv-yafo' });
  });
  it('leaves values that are not strings, and things that are not objects, for the contract to report', () => {
    expect(canonicalFilterCase({ seniority: 3 })).toEqual({ seniority: 3 });
    expect(canonicalFilterCase('x')).toBe('x');
    expect(canonicalFilterCase(null)).toBeNull();
    expect(canonicalFilterCase(['a'])).toEqual(['a']);
  });
});
