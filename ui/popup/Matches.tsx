/**
 * Matches: jobs from `/jobs` that fit the profile. The profile's countries and skills fill the filter
 * (§2.2), skills sort by match; editing here leaves the profile alone. More rows load on scroll.
 */
import { signal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { filterToQuery, type JobListing, type JobsQuery, type JobsResponse } from '../../api/contract';
import type { PublicApi } from '../../api/public';
import { popupT } from '../../i18n/popup';
import type { AccountDb, ProfileRow } from '../../storage/db';
import { starredStates } from '../../storage/queries';
import { FilterFields } from '../shared/FilterFields';
import { countActive, draftToFilter, emptyDraft, type FilterDraft } from '../shared/filter-draft';
import { filterSuggestions } from '../shared/filter-suggestions';
import { useAccountQuery } from '../shared/live';
import type { FacetValues } from '../shared/use-facets';
import type { Service } from '../shared/use-service';
import { createLiveSearch, type SearchState } from './live-search';
import { MatchList } from './MatchList';
import { NoMatches } from './NoMatches';
import { profileFilter } from './profile-filter';
import { ReadFailure } from './ReadFailure';

const t = popupT();
const PAGE = 20;

const draft = signal<FilterDraft>(emptyDraft());
const prefilledFrom = signal<number | undefined>(undefined);
const edited = signal(false);
const first = signal<SearchState<JobsResponse>>({ status: 'idle' });
const more = signal<JobListing[]>([]);
const loadingMore = signal(false);
const moreError = signal<string | undefined>(undefined);

let api: PublicApi | undefined;
let moreAbort: AbortController | undefined;
const search = createLiveSearch<JobsQuery, JobsResponse>({
  delayMs: 250,
  run: async (query, abort) => {
    if (!api) throw new Error('no service');
    return api.jobs(query, abort);
  },
  key: (query) => JSON.stringify(query),
  onState: (next) => {
    moreAbort?.abort();
    more.value = [];
    moreError.value = undefined;
    first.value = next;
  },
});

export interface MatchesProps {
  service: Service | undefined;
  db: AccountDb | undefined;
  /** null: no profile row yet (never synced); undefined: still reading the database. */
  profile: ProfileRow | null | undefined;
  facets: FacetValues;
  /** Opens the Profile tab, from the invitation shown while the profile says nothing to match on. */
  onEditProfile?: () => void;
}

export function Matches({ service, db, profile, facets, onEditProfile }: MatchesProps): JSX.Element {
  // The profile fills the filter until the user edits it here; a later profile save refills it.
  useEffect(() => {
    if (!profile || edited.value || prefilledFrom.value === profile.updatedAt) return;
    prefilledFrom.value = profile.updatedAt;
    draft.value = profileFilter(profile.local);
  }, [profile?.updatedAt]);

  const result = draftToFilter(draft.value);
  const query: JobsQuery | null = result.ok
    ? {
        ...filterToQuery(result.filter),
        sort: result.filter.skills?.length ? 'match' : 'newest',
        limit: String(PAGE),
      }
    : null;
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    api = service?.api;
    search.set(service && profile !== undefined ? query : null);
  }, [queryKey, service?.baseUrl, profile === undefined]);

  const current = first.value;
  const jobs = current.status === 'done' ? [...current.result.jobs, ...more.value] : [];
  const total = current.status === 'done' ? current.result.total : undefined;
  const hasMore =
    current.status === 'done' &&
    (total !== undefined ? jobs.length < total : current.result.jobs.length + more.value.length >= PAGE);

  const ids = jobs.map((job) => job.job_id);
  const starred = useAccountQuery(db, (database) => starredStates(database, ids), [ids.join('\n')]).value ?? {};

  const loadMore = async () => {
    if (!query || !api || loadingMore.value || !hasMore) return;
    loadingMore.value = true;
    moreError.value = undefined;
    const controller = new AbortController();
    moreAbort = controller;
    try {
      const page = await api.jobs({ ...query, offset: String(jobs.length) }, controller.signal);
      if (!controller.signal.aborted) more.value = [...more.value, ...page.jobs];
    } catch (error) {
      if (!controller.signal.aborted) moreError.value = error instanceof Error ? error.message : String(error);
    } finally {
      loadingMore.value = false;
    }
  };

  const active = countActive(draft.value);
  // Without skills or countries in the profile there is nothing to match on: say it is the newest jobs.
  const personal = countActive(profileFilter(profile?.local)) > 0;
  return (
    <section class="matches" aria-labelledby="matches-title">
      <h2 id="matches-title" class="section-title">
        {personal ? t('matchesFor') : t('newestJobs')}
      </h2>
      {!personal && (
        <p class="hint invite">
          {t('newestJobsInvite')}{' '}
          <button type="button" class="link-button" onClick={onEditProfile}>
            {t('setUpProfile')}
          </button>
        </p>
      )}
      <details class="filters" open={!result.ok}>
        <summary>{t('editMatchFilters', { n: active })}</summary>
        <p class="hint">{t('matchesHint')}</p>
        <FilterFields
          idPrefix="matches"
          value={draft.value}
          onChange={(next) => {
            edited.value = true;
            draft.value = next;
          }}
          errors={result.ok ? {} : result.errors}
          suggestions={filterSuggestions(profile, facets)}
        />
      </details>
      <div class="results" aria-busy={current.status === 'loading'}>
        {!result.ok ? null : current.status === 'idle' || current.status === 'loading' ? (
          <p class="empty">{t('loadingJobs')}</p>
        ) : current.status === 'error' ? (
          <ReadFailure
            serviceUrl={service?.baseUrl}
            error={current.error}
            lead={(reason) => t('jobsFailed', { message: reason })}
            offline={t('offlineJobs')}
            onRetry={() => search.retry()}
          />
        ) : jobs.length === 0 ? (
          <NoMatches
            api={service?.api}
            draft={draft.value}
            onWiden={(next) => {
              edited.value = true;
              draft.value = next;
            }}
          />
        ) : (
          <MatchList
            jobs={jobs}
            total={total}
            byMatch={query?.sort === 'match'}
            starred={starred}
            service={service}
            hasMore={hasMore}
            loadingMore={loadingMore.value}
            moreError={moreError.value}
            onLoadMore={() => void loadMore()}
            wantedSkills={result.ok ? (result.filter.skills ?? []) : []}
          />
        )}
      </div>
    </section>
  );
}
