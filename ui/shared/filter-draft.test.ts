import { describe, expect, it, vi } from 'vitest';

// WXT's fake browser throws on i18n.getUILanguage; the messages under test are the English ones.
vi.hoisted(() => {
  const fake = globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } };
  if (fake.chrome?.i18n) fake.chrome.i18n.getUILanguage = () => 'en';
});

import { filterToQuery, type JobFilter, queryToFilter } from '../../api/contract';
import { fieldErrorText } from './field-error-text';
import { countActive, draftToFilter, emptyDraft, type FilterDraft, filterToDraft } from './filter-draft';

const draft = (patch: Partial<FilterDraft>): FilterDraft => ({ ...emptyDraft(), ...patch });

describe('filter form ↔ query', () => {
  it('an empty form is an empty query', () => {
    const result = draftToFilter(emptyDraft());
    expect(result).toEqual({ ok: true, filter: {} });
    expect(countActive(emptyDraft())).toBe(0);
  });

  it('turns every field into its §4.7 wire form', () => {
    const result = draftToFilter(
      draft({
        country: ['il', 'US'],
        city: ['Tel Aviv', ' Haifa '],
        location: ' Herzliya ',
        company: ['acme.com'],
        ats: ['greenhouse', 'lever'],
        department: ['engineering'],
        seniority: 'senior',
        workplace: 'remote',
        skills: ['python', 'go'],
        ids: ['greenhouse:acme:1'],
        israel_only: true,
        confidence: 'best_effort',
        include_closed: true,
        include_outdated: true,
        min_age_days: '0',
        max_age_days: '30',
        salary_min: '20000',
        salary_max: ' 40000 ',
        salary_known: true,
        salary_disclosed: true,
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(filterToQuery(result.filter)).toEqual({
      country: 'IL,US',
      city: 'Tel Aviv,Haifa',
      location: 'Herzliya',
      company: 'acme.com',
      ats: 'greenhouse,lever',
      department: 'engineering',
      seniority: 'senior',
      workplace: 'remote',
      skills: 'python,go',
      ids: 'greenhouse:acme:1',
      israel_only: '1',
      confidence: 'best_effort',
      include_closed: '1',
      include_outdated: '1',
      min_age_days: '0',
      max_age_days: '30',
      salary_min: '20000',
      salary_max: '40000',
      salary_known: '1',
      salary_disclosed: '1',
    });
  });

  it('leaves out empty lists, unchecked flags, blank numbers and the default confidence', () => {
    const result = draftToFilter(draft({ city: [' '], salary_min: '  ', israel_only: false, skills: ['rust'] }));
    expect(result.ok && filterToQuery(result.filter)).toEqual({ skills: 'rust' });
  });

  it('a stored alert filter comes back into the form unchanged', () => {
    const query = {
      country: 'IL',
      seniority: 'senior',
      salary_min: '30000',
      salary_known: '1',
      confidence: 'all',
    } as const;
    const back = draftToFilter(filterToDraft(queryToFilter(query)));
    expect(back.ok && filterToQuery(back.filter)).toEqual(query);
  });

  it('counts the fields that narrow the search', () => {
    expect(countActive(draft({ country: ['IL'], salary_known: true, salary_min: '1' }))).toBe(3);
  });
});

describe('a message beside each field for each §4.7 constraint', () => {
  const errorsOf = (patch: Partial<FilterDraft>) => {
    const result = draftToFilter(draft(patch));
    expect(result.ok).toBe(false);
    return result.ok ? {} : result.errors;
  };

  it.each([
    ['min_age_days', '-1', 'Must be 0 or more'],
    ['max_age_days', '2.5', 'Enter a whole number, without a fraction'],
    ['salary_min', 'lots', 'Enter a whole number, 0 or more'],
    ['salary_max', '-300', 'Must be 0 or more'],
  ] as const)('%s = %j: %s', (key, value, message) => {
    const errors = errorsOf({ [key]: value });
    expect(Object.keys(errors)).toEqual([key]);
    expect(fieldErrorText(errors[key]!)).toBe(message);
  });

  it('country: names the codes that are not ISO 3166-1', () => {
    const errors = errorsOf({ country: ['IL', 'UK', 'XX'] });
    expect(fieldErrorText(errors.country!)).toBe('Not a country code: UK, XX');
  });

  it('seniority and workplace: one value of the contract vocabulary', () => {
    const errors = errorsOf({
      seniority: 'senior,staff' as FilterDraft['seniority'],
      workplace: 'moon' as FilterDraft['workplace'],
    });
    expect(fieldErrorText(errors.seniority!)).toBe('Not allowed: senior,staff');
    expect(fieldErrorText(errors.workplace!)).toBe('Not allowed: moon');
  });

  it('confidence: only verified, best_effort or all', () => {
    const errors = errorsOf({ confidence: 'maybe' as FilterDraft['confidence'] });
    expect(fieldErrorText(errors.confidence!)).toBe('Not allowed: maybe');
  });

  it('a minimum above its maximum is marked on the minimum', () => {
    expect(fieldErrorText(errorsOf({ salary_min: '50000', salary_max: '10000' }).salary_min!)).toBe(
      'Must not be more than the maximum',
    );
    expect(fieldErrorText(errorsOf({ min_age_days: '10', max_age_days: '3' }).min_age_days!)).toBe(
      'Must not be more than the maximum',
    );
  });

  it('what the form accepts, the contract accepts', () => {
    const filter: JobFilter = { country: ['IL'], salary_min: 0, max_age_days: 0 };
    const result = draftToFilter(filterToDraft(filter));
    expect(result).toEqual({ ok: true, filter });
  });
});
