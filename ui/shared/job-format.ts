/** How a job's facts read in a list: place, age, salary, employment type and workplace, in the page's language. */
import { DateTime } from 'luxon';
import type { JobListing } from '../../api/contract';
import { WORKPLACES } from '../../api/contract/vocabulary';
import type { JobPageData } from '../../api/job-ref';
import { type Lang, uiLanguage } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
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

/** "posted 3 days ago", "posted today": a posting's day (or instant) against `now`, in words. */
export function postedAgo(
  posted: string | undefined,
  now: DateTime<boolean> = DateTime.now(),
  language: Lang = lang,
): string | undefined {
  if (!posted) return undefined;
  const day = DateTime.fromISO(posted, { zone: now.zone }).startOf('day');
  if (!day.isValid) return undefined;
  const today = now.startOf('day');
  const days = Math.max(0, Math.round(today.diff(day, 'days').days));
  const base = today.minus({ days });
  // "today" and "yesterday" read better than "0 days ago"; past a month, months, then years.
  const unit = days < 30 ? 'days' : days < 365 ? 'months' : 'years';
  const age =
    days < 2
      ? base.toRelativeCalendar({ base: today, locale: language, unit: 'days' })
      : base.toRelative({ base: today, locale: language, unit });
  return age ? sharedT(language)('postedAgo', { age }) : undefined;
}

const EMPLOYMENT: Record<string, 'fullTime' | 'partTime' | 'contract' | 'temporary' | 'internship'> = {
  full_time: 'fullTime',
  part_time: 'partTime',
  contractor: 'contract',
  contract: 'contract',
  temporary: 'temporary',
  intern: 'internship',
  internship: 'internship',
};

/** "Full time, Contractor" (schema.org's words, or a site's) in the UI's language; other words as the page wrote them. */
export function employmentOf(type: string | undefined, language: Lang = lang): string | undefined {
  if (!type) return undefined;
  const t = sharedT(language);
  return type
    .split(/\s*,\s*/)
    .map((item) => {
      const known = EMPLOYMENT[item.toLowerCase().replace(/[\s_-]+/g, '_')];
      return known ? t(`employment.${known}`) : item;
    })
    .join(', ');
}

/** "Remote", "Hybrid", "On site": the listing's workplace, else "Remote" when the page said so. */
export function workplaceOf(
  listing: Pick<JobListing, 'workplace'> | undefined,
  remote?: boolean,
  language: Lang = lang,
): string | undefined {
  const workplace = WORKPLACES.find((known) => known === listing?.workplace) ?? (remote ? 'remote' : undefined);
  return workplace && sharedT(language)(`workplace.${workplace}`);
}

/** What the salary line may show at most: the page's words, shortened for a row. */
const SALARY_SHOWN = 60;

/**
 * A starred job's facts beyond company and place: the service's listing where it states them (what the row
 * showed before), the page's, kept with the star, for the rest.
 */
export function savedFactsOf(
  page: JobPageData | undefined,
  listing: JobListing | undefined,
  now: DateTime<boolean> = DateTime.now(),
  language: Lang = lang,
): { posted?: string; salary?: string; work: string[] } {
  const salary = page?.salary;
  return {
    posted: postedAgo(listing?.posted_at ?? page?.datePosted, now, language),
    salary: salary && salary.length > SALARY_SHOWN ? `${salary.slice(0, SALARY_SHOWN - 1).trimEnd()}…` : salary,
    work: [employmentOf(page?.employmentType, language), workplaceOf(listing, page?.remote, language)].filter(
      (item): item is string => Boolean(item),
    ),
  };
}

/**
 * The facts worth showing, once each: "Remote" after a place "Remote" or "Remote, Israel" says nothing new
 * (a page's location and its remote flag often state the same).
 */
export function distinctFacts(items: readonly (string | undefined)[]): string[] {
  const said = new Set<string>();
  const shown: string[] = [];
  for (const item of items) {
    const key = item?.trim().toLowerCase();
    if (!item || !key || said.has(key)) continue;
    shown.push(item);
    said.add(key);
    for (const part of key.split(/\s*,\s*/)) said.add(part);
  }
  return shown;
}
