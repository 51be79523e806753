/**
 * The filter form's own state and its conversion to the contract's `JobFilter` (§4.7). Numbers stay
 * text while typed so that "-5" or "12.5" can be shown as wrong beside their field instead of vanishing;
 * the contract's `JobFilter` schema is the judge of what may be sent.
 */
import {
  type Confidence,
  FILTER_KEYS,
  type FilterKey,
  JobFilter,
  type Seniority,
  type Workplace,
} from '../../api/contract';
import { isCountryCode } from '../../api/countries';

export interface FilterDraft {
  country: string[];
  city: string[];
  location: string;
  company: string[];
  ats: string[];
  department: string[];
  seniority: Seniority | '';
  workplace: Workplace | '';
  skills: string[];
  ids: string[];
  israel_only: boolean;
  confidence: Confidence | '';
  include_closed: boolean;
  include_outdated: boolean;
  min_age_days: string;
  max_age_days: string;
  salary_min: string;
  salary_max: string;
  salary_known: boolean;
  salary_disclosed: boolean;
}

export const INT_FIELDS = ['min_age_days', 'max_age_days', 'salary_min', 'salary_max'] as const;
type IntField = (typeof INT_FIELDS)[number];

export const emptyDraft = (): FilterDraft => ({
  country: [],
  city: [],
  location: '',
  company: [],
  ats: [],
  department: [],
  seniority: '',
  workplace: '',
  skills: [],
  ids: [],
  israel_only: false,
  confidence: '',
  include_closed: false,
  include_outdated: false,
  min_age_days: '',
  max_age_days: '',
  salary_min: '',
  salary_max: '',
  salary_known: false,
  salary_disclosed: false,
});

export function filterToDraft(filter: JobFilter): FilterDraft {
  const draft = emptyDraft();
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    ...draft,
    country: filter.country ?? [],
    city: filter.city ?? [],
    location: filter.location ?? '',
    company: filter.company ?? [],
    ats: filter.ats ?? [],
    department: filter.department ?? [],
    seniority: filter.seniority ?? '',
    workplace: filter.workplace ?? '',
    skills: filter.skills ?? [],
    ids: filter.ids ?? [],
    israel_only: filter.israel_only ?? false,
    confidence: filter.confidence ?? '',
    include_closed: filter.include_closed ?? false,
    include_outdated: filter.include_outdated ?? false,
    min_age_days: text(filter.min_age_days),
    max_age_days: text(filter.max_age_days),
    salary_min: text(filter.salary_min),
    salary_max: text(filter.salary_max),
    salary_known: filter.salary_known ?? false,
    salary_disclosed: filter.salary_disclosed ?? false,
  };
}

/** What is wrong with one field, as a code the UI words in the page's language. */
export type FieldError =
  | { code: 'notNumber' | 'notWhole' | 'negative' | 'minOverMax' | 'empty' | 'invalid' | 'time' }
  | { code: 'unknownCountry' | 'unknownValue'; items: string[] }
  | { code: 'tooMany'; max: number };

export type FilterErrors = Partial<Record<FilterKey, FieldError>>;

export type DraftResult = { ok: true; filter: JobFilter } | { ok: false; errors: FilterErrors };

function intError(raw: string): FieldError | undefined {
  const value = raw.trim();
  if (value === '' || /^\d+$/.test(value)) return undefined;
  const number = Number(value);
  if (Number.isNaN(number)) return { code: 'notNumber' };
  if (number < 0) return { code: 'negative' };
  if (!Number.isInteger(number)) return { code: 'notWhole' };
  return { code: 'notNumber' };
}

/** Draft → the contract's filter, or the errors of each field. Empty fields are left out. */
export function draftToFilter(draft: FilterDraft): DraftResult {
  const errors: FilterErrors = {};
  const candidate: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = draft[key];
    if (Array.isArray(value)) {
      const items = value.map((item) => item.trim()).filter((item) => item.length > 0);
      if (items.length > 0) candidate[key] = key === 'country' ? items.map((item) => item.toUpperCase()) : items;
    } else if (typeof value === 'boolean') {
      if (value) candidate[key] = true;
    } else if ((INT_FIELDS as readonly string[]).includes(key)) {
      const error = intError(value);
      if (error) errors[key] = error;
      else if (value.trim() !== '') candidate[key] = Number(value.trim());
    } else if (value.trim() !== '') {
      candidate[key] = key === 'location' ? value.trim() : value;
    }
  }
  const parsed = JobFilter.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as FilterKey;
      if (errors[key]) continue;
      errors[key] = errorOf(key, candidate[key]);
    }
  }
  rangeCheck(candidate, errors, 'min_age_days', 'max_age_days');
  rangeCheck(candidate, errors, 'salary_min', 'salary_max');
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, filter: parsed.data };
}

function errorOf(key: FilterKey, value: unknown): FieldError {
  if (key === 'country' && Array.isArray(value)) {
    return { code: 'unknownCountry', items: value.filter((item: string) => !isCountryCode(item)) };
  }
  if ((key === 'seniority' || key === 'workplace' || key === 'confidence') && value !== undefined) {
    return { code: 'unknownValue', items: Array.isArray(value) ? value.map(String) : [String(value)] };
  }
  return { code: 'invalid' };
}

/** A minimum above its maximum finds nothing: almost certainly a slip, so it is shown, not sent. */
function rangeCheck(candidate: Record<string, unknown>, errors: FilterErrors, min: IntField, max: IntField): void {
  const low = candidate[min];
  const high = candidate[max];
  if (typeof low === 'number' && typeof high === 'number' && low > high && !errors[min]) {
    errors[min] = { code: 'minOverMax' };
  }
}

/** Whether the draft narrows anything (so a "Clear filters" control knows when to show). */
export const countActive = (draft: FilterDraft): number => {
  const empty = emptyDraft();
  return FILTER_KEYS.filter((key) => JSON.stringify(draft[key]) !== JSON.stringify(empty[key])).length;
};
