/**
 * Company search (§4.7): a name-or-domain box searched as you type, every filter, results with open-job
 * counts, and "create alert from these filters". The last search survives closing the popup; the first
 * one starts from the profile's countries and skills. Nothing invalid is ever sent.
 */
import { signal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { type CompanyResult, CompanySearchQuery, filterToQuery } from '../../api/contract';
import type { PublicApi } from '../../api/public';
import { popupT } from '../../i18n/popup';
import type { AccountDb, ProfileRow } from '../../storage/db';
import { FilterFields } from '../shared/FilterFields';
import { countActive, draftToFilter, emptyDraft, type FilterDraft } from '../shared/filter-draft';
import { filterSuggestions } from '../shared/filter-suggestions';
import type { FacetValues } from '../shared/use-facets';
import type { Service } from '../shared/use-service';
import { CompanyResults } from './CompanyResults';
import { CreateAlert } from './CreateAlert';
import { createLiveSearch, type SearchState } from './live-search';
import { ReadFailure } from './ReadFailure';
import { SearchBox } from './SearchBox';
import { openJobsByDomain, zeroUnderFilters } from './unfiltered-counts';

const t = popupT();
const STORE_KEY = 'jobstar.popup.search';

interface Stored {
  name: string;
  draft: FilterDraft;
}

function restore(): Stored | undefined {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Stored;
    return { name: stored.name, draft: { ...emptyDraft(), ...stored.draft } };
  } catch {
    return undefined;
  }
}

const initial = restore();
const name = signal(initial?.name ?? '');
const draft = signal<FilterDraft>(initial?.draft ?? emptyDraft());
const prefilled = signal(initial !== undefined);
const filtersOpen = signal(false);
const state = signal<SearchState<CompanyResult[]>>({ status: 'idle' });
/** Open jobs without filters, by domain, for the rows whose filtered count is zero. */
const unfiltered = signal<Record<string, number>>({});

let api: PublicApi | undefined;
const search = createLiveSearch<CompanySearchQuery, CompanyResult[]>({
  run: async (query, abort) => {
    if (!api) throw new Error('no service');
    return (await api.searchCompanies(query, abort)).companies;
  },
  key: (query) => JSON.stringify(query),
  onState: (next) => {
    state.value = next;
  },
});

const save = () => localStorage.setItem(STORE_KEY, JSON.stringify({ name: name.value, draft: draft.value }));

export interface CompanySearchProps {
  service: Service | undefined;
  db: AccountDb | undefined;
  /** null: no profile row yet (never synced); undefined: still reading the database. */
  profile: ProfileRow | null | undefined;
  facets: FacetValues;
}

export function CompanySearch({ service, db, profile, facets }: CompanySearchProps): JSX.Element {
  useEffect(() => {
    if (prefilled.value || !profile) return;
    prefilled.value = true;
    draft.value = { ...draft.value, country: profile.local.country ?? [], skills: profile.local.skills ?? [] };
  }, [profile]);

  const result = draftToFilter(draft.value);
  const nameCheck = CompanySearchQuery.shape.name.safeParse(name.value);
  const query: CompanySearchQuery | null =
    result.ok && nameCheck.success ? { ...filterToQuery(result.filter), name: nameCheck.data } : null;
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    api = service?.api;
    search.set(service ? query : null);
  }, [queryKey, service?.baseUrl]);

  const active = countActive(draft.value);
  const current = state.value;
  // Only for the search on screen: while a filter is wrong nothing is sent, not even the count without filters.
  const explainZero =
    query !== null && current.status === 'done' && zeroUnderFilters(current.result, active > 0) && nameCheck.success;

  useEffect(() => {
    unfiltered.value = {};
    if (!explainZero || !service) return;
    const abort = new AbortController();
    service.api
      .searchCompanies({ name: name.value }, abort.signal)
      .then((answer) => {
        unfiltered.value = openJobsByDomain(answer.companies);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [explainZero, queryKey, service?.baseUrl]);

  return (
    <div class="company-search">
      {/* A name too short for the service is not a mistake while typing: the hint stays neutral. */}
      <SearchBox
        id="search-name"
        label={t('companyName')}
        value={name.value}
        placeholder={t('searchPlaceholder')}
        hint={t('companyNameHint')}
        onInput={(next) => {
          name.value = next;
          save();
        }}
      />
      <details
        class="filters"
        open={filtersOpen.value || !result.ok}
        onToggle={(event) => {
          filtersOpen.value = event.currentTarget.open;
        }}
      >
        <summary>{t('filtersCount', { n: active })}</summary>
        <FilterFields
          idPrefix="search"
          value={draft.value}
          onChange={(next) => {
            prefilled.value = true;
            draft.value = next;
            save();
          }}
          errors={result.ok ? {} : result.errors}
          suggestions={filterSuggestions(profile, facets)}
        />
        {active > 0 && (
          <button
            type="button"
            class="link-button"
            onClick={() => {
              draft.value = emptyDraft();
              save();
            }}
          >
            {t('clearFilters')}
          </button>
        )}
      </details>
      <CreateAlert db={db} filter={result.ok ? filterToQuery(result.filter) : undefined} name={name.value} />
      <div class="results" aria-busy={current.status === 'loading'}>
        {!result.ok ? (
          <p class="notice error">{t('fixFilters')}</p>
        ) : current.status === 'idle' ? (
          <p class="empty">{t('typeToSearch')}</p>
        ) : current.status === 'loading' ? (
          <p class="empty">{t('searching')}</p>
        ) : current.status === 'error' ? (
          <ReadFailure
            serviceUrl={service?.baseUrl}
            error={current.error}
            lead={(reason) => t('searchFailed', { message: reason })}
            offline={t('offlineSearch')}
            onRetry={() => search.retry()}
          />
        ) : current.result.length === 0 ? (
          <p class="empty" role="status">
            {t('noCompanies', { name: name.value.trim() })}
          </p>
        ) : (
          <CompanyResults
            companies={current.result}
            service={service}
            filter={result.ok ? filterToQuery(result.filter) : {}}
            unfiltered={unfiltered.value}
            db={db}
          />
        )}
      </div>
    </div>
  );
}
