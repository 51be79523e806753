import { describe, expect, it, vi } from 'vitest';
import { JobListing } from '../../api/contract';
import {
  ageOf,
  distinctFacts,
  employmentOf,
  placeOf,
  postedAgo,
  salaryOf,
  savedFactsOf,
  workplaceOf,
} from './job-format';

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
    ).toBe('₪35,000 – ₪42,000 / month');
    expect(
      salaryOf(job({ salary_min: 300000, salary_max: 300000, salary_currency: 'USD', salary_period: 'year' })),
    ).toBe('$300,000 / year');
    expect(salaryOf(job({ salary_ils: 38500 }))).toBe('₪38,500 / month');
    expect(salaryOf(job({ salary_ils: 38500 }), 'he')).toBe(
      `${new Intl.NumberFormat('he', { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 }).format(38500)} / חודש`,
    );
    expect(salaryOf(job({}))).toBeUndefined();
  });
});

describe('a starred job’s facts (the page’s, kept with the star)', () => {
  const now = new Date('2026-11-22T10:00:00Z'); // noon in Jerusalem
  const zone = 'Asia/Jerusalem';

  it('posted: today, yesterday, days, months, years, in English and Hebrew', () => {
    expect(postedAgo('2026-11-22', now, 'en', zone)).toBe('posted today');
    expect(postedAgo('2026-11-21', now, 'en', zone)).toBe('posted yesterday');
    expect(postedAgo('2026-11-19', now, 'en', zone)).toBe('posted 3 days ago');
    expect(postedAgo('2026-11-19T23:30:00Z', now, 'en', zone)).toBe('posted 2 days ago');
    expect(postedAgo('2026-08-20', now, 'en', zone)).toBe('posted 3 months ago');
    expect(postedAgo('2024-11-01', now, 'en', zone)).toBe('posted 2 years ago');
    expect(postedAgo('2026-11-19', now, 'he', zone)).toBe('פורסמה לפני 3 ימים');
    expect(postedAgo('2026-11-22', now, 'he', zone)).toBe('פורסמה היום');
    // A day after "now" (a clock behind the site's) is today, never "in 1 day".
    expect(postedAgo('2026-11-23', now, 'en', zone)).toBe('posted today');
    expect(postedAgo('someday', now, 'en', zone)).toBeUndefined();
    expect(postedAgo(undefined, now, 'en', zone)).toBeUndefined();
  });

  it('employment type: schema.org’s and sites’ words in the UI’s language, others as the page wrote them', () => {
    expect(employmentOf('Full time', 'en')).toBe('Full-time');
    expect(employmentOf('FULL_TIME, Contractor', 'he')).toBe('משרה מלאה, חוזה');
    expect(employmentOf('part-time', 'en')).toBe('Part-time');
    expect(employmentOf('משרה מלאה', 'en')).toBe('משרה מלאה');
    expect(employmentOf('Per diem', 'en')).toBe('Per diem');
  });

  it('workplace: the listing’s, else Remote when the page said so', () => {
    expect(workplaceOf(job({ workplace: 'hybrid' }), true, 'en')).toBe('Hybrid');
    expect(workplaceOf(job({ workplace: 'moon' }), true, 'he')).toBe('מרחוק');
    expect(workplaceOf(undefined, undefined, 'en')).toBeUndefined();
  });

  it('the listing’s facts first, the page’s for the rest; a long salary shortened', () => {
    const page = {
      site: 'wellfound',
      salary: 'USD 150,000–190,000 per year',
      remote: true,
      employmentType: 'Full time',
      datePosted: '2026-11-19',
    };
    expect(savedFactsOf(page, undefined, now, 'en', zone)).toEqual({
      posted: 'posted 3 days ago',
      // The page's words in the same currency style as a listing's salary (issue 33).
      salary: '$150,000 – $190,000 / year',
      work: ['Full-time', 'Remote'],
    });
    const listing = job({ posted_at: '2026-11-21T09:00:00Z', workplace: 'onsite' });
    expect(savedFactsOf(page, listing, now, 'en', zone)).toMatchObject({
      posted: 'posted yesterday',
      work: ['Full-time', 'On site'],
    });
    const stated = job({ salary_min: 150000, salary_max: 190000, salary_currency: 'USD', salary_period: 'year' });
    expect(savedFactsOf(page, undefined, now, 'en', zone).salary).toBe(salaryOf(stated, 'en'));
    expect(savedFactsOf(page, undefined, now, 'he', zone).salary).toBe(salaryOf(stated, 'he'));
    const long = savedFactsOf({ site: 'x', salary: 'x'.repeat(120) }, undefined, now, 'en', zone).salary;
    expect(long).toHaveLength(60);
    expect(long?.endsWith('…')).toBe(true);
    expect(savedFactsOf(undefined, undefined, now, 'en', zone)).toEqual({
      posted: undefined,
      salary: undefined,
      work: [],
    });
  });
});

describe('a row’s facts', () => {
  it('each once: a workplace the place already says is left out', () => {
    expect(distinctFacts(['Acme', 'Remote', undefined, 'Full-time', 'remote'])).toEqual([
      'Acme',
      'Remote',
      'Full-time',
    ]);
    expect(distinctFacts(['Pixel Logic', 'Remote, Israel', 'Remote', 'today'])).toEqual([
      'Pixel Logic',
      'Remote, Israel',
      'today',
    ]);
    expect(distinctFacts(['Wix', 'Tel Aviv, Israel', 'Hybrid', '', '  '])).toEqual([
      'Wix',
      'Tel Aviv, Israel',
      'Hybrid',
    ]);
  });
});
