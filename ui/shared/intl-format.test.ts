import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatMoney, formatMoneyRange, formatTime, restyleSalary } from './intl-format';
import { salaryOf } from './job-format';

const job = (fields: Record<string, unknown>) => ({ job_id: 'x', ...fields });

describe('one date and one currency style per language', () => {
  it('a day, a day with its time, a time: the same long date in every place', () => {
    const at = '2026-11-26T13:05:00Z';
    expect(formatDay(at, 'en', { timeZone: 'UTC' })).toBe('November 26, 2026');
    expect(formatDayTime(at, 'en', { timeZone: 'UTC' })).toBe('November 26, 2026 at 1:05 PM');
    expect(formatDayTime(at, 'en', { timeZone: 'Asia/Jerusalem', weekday: true })).toBe(
      'Thursday, November 26, 2026 at 3:05 PM',
    );
    expect(formatTime(at, 'en', { timeZone: 'UTC' })).toBe('1:05 PM');
    expect(formatDay(at, 'he', { timeZone: 'UTC' })).toBe('26 בנובמבר 2026');
  });

  it('a calendar day is that day wherever the reader is', () => {
    expect(formatDay('2026-12-02', 'en', { timeZone: 'America/Los_Angeles' })).toBe('December 2, 2026');
  });

  it('what is not a time is shown as it was given, never "Invalid Date"', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('money: the symbol, whole units, the locale’s range; an unknown currency code stays readable', () => {
    expect(formatMoney(27000, 'ILS', 'en')).toBe('₪27,000');
    expect(formatMoneyRange(35000, 45000, 'ILS', 'en')).toBe('₪35,000 – ₪45,000');
    expect(formatMoneyRange(35000, 35000, 'ILS', 'en')).toBe('₪35,000');
    expect(formatMoney(10, 'not-a-code', 'en')).toBe('10 not-a-code');
  });

  it('a salary the page stated as code and figures reads like the service’s; other wording is kept', () => {
    expect(restyleSalary('ILS 35,000–45,000 per month', 'en')).toBe('₪35,000 – ₪45,000 / month');
    expect(restyleSalary('ILS 35,000–45,000 per month', 'en')).toBe(
      salaryOf(job({ salary_min: 35000, salary_max: 45000, salary_currency: 'ILS', salary_period: 'month' }), 'en'),
    );
    expect(restyleSalary('USD 120,000 per year', 'en')).toBe('$120,000 / year');
    expect(restyleSalary('EUR 50', 'en')).toBe('€50');
    expect(restyleSalary('₪25,000–30,000 a month', 'en')).toBe('₪25,000–30,000 a month');
    expect(restyleSalary('Competitive', 'en')).toBe('Competitive');
  });
});
