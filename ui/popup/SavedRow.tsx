/** One starred job: its star, what the user starred (and the service's title when it differs), its sync. */
import type { JSX } from 'preact';
import type { JobListing } from '../../api/contract';
import { wordError } from '../../i18n/errors';
import { uiLanguage } from '../../i18n/index';
import { popupT } from '../../i18n/popup';
import { postingDay, postingT } from '../../i18n/posting';
import { send } from '../../messaging/send';
import type { SavedRow as Row } from '../../storage/db';
import type { ApplicationState, RefusedStar } from '../../storage/queries';
import { DueMark } from '../shared/DueMark';
import { ErrorNote } from '../shared/ErrorNote';
import { Facts } from '../shared/Facts';
import { savedFactsOf } from '../shared/job-format';
import { StarTime } from '../shared/StarTime';
import { StarToggle } from '../shared/StarToggle';
import { useAction } from '../shared/use-action';
import { StageControl } from './StageControl';

const t = popupT();

export interface Shown {
  row: Row;
  listing: JobListing | undefined;
  title: string;
  /** The title is the posting's name read from the job id alone (no details yet): no fact of the job. */
  fromId?: boolean;
  /** The service's title for the same job id, when it differs from what the page showed. */
  serviceTitle?: string;
  company?: string;
  place?: string;
  salary?: string;
  href?: string;
}

export interface SavedRowProps {
  item: Shown;
  /** The dead letter of this job's star, when the service refused it. */
  refused: RefusedStar | undefined;
  onUnstar: () => void;
  /** Its application (stage, reminder); absent while loading. */
  application?: ApplicationState;
  /** Signed out, a star waits for sign-in: calmly said, not flagged. */
  signedOut?: boolean;
}

export function SavedRow({ item, refused, onUnstar, application, signedOut }: SavedRowProps): JSX.Element {
  const facts = savedFactsOf(item.row.page, item.listing);
  const salary = item.salary ?? facts.salary;
  return (
    <li class="row job-row" data-job-id={item.row.jobId}>
      <StarToggle starred onToggle={onUnstar} title={item.title} company={item.company} />
      <div class="row-main">
        {item.href ? (
          <a class="row-title" dir="auto" href={item.href} target="_blank" rel="noopener noreferrer" data-row-focus>
            {item.title}
          </a>
        ) : (
          <span class="row-title" dir="auto">
            {item.title}
          </span>
        )}
        <Facts items={[item.company, item.place, ...facts.work, facts.posted]} />
        {salary && (
          <span class="row-salary" dir="auto">
            {salary}
          </span>
        )}
        <StarTime row={item.row} class="row-sub" />
        {item.row.page?.kind === 'page' && <span class="row-flag page-flag">{t('savedAsPage')}</span>}
        {item.row.takenDownAt && <TakenDown at={item.row.takenDownAt} />}
        {item.serviceTitle && (
          <span class="row-sub">
            {t('serviceCalls')} <bdi>{item.serviceTitle}</bdi>
          </span>
        )}
        <RowSync item={item} refused={refused} signedOut={signedOut} />
        {application && (
          <span class="row-stage">
            <StageControl jobId={item.row.jobId} title={item.title} stage={application.stage} />
            {application.due && <DueMark title={item.title} />}
          </span>
        )}
      </div>
    </li>
  );
}

/** A row's sync: waiting, or refused by the service for good, with Retry and Discard (the dead letter's own acts). */
function RowSync({
  item,
  refused,
  signedOut,
}: {
  item: Shown;
  refused: RefusedStar | undefined;
  signedOut?: boolean;
}): JSX.Element | null {
  const act = useAction((type: 'deadLetter.retry' | 'deadLetter.discard', id: number) => send({ type, id }));
  if (refused === undefined && item.row.synced === 0) {
    return signedOut ? (
      <span class="row-sub on-device">{t('onThisDevice')}</span>
    ) : (
      <span class="row-flag">{t('notSynced')}</span>
    );
  }
  if (refused === undefined) return null;
  const refusedId = refused.id;
  return (
    <span class="row-flag refused">
      {refused.words ? `${wordError(refused.words, uiLanguage())} —` : t('starRefused')}{' '}
      <button
        type="button"
        class="link-button"
        disabled={act.busy}
        aria-label={t('retryStarOf', { job: item.title })}
        onClick={() => act.run('deadLetter.retry', refusedId)}
      >
        {t('retry')}
      </button>
      {' · '}
      <button
        type="button"
        class="link-button"
        disabled={act.busy}
        aria-label={t('discardStarOf', { job: item.title })}
        onClick={() => act.run('deadLetter.discard', refusedId)}
      >
        {t('discard')}
      </button>
      <ErrorNote error={act.error} />
    </span>
  );
}

/** The posting is gone from its site (issue 32); the details keep the copy. */
function TakenDown({ at }: { at: string }): JSX.Element {
  return <span class="row-flag taken-down">{postingT()('takenDownRow', { date: postingDay(at, uiLanguage()) })}</span>;
}
