/**
 * The job-listing filters of §4.7 as form fields, each with its error beside it: the essentials first,
 * the rest under "More filters". Job ids are a lookup key, not a person's filter, so no field offers them.
 * Used by company search and Matches in the popup and by the options page's alert form.
 *
 * Usage (controlled):
 *   const draft = useSignal(emptyDraft());
 *   const result = draftToFilter(draft.value);          // from ./filter-draft
 *   <FilterFields idPrefix="alert" value={draft.value} onChange={(next) => (draft.value = next)}
 *     errors={result.ok ? {} : result.errors} suggestions={{ country, city, department, ats, skills }} />
 *   if (result.ok) send({ type: 'alert.create', filter: filterToQuery(result.filter) });
 */
import type { JSX } from 'preact';
import { CONFIDENCES, type Confidence, type FilterKey, SENIORITIES, WORKPLACES } from '../../api/contract';
import { sharedT } from '../../i18n/shared';
import { CountryPicker } from './CountryPicker';
import { FieldNotes, noteIds } from './FieldNotes';
import { fieldErrorText } from './field-error-text';
import type { FilterDraft, FilterErrors } from './filter-draft';
import { cityFieldProps } from './place-fields';
import { TagInput } from './TagInput';
import { TextField } from './TextField';

const t = sharedT();

export interface FilterSuggestions {
  country?: readonly string[];
  city?: readonly string[];
  department?: readonly string[];
  ats?: readonly string[];
  skills?: readonly string[];
  company?: readonly string[];
}

export interface FilterFieldsProps {
  /** Prefix of every field id, unique on the page (e.g. "search", "matches", "alert"). */
  idPrefix: string;
  value: FilterDraft;
  onChange: (next: FilterDraft) => void;
  errors?: FilterErrors;
  suggestions?: FilterSuggestions;
  /** Keys this form does not offer (e.g. Matches owns `skills` elsewhere); every key is shown by default. */
  hide?: readonly FilterKey[];
}

