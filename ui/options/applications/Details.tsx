/**
 * One job's application in full (opened by `#applications/<encoded jobId>`, as a reminder's notification
 * does): its dated history and a move dated in the past, notes and fields, the reminder, the linked jobs.
 */
import type { ReadonlySignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageSince } from '../../../i18n/stages';
import { APPLICATION_ROUTE } from '../../../model/application';
import type { AccountDb } from '../../../storage/db';
import { applicationOf, type JobApplication } from '../../../storage/queries';
import { useAccountQuery } from '../../shared/live';
import { type Moves, movedEntry } from './board-moves';
import { EventsPanel } from './EventsPanel';
import { type Entry, entryOf } from './entries';
import { FieldsForm } from './FieldsForm';
import { LinkedJobs } from './LinkedJobs';
import { MoveForm } from './MoveForm';
import { PostingDetails } from './PostingDetails';
import { ReminderControls } from './ReminderControls';

export interface DetailsProps {
  jobId: string;
  entry: Entry | undefined;
  byId: ReadonlyMap<string, Entry>;
  lang: Lang;
}

/** The job and the ones linked to it, read alone: not every starred job to show one (issue 36). */
async function jobAndLinked(db: AccountDb, jobId: string): Promise<JobApplication[]> {
  const one = await applicationOf(db, jobId);
  if (!one) return [];
  const linked = await Promise.all(one.application.linked.map((other) => applicationOf(db, other)));
  return [one, ...linked.filter((found) => found !== null)];
}

export interface OpenDetailsProps {
  db: AccountDb;
  jobId: string;
  /** Moves sent and not yet read back: the details show the stage a move goes to. */
  moves: ReadonlySignal<Moves>;
  lang: Lang;
}

/** The details of the job the address names, once its rows are read. */
export function OpenDetails({ db, jobId, moves, lang }: OpenDetailsProps): JSX.Element | null {
  const found = useAccountQuery(db, (db) => jobAndLinked(db, jobId), [jobId]).value;
  const byId = useMemo(() => new Map((found ?? []).map((one) => [one.job.jobId, entryOf(one)])), [found]);
  if (!found) return null;
  const entry = byId.get(jobId);
  return <Details jobId={jobId} entry={entry && movedEntry(entry, moves.value.get(jobId))} byId={byId} lang={lang} />;
}

export function Details({ jobId, entry, byId, lang }: DetailsProps): JSX.Element {
  const t = boardT(lang);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a card, a list row or a notification: the reader starts at the job's name.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [jobId]);

  return (
    <section class="app-details" aria-labelledby="app-details-title">
      <p>
        <a href={`#${APPLICATION_ROUTE}`}>{t('closeDetails')}</a>
      </p>
      <h3 id="app-details-title" ref={heading} tabIndex={-1} dir="auto">
        {entry?.title ?? jobId}
      </h3>
      {!entry ? (
        <p class="notice">{t('notStarred')}</p>
      ) : (
        <>
          <p class="app-detail-sub">
            {entry.company && <bdi>{entry.company}</bdi>}
            {entry.company && ' · '}
            {stageSince(entry.stage, entry.movedAt, lang)}
          </p>
          <MoveForm application={entry.application} lang={lang} />
          <h3>{t('yourDetails')}</h3>
          <FieldsForm application={entry.application} lang={lang} />
          <EventsPanel entry={entry} lang={lang} />
          <h3>{t('reminder')}</h3>
          <ReminderControls application={entry.application} due={entry.due} lang={lang} />
          <h3>{t('linked')}</h3>
          <LinkedJobs jobId={entry.jobId} linked={entry.application.linked} byId={byId} lang={lang} />
          <PostingDetails jobId={entry.jobId} takenDownAt={entry.job.takenDownAt} lang={lang} />
        </>
      )}
    </section>
  );
}
