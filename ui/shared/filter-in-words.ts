/** An alert's filter (the §4.7 wire form) as a short phrase a person reads: "Remote · with Go or Rust · in Israel". */
import { FILTER_KEYS, type FilterQuery, splitList } from '../../api/contract';
import { isCountryCode } from '../../api/countries';
import type { Lang } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';

const FLAGS: readonly string[] = [
  'israel_only',
  'include_closed',
  'include_outdated',
  'salary_known',
  'salary_disclosed',
];
/** Keys whose value is one item, never a comma-separated list. */
const SINGLE: readonly string[] = [
  'location',
  'confidence',
  'min_age_days',
  'max_age_days',
  'salary_min',
  'salary_max',
];

export function filterInWords(filter: FilterQuery, lang: Lang): string {
  const t = sharedT(lang);
  const either = new Intl.ListFormat(lang, { type: 'disjunction' });
  const regions = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const parts: string[] = [];
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined) continue;
    if (FLAGS.includes(key)) {
      parts.push(t(`words.${key}`));
      continue;
    }
    const items = SINGLE.includes(key) ? [value] : splitList(value);
    const named = items.map((item) => {
      if (key === 'country') return isCountryCode(item) ? (regions.of(item) ?? item) : item;
      if (key === 'seniority') return t(`seniority.${item}` as Parameters<typeof t>[0]);
      if (key === 'workplace') return t(`workplace.${item}` as Parameters<typeof t>[0]);
      if (key === 'confidence') return t(`confidence.${item}` as Parameters<typeof t>[0]);
      return item;
    });
    parts.push(t(`words.${key}`, { items: either.format(named) }));
  }
  return parts.length > 0 ? parts.join(' · ') : t('allNewJobs');
}
