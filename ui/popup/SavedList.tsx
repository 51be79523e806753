/**
 * Starred jobs, newest saved first (§4.6), straight from the local database: the listing the background
 * hydrated through `/jobs?ids=`, else what the page showed. Filter as you type, unstar with undo, export.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { JobListing } from '../../api/contract';
import { applicationsT } from '../../i18n/applications';
import { popupT } from '../../i18n/popup';
import { sharedT } from '../../i18n/shared';
import { isManualJob } from '../../model/stages';
import type { AccountDb, SavedRow as Row } from '../../storage/db';
import { applicationStates, type RefusedStar, refusedStars, unstarNeedsConfirm } from '../../storage/queries';
import { placeOf, salaryOf } from '../shared/job-format';
import { useAccountQuery } from '../shared/live';
import { keptWithSignedOutAccount } from '../shared/signed-out-memory';
import { restoreStar, setStar } from '../shared/star';
import { type Service, safeHref } from '../shared/use-service';
import { AddByHand } from './AddByHand';
import { jobRefOfShown } from './job-ref-of';
import { onListKeyDown } from './list-keys';
import { SavedRow, type Shown } from './SavedRow';
import { SearchBox } from './SearchBox';
import { Snackbar } from './Snackbar';
import { StageFilterSelect } from './StageFilterSelect';
import { reportPart } from './shell-state';
import { inStageFilter, type StageFilter, stageFilterCounts } from './stage-filter';
import { UnstarQuestion } from './UnstarQuestion';
import { useStarredRows } from './use-starred-rows';

const t = popupT();
const ts = sharedT();
const ta = applicationsT();

export interface SavedListProps {
  db: AccountDb | undefined;
  service: Service | undefined;
  /** Signed out: an empty list then says where the account's stars are, not "none yet". */
  signedOut?: boolean;
}

type PostingLinkOf = typeof import('../shared/posting-link').postingLinkOf;
/** Read from the job ids by the site files: loaded only once a row lacks its details, which most lists never do. */
let loadedPostingLinkOf: PostingLinkOf | undefined;

const lacksDetails = (row: Row) =>
  !(row.page?.title ?? row.listing?.title) || !safeHref(row.page?.url ?? row.listing?.url);

function describeRow(
  row: Row,
  fetched: JobListing | undefined,
  serviceUrl: string | undefined,
  postingLinkOf: PostingLinkOf | undefined,
): Shown {
  const listing = row.listing ?? fetched;
  const page = row.page;
  const known = page?.title ?? listing?.title;
  const link = safeHref(page?.url) ?? safeHref(listing?.url);
  // A star that came by sync before its details: the posting its id names, never the service's page for it
  // (nor any link while the readers load).
  const pending = !(known && link) && !postingLinkOf;
  const posting = known && link ? null : (postingLinkOf?.(row.jobId) ?? null);
  return {
    row,
    listing,
    // What the user starred (the page they saw) comes first; the service's listing fills what the page lacked.
    title: known ?? posting?.name ?? row.jobId,
    ...(!known && posting ? { fromId: true } : {}),
    serviceTitle: page?.title && listing?.title && listing.title !== page.title ? listing.title : undefined,
    company: page?.company ?? listing?.company ?? undefined,
    place: page?.location ?? (listing && placeOf(listing)),
    salary: listing ? salaryOf(listing) : undefined,
    href:
      link ??
      safeHref(posting?.url) ??
      // A job added by hand is no job of the service's: without its own link it has none.
      (serviceUrl && !posting && !pending && !isManualJob(row.jobId)
        ? `${serviceUrl}/jobs/${encodeURIComponent(row.jobId)}`
        : undefined),
  };
}

