/**
 * One job's application in full (opened by `#applications/<encoded jobId>`, as a reminder's notification
 * does): its dated history and a move dated in the past, notes and fields, the reminder, the linked jobs.
 */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageSince } from '../../../i18n/stages';
import { APPLICATION_ROUTE } from '../../../model/application';
import { EventsPanel } from './EventsPanel';
import type { Entry } from './entries';
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
