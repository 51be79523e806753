/**
 * Matches found nothing: say which filters exclude each other (a city outside the chosen countries, from the
 * service's facets of those cities) and offer one click for each change that widens the search, with the
 * number of jobs it would show. At most four small reads (one facets, three `limit=1` counts), once per filter.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { PublicApi } from '../../api/public';
import { uiLanguage } from '../../i18n/index';
import { popupT } from '../../i18n/popup';
import { popupFiltersT } from '../../i18n/popup-filters';
import { countryName } from '../shared/country-names';
import type { FilterDraft } from '../shared/filter-draft';
import { cityOutsideCountries, type WidenKey, wideningsOf } from './widen-matches';

const t = popupFiltersT();

export interface NoMatchesProps {
  api: PublicApi | undefined;
  draft: FilterDraft;
  onWiden: (next: FilterDraft) => void;
}

const either = (items: readonly string[]) => new Intl.ListFormat(uiLanguage(), { type: 'disjunction' }).format(items);

export function NoMatches({ api, draft, onWiden }: NoMatchesProps): JSX.Element {
  const counts = useSignal<Partial<Record<WidenKey, number>>>({});
  const conflict = useSignal(false);
  const widenings = wideningsOf(draft);
  const key = JSON.stringify(draft);

  useEffect(() => {
    counts.value = {};
    conflict.value = false;
    if (!api) return;
    const abort = new AbortController();
    if (draft.city.length > 0 && draft.country.length > 0) {
      api
        .facets({ city: draft.city.join(',') }, abort.signal)
        .then((answer) => {
          const where = (answer.facets.country ?? []).map((bucket) => bucket.value);
          conflict.value = cityOutsideCountries(draft.country, where);
        })
        .catch(() => undefined);
    }
    for (const widening of widenings) {
      if (!widening.query) continue;
      api
        .jobs(widening.query, abort.signal)
        .then((answer) => {
          if (answer.total !== undefined) counts.value = { ...counts.value, [widening.key]: answer.total };
        })
        .catch(() => undefined);
    }
    return () => abort.abort();
  }, [key, api]);

  const cities = either(draft.city);
  return (
    <div class="no-matches">
      <p class="empty" role="status">
        {popupT()('noJobs')}
      </p>
      {conflict.value && (
        <p class="notice" data-testid="filters-conflict">
          {t('cityOutside', { cities, countries: either(draft.country.map(countryName)) })}
        </p>
      )}
      {widenings.length > 0 && (
        <>
          <p class="hint">{t('widenTitle')}</p>
          <ul class="widen-list">
            {widenings.map((widening) => {
              const n = counts.value[widening.key];
              return (
                <li key={widening.key}>
                  <button type="button" class="link-button" onClick={() => onWiden(widening.draft)}>
                    {widening.key === 'city' ? t('widen.city', { cities }) : t(`widen.${widening.key}`)}
                  </button>
                  {n !== undefined && <span class="hint"> — {t('widenCount', { n })}</span>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