export function SavedList({ db, service, signedOut }: SavedListProps): JSX.Element {
  const filter = useSignal('');
  const undo = useSignal<Shown | undefined>(undefined);
  const fetched = useSignal<Map<string, JobListing>>(new Map());
  const { rows, read } = useStarredRows(db);
  const refused = useAccountQuery(db, refusedStars, []).value ?? new Map<string, RefusedStar>();
  const stageFilter = useSignal<StageFilter>('all');
  const asking = useSignal<Shown | undefined>(undefined);
  const states = useAccountQuery(db, (db) => applicationStates(db), []).value;
  const SAVED = { stage: 'saved', due: false } as const;
  const stateOf = (item: Shown) => states?.get(item.row.jobId) ?? SAVED;

  // The list's part of what the next popup may paint before its app loads (shell-state.ts).
  useEffect(() =>
    reportPart('list', {
      read: read && states !== undefined,
      asOpened:
        filter.value === '' && stageFilter.value === 'all' && undo.value === undefined && asking.value === undefined,
    }),
  );
  const stageOf = (item: Shown) => stateOf(item).stage;

  // Where focus goes back once the Undo bar or the question is gone (issue 33): the job's star when its row is
  // shown (again: `waitForRow`, after Undo), else the star of the row that took its place.
  const list = useRef<HTMLUListElement>(null);
  const unstarredIndex = useRef(0);
  const focusBack = useRef<{ jobId: string; index: number; waitForRow: boolean } | undefined>(undefined);
  useEffect(() => {
    const back = focusBack.current;
    if (!back || !list.current) return;
    const own = list.current.querySelector<HTMLElement>(`li[data-job-id="${CSS.escape(back.jobId)}"] > .star-toggle`);
    if (!own && back.waitForRow) return;
    focusBack.current = undefined;
    const stars = list.current.querySelectorAll<HTMLElement>('li > .star-toggle');
    (own ?? stars[Math.min(back.index, stars.length - 1)])?.focus();
  });

  const postingLinks = useSignal<PostingLinkOf | undefined>(loadedPostingLinkOf);
  const bare = (rows.value ?? []).some(lacksDetails);
  useEffect(() => {
    if (!bare || postingLinks.value) return;
    void import('../shared/posting-link').then((module) => {
      loadedPostingLinkOf = module.postingLinkOf;
      postingLinks.value = module.postingLinkOf;
    });
  }, [bare]);

  // Rows the background has not hydrated yet are looked up once for this view; the database stays its job.
  const missing = (rows.value ?? [])
    // A saved page is no listing, and its id holds its address: it is never looked up.
    .filter((row) => !row.listing && !fetched.value.has(row.jobId) && row.page?.kind !== 'page')
    .map((row) => row.jobId);
  useEffect(() => {
    if (!service || missing.length === 0) return;
    const controller = new AbortController();
    service.api
      .jobsByIds(missing, controller.signal)
      .then((jobs) => {
        const next = new Map(fetched.value);
        for (const job of jobs) next.set(job.job_id, job);
        fetched.value = next;
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [service?.baseUrl, missing.join('\n')]);

  const all = (rows.value ?? []).map((row) =>
    describeRow(row, fetched.value.get(row.jobId), service?.baseUrl, postingLinks.value),
  );
  const needle = filter.value.trim().toLowerCase();
  const matching = needle
    ? all.filter((item) => [item.title, item.company, item.place].some((text) => text?.toLowerCase().includes(needle)))
    : all;
  const shown = matching.filter((item) => inStageFilter(stageOf(item), stageFilter.value));

  const unstarNow = async (item: Shown) => {
    unstarredIndex.current = Math.max(
      0,
      shown.findIndex((other) => other.row.jobId === item.row.jobId),
    );
    if (await setStar(jobRefOfShown(item), false)) undo.value = item;
  };
  // A job with a stage past Saved or notes loses them with its star: ask first.
  const unstar = async (item: Shown) => {
    if (db && (await unstarNeedsConfirm(db, item.row.jobId))) asking.value = item;
    else await unstarNow(item);
  };
  const restar = async (item: Shown) => {
    if (!(await restoreStar(item.row, jobRefOfShown(item)))) focusBack.current = undefined;
  };

  const kept = signedOut ? keptWithSignedOutAccount() : undefined;
  const exportUrl = `${browser.runtime.getURL('/options.html')}#data`;

  return (
    <section class="saved" aria-labelledby="saved-count">
      <div class="saved-head">
        <p id="saved-count" class="list-count" role="status">
          {rows.value === undefined || (all.length === 0 && kept)
            ? ''
            : needle
              ? t('starredShown', { n: shown.length, total: all.length })
              : t('starredCount', { n: all.length })}
        </p>
        <a href={`${browser.runtime.getURL('/options.html')}#applications`} target="_blank" rel="noopener">
          {ta('openBoard')}
        </a>
        <a href={exportUrl} target="_blank" rel="noopener">
          {t('exportLink')}
        </a>
        <AddByHand />
      </div>
      {all.length > 0 && (
        <StageFilterSelect
          value={stageFilter.value}
          counts={stageFilterCounts(matching.map(stageOf))}
          onChange={(next) => {
            stageFilter.value = next;
          }}
        />
      )}
      {all.length > 0 && (
        <SearchBox
          id="saved-filter"
          label={t('filterStarred')}
          hideLabel
          value={filter.value}
          placeholder={t('filterPlaceholder')}
          onInput={(next) => {
            filter.value = next;
          }}
        />
      )}
      {kept && (
        <p class="notice kept-with-account" data-testid="kept-with-account">
          {ts('keptWith', { ...kept })}
        </p>
      )}
      {rows.value !== undefined && all.length === 0 && !kept && <p class="empty">{t('noStarred')}</p>}
      {all.length > 0 && shown.length === 0 && (
        <p class="empty">{matching.length > 0 ? ta('noneInStage') : t('noStarredMatch')}</p>
      )}
      {asking.value && (
        <UnstarQuestion
          title={asking.value.title}
          onUnstar={() => {
            const item = asking.value;
            asking.value = undefined;
            if (item) unstarNow(item);
          }}
          onKeep={() => {
            const item = asking.value;
            asking.value = undefined;
            if (item) focusBack.current = { jobId: item.row.jobId, index: 0, waitForRow: false };
          }}
        />
      )}
      <ul class="rows" onKeyDown={onListKeyDown} ref={list}>
        {shown.map((item) => (
          <SavedRow
            key={item.row.jobId}
            item={item}
            refused={refused.get(item.row.jobId)}
            application={states && stateOf(item)}
            onUnstar={() => unstar(item)}
            signedOut={signedOut}
          />
        ))}
      </ul>
      {undo.value && (
        <Snackbar
          message={t('unstarred', { title: undo.value.title })}
          action={t('undo')}
          onAction={() => {
            const item = undo.value;
            if (!item) return;
            focusBack.current = { jobId: item.row.jobId, index: unstarredIndex.current, waitForRow: true };
            void restar(item);
          }}
          onClose={(hadFocus) => {
            const item = undo.value;
            undo.value = undefined;
            if (hadFocus && item && !focusBack.current) {
              focusBack.current = { jobId: item.row.jobId, index: unstarredIndex.current, waitForRow: false };
            }
          }}
        />
      )}
    </section>
  );
}
