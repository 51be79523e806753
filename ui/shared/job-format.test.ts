import { describe, expect, it, vi } from 'vitest';
import { JobListing } from '../../api/contract';
import { ageOf, placeOf, salaryOf } from './job-format';

vi.hoisted(() => {
  const fake = globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } };
  if (fake.chrome?.i18n) fake.chrome.i18n.getUILanguage = () => 'en';
});

const job = (fields: Record<string, unknown>) => JobListing.parse({ job_id: 'x', ...fields });

describe('job facts in a list', () => {
  it('place: city with the country name, else the raw location, else the country', () => {
    expect(placeOf(job({ city: 'Haifa', country: 'IL' }))).toBe('Haifa, Israel');
    expect(placeOf(job({ location: 'Remote, EMEA' }))).toBe('Remote, EMEA');
    expect(placeOf(job({ country: 'DE' }))).toBe('Germany');
    expect(placeOf(job({}))).toBeUndefined();
  });

  it('age: days, then months, then years', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(ageOf('2026-11-22T08:00:00Z', now)).toBe('today');
    expect(ageOf('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
    expect(ageOf('2026-08-22T12:00:00Z', now)).toBe('3 months ago');
    expect(ageOf('2024-11-22T12:00:00Z', now)).toBe('2 years ago');
    expect(ageOf('not a date', now)).toBeUndefined();
  });

  it('salary: the stated range with its period, the shekel figure, or nothing', () => {
    expect(
      salaryOf(job({ salary_min: 35000, salary_max: 42000, salary_currency: 'ILS', salary_period: 'month' })),
    ).toBe('₪35,000–₪42,000 / month');
    expect(
      salaryOf(job({ salary_min: 300000, salary_max: 300000, salary_currency: 'USD', salary_period: 'year' })),
    ).toBe('$300,000 / year');
    expect(salaryOf(job({ salary_ils: 38500 }))).toBe('₪38,500 / month');
    expect(salaryOf(job({}))).toBeUndefined();
  });
});