export function FilterFields(props: FilterFieldsProps): JSX.Element {
  const { idPrefix, value, errors = {}, suggestions = {}, hide = [] } = props;
  const set = <K extends keyof FilterDraft>(key: K, next: FilterDraft[K]) => props.onChange({ ...value, [key]: next });
  const id = (key: string) => `${idPrefix}-${key}`;
  const error = (key: FilterKey) => (errors[key] ? fieldErrorText(errors[key]) : undefined);
  const shown = (key: FilterKey) => !hide.includes(key);

  const list = (key: 'city' | 'company' | 'ats' | 'department' | 'skills', label: string, hint?: string) =>
    shown(key) && (
      <TagInput
        id={id(key)}
        label={label}
        values={value[key]}
        onChange={(next) => set(key, next)}
        suggestions={suggestions[key]}
        {...(key === 'city' ? cityFieldProps(suggestions.city ?? []) : {})}
        hint={hint}
        error={error(key)}
      />
    );

  const integer = (key: 'min_age_days' | 'max_age_days' | 'salary_min' | 'salary_max', label: string) =>
    shown(key) && (
      <TextField
        id={id(key)}
        label={label}
        value={value[key]}
        inputMode="numeric"
        onInput={(next) => set(key, next)}
        error={error(key)}
      />
    );

  // One value each: §4.7 does not let seniority or workplace be comma-separated, and an alert carries one filter.
  const oneOf = <K extends 'seniority' | 'workplace'>(
    key: K,
    choices: readonly Exclude<FilterDraft[K], ''>[],
    legend: string,
    label: (choice: Exclude<FilterDraft[K], ''>) => string,
  ) =>
    shown(key) && (
      <fieldset
        class="field choice-group"
        id={id(key)}
        aria-invalid={errors[key] ? 'true' : undefined}
        aria-describedby={noteIds({ id: id(key), error: error(key) }).join(' ') || undefined}
      >
        <legend class="label">{legend}</legend>
        <div class="choices">
          {(['', ...choices] as FilterDraft[K][]).map((choice) => (
            <label key={choice} class="choice">
              <input type="radio" name={id(key)} checked={value[key] === choice} onChange={() => set(key, choice)} />
              {choice === '' ? t('any') : label(choice as Exclude<FilterDraft[K], ''>)}
            </label>
          ))}
        </div>
        <FieldNotes id={id(key)} error={error(key)} />
      </fieldset>
    );

  const flag = (
    key: 'israel_only' | 'include_closed' | 'include_outdated' | 'salary_known' | 'salary_disclosed',
    label: string,
  ) =>
    shown(key) && (
      <label class="check">
        <input type="checkbox" checked={value[key]} onChange={(event) => set(key, event.currentTarget.checked)} />
        {label}
      </label>
    );

  // The essentials a job seeker reaches for come first; the rest waits under "More filters", opened by
  // itself when one of them holds a value or an error (nothing set is ever hidden).
  const more: readonly FilterKey[] = [
    'israel_only',
    'department',
    'company',
    'ats',
    'location',
    'salary_known',
    'salary_disclosed',
    'min_age_days',
    'max_age_days',
    'include_closed',
    'include_outdated',
    'confidence',
  ];
  const moreInUse = more.some((key) => errors[key] !== undefined || !isEmpty(value[key as keyof FilterDraft]));

  return (
    <div class="filter-fields">
      {shown('country') && (
        <CountryPicker
          id={id('country')}
          label={t('country')}
          values={value.country}
          onChange={(next) => set('country', next)}
          suggestions={suggestions.country}
          hint={t('countryHint')}
          error={error('country')}
        />
      )}
      {list('city', t('city'), t('cityHint'))}
      {oneOf('workplace', WORKPLACES, t('workplace'), (choice) => t(`workplace.${choice}`))}
      {oneOf('seniority', SENIORITIES, t('seniority'), (choice) => t(`seniority.${choice}`))}
      {list('skills', t('skills'), t('skillsFilterHint'))}
      <div class="pair">
        {integer('salary_min', t('salaryMin'))}
        {integer('salary_max', t('salaryMax'))}
      </div>
      {(shown('salary_min') || shown('salary_max')) && <p class="hint">{t('salaryHint')}</p>}
      <details class="more-filters" open={moreInUse}>
        <summary>{t('moreFilters')}</summary>
        {flag('israel_only', t('israelOnly'))}
        {list('department', t('department'))}
        {list('company', t('company'), t('companyHint'))}
        {list('ats', t('ats'))}
        {shown('location') && (
          <TextField
            id={id('location')}
            label={t('location')}
            value={value.location}
            onInput={(next) => set('location', next)}
            hint={t('locationHint')}
            error={error('location')}
          />
        )}
        {flag('salary_known', t('salaryKnown'))}
        {flag('salary_disclosed', t('salaryDisclosed'))}
        <div class="pair">
          {integer('min_age_days', t('minAge'))}
          {integer('max_age_days', t('maxAge'))}
        </div>
        {flag('include_closed', t('includeClosed'))}
        {flag('include_outdated', t('includeOutdated'))}
        {shown('confidence') && (
          <ConfidenceField
            id={id('confidence')}
            value={value.confidence}
            error={error('confidence')}
            onChange={(next) => set('confidence', next)}
          />
        )}
      </details>
    </div>
  );
}

const isEmpty = (field: unknown) => field === '' || field === false || (Array.isArray(field) && field.length === 0);

function ConfidenceField(props: {
  id: string;
  value: Confidence | '';
  error: string | undefined;
  onChange: (next: Confidence | '') => void;
}): JSX.Element {
  return (
    <div class="field">
      <label for={props.id}>{t('confidence')}</label>
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value as Confidence | '')}
      >
        <option value="">{t('confidence.verified')}</option>
        {CONFIDENCES.filter((choice) => choice !== 'verified').map((choice) => (
          <option key={choice} value={choice}>
            {t(`confidence.${choice}`)}
          </option>
        ))}
      </select>
      <FieldNotes id={props.id} error={props.error} />
    </div>
  );
}
