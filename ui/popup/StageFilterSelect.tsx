/** The Starred tab's filter by stage (All, Saved, Applied, Interviewing, Offer, Closed), each with its count. */
import type { JSX } from 'preact';
import { applicationsT } from '../../i18n/applications';
import { uiLanguage } from '../../i18n/index';
import { stageName } from '../../i18n/stages';
import { STAGE_FILTERS, type StageFilter } from './stage-filter';

const lang = uiLanguage();
const t = applicationsT(lang);

export interface StageFilterSelectProps {
  value: StageFilter;
  counts: Record<StageFilter, number>;
  onChange: (filter: StageFilter) => void;
}

const labelOf = (filter: StageFilter, n: number): string =>
  filter === 'all'
    ? t('filter.all', { n })
    : filter === 'closed'
      ? t('filter.closed', { n })
      : t('filterStage', { stage: stageName(filter, lang), n });

export function StageFilterSelect({ value, counts, onChange }: StageFilterSelectProps): JSX.Element {
  return (
    <span class="stage-filter">
      <label for="saved-stage-filter">{t('showStage')}</label>
      <select
        id="saved-stage-filter"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as StageFilter)}
      >
        {STAGE_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {labelOf(filter, counts[filter])}
          </option>
        ))}
      </select>
    </span>
  );
}
