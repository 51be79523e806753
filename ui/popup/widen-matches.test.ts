import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../shared/filter-draft';
import { cityOutsideCountries, wideningsOf } from './widen-matches';

describe('wideningsOf', () => {
  it('offers only the changes that widen something, each as a count-only read of the widened filter', () => {
    const draft = { ...emptyDraft(), country: ['GB'], city: ['Tel Aviv-Yafo'], workplace: 'remote' as const };
    const widenings = wideningsOf(draft);
    expect(widenings.map((widening) => widening.key)).toEqual(['city', 'workplace']);
    expect(widenings[0]?.query).toEqual({ country: 'GB', workplace: 'remote', limit: '1' });
    expect(widenings[1]?.query).toEqual({ country: 'GB', city: 'Tel Aviv-Yafo', limit: '1' });
  });

  it('offers all seniorities when one is chosen, and nothing for a filter with none of the three', () => {
    expect(wideningsOf({ ...emptyDraft(), seniority: 'senior' }).map((widening) => widening.key)).toEqual([
      'seniority',
    ]);
    expect(wideningsOf({ ...emptyDraft(), skills: ['Go'] })).toEqual([]);
  });

  it('keeps a widening whose filter is still invalid elsewhere, with nothing to ask the service', () => {
    const [widening] = wideningsOf({ ...emptyDraft(), city: ['Haifa'], salary_min: '-5' });
    expect(widening?.key).toBe('city');
    expect(widening?.query).toBeUndefined();
  });
});

describe('cityOutsideCountries', () => {
  it('says a city and countries exclude each other when the city has jobs in none of them', () => {
    expect(cityOutsideCountries(['GB'], ['IL'])).toBe(true);
    expect(cityOutsideCountries(['GB', 'il'], ['IL'])).toBe(false);
  });

  it('claims nothing without countries chosen or with the city unknown to the service', () => {
    expect(cityOutsideCountries([], ['IL'])).toBe(false);
    expect(cityOutsideCountries(['GB'], [])).toBe(false);
  });
});
