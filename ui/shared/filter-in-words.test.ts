import { describe, expect, it } from 'vitest';
import { filterInWords } from './filter-in-words';

describe('filterInWords', () => {
  it('words each key in the contract’s order, lists as “or”', () => {
    expect(filterInWords({ skills: 'Go,Rust', country: 'IL', workplace: 'remote', israel_only: '1' }, 'en')).toBe(
      'in Israel · Remote · with Go or Rust · in Israel only',
    );
  });

  it('keeps numbers and free text whole', () => {
    expect(filterInWords({ salary_min: '20000', location: 'Tel Aviv, Israel', max_age_days: '7' }, 'en')).toBe(
      'location “Tel Aviv, Israel” · at most 7 days old · from ₪20000 a month',
    );
  });

  it('speaks Hebrew', () => {
    expect(filterInWords({ country: 'IL,US', seniority: 'senior' }, 'he')).toBe('בישראל או ארצות הברית · דרג סניור');
  });

  it('says “all new jobs” for an empty filter', () => {
    expect(filterInWords({}, 'en')).toBe('All new jobs');
  });
});
