/** How a job's facts read in a list: place, age and salary, in the page's language. */
import type { JobListing } from '../../api/contract';
import { uiLanguage } from '../../i18n/index';
import { countryName } from './country-names';

const lang = uiLanguage();
const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
const DAY = 86_400_000;

export function placeOf(job: Pick<JobListing, 'city' | 'country' | 'location'>): string | undefined {
  if (job.city) return job.country ? `${job.city}, ${countryName(job.country)}` : job.city;
  return job.location ?? (job.country ? countryName(job.country) : undefined);
}

/** "3 days ago", "last month": how fresh the posting is. */
export function ageOf(postedAt: string | undefined, now = Date.now()): string | undefined {
  if (!postedAt) return undefined;
  const time = Date.parse(postedAt);
  if (Number.isNaN(time)) return undefined;
  const days = Math.round((time - now) / DAY);
  if (days > -30) return relative.format(days, 'day');
  if (days > -365) return relative.format(Math.round(days / 30), 'month');
  return relative.format(Math.round(days / 365), 'year');
}

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
};

const PERIODS: Record<string, Intl.RelativeTimeFormatUnit> = { month: 'month', year: 'year' };

/** "/ month" in the page's language, from the unit names Intl already knows. */
const perPeriod = (period: unknown): string => {
  const unit = typeof period === 'string' ? PERIODS[period] : undefined;
  if (!unit) return '';
  const name = new Intl.DisplayNames(lang, { type: 'dateTimeField' }).of(unit);
  return name ? ` / ${name}` : '';
};

/** The stated salary range with its period, or the monthly shekel figure; undefined when unknown. */
export function salaryOf(job: JobListing): string | undefined {
  const currency = job.salary_currency ?? 'ILS';
  const { salary_min: low, salary_max: high } = job;
  // The listing's shape is not in the spec; the reference server adds the period of the stated figures.
  const period = perPeriod((job as { salary_period?: unknown }).salary_period);
  if (typeof low === 'number' && typeof high === 'number' && low !== high) {
    return `${money(low, currency)}–${money(high, currency)}${period}`;
  }
  if (typeof low === 'number' || typeof high === 'number')
    return `${money((low ?? high) as number, currency)}${period}`;
  const monthlyIls = job.salary_ils_monthly ?? (job as { salary_ils?: unknown }).salary_ils;
  if (typeof monthlyIls === 'number') return `${money(monthlyIls, 'ILS')}${perPeriod('month')}`;
  return undefined;
}
