/** How a job's facts read in a list: place, age, salary, employment type and workplace, in the page's language. */
import type { JobListing } from '../../api/contract';
import { WORKPLACES } from '../../api/contract/vocabulary-values';
import type { JobPageData } from '../../api/job-ref';
import { type Lang, uiLanguage } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import { countryName } from './country-names';
import { formatMoney, formatMoneyRange, perPeriod, restyleSalary } from './intl-format';

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

/** The stated salary range with its period, or the monthly shekel figure; undefined when unknown. */
export function salaryOf(job: JobListing, language: Lang = lang): string | undefined {
  const currency = job.salary_currency ?? 'ILS';
  const { salary_min: low, salary_max: high } = job;
  // The listing's shape is not in the spec; the reference server adds the period of the stated figures.
  const period = perPeriod((job as { salary_period?: unknown }).salary_period, language);
  if (typeof low === 'number' && typeof high === 'number') {
    return `${formatMoneyRange(low, high, currency, language)}${period}`;
  }
  if (typeof low === 'number' || typeof high === 'number')
    return `${formatMoney((low ?? high) as number, currency, language)}${period}`;
  const monthlyIls = job.salary_ils_monthly ?? (job as { salary_ils?: unknown }).salary_ils;
  if (typeof monthlyIls === 'number')
    return `${formatMoney(monthlyIls, 'ILS', language)}${perPeriod('month', language)}`;
  return undefined;
}

/** "posted 3 days ago", "posted today": a posting's day (or instant) against `now`, in words. */
/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone (the reader's when none is given). */
const dayOf = (instant: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * "posted 3 days ago", from a date (that calendar day) or a time (the day it falls on where the reader is).
 * Intl's own relative wording, not luxon: this runs in the popup's first load, which must stay small (issue 18).
 */
export function postedAgo(
  posted: string | undefined,
  now: Date = new Date(),
  language: Lang = lang,
  timeZone?: string,
): string | undefined {
  if (!posted) return undefined;
  const time = Date.parse(posted);
  if (Number.isNaN(time)) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(posted) ? posted : dayOf(new Date(time), timeZone);
  const days = Math.max(0, Math.round((Date.parse(dayOf(now, timeZone)) - Date.parse(day)) / DAY));
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // "today" and "yesterday" read better than "0 days ago"; past a month, months, then years.
  const age =
    days < 30
      ? words.format(-days, 'day')
      : days < 365
        ? words.format(-Math.round(days / 30), 'month')
        : words.format(-Math.round(days / 365), 'year');
  return sharedT(language)('postedAgo', { age });
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

/** "Remote", "Hybrid", "On site": the listing's workplace, else the page's ("Hybrid" on Lever), else "Remote" when the page said so. */
export function workplaceOf(
  listing: Pick<JobListing, 'workplace'> | undefined,
  remote?: boolean,
  language: Lang = lang,
  stated?: JobPageData['workplace'],
): string | undefined {
  const workplace =
    WORKPLACES.find((known) => known === listing?.workplace) ?? stated ?? (remote ? 'remote' : undefined);
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
  now: Date = new Date(),
  language: Lang = lang,
  timeZone?: string,
): { posted?: string; salary?: string; work: string[] } {
  const salary = page?.salary && restyleSalary(page.salary, language);
  return {
    posted: postedAgo(listing?.posted_at ?? page?.datePosted, now, language, timeZone),
    salary: salary && salary.length > SALARY_SHOWN ? `${salary.slice(0, SALARY_SHOWN - 1).trimEnd()}…` : salary,
    work: [
      employmentOf(page?.employmentType, language),
      workplaceOf(listing, page?.remote, language, page?.workplace),
    ].filter((item): item is string => Boolean(item)),
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
