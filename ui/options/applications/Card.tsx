/**
 * One job on the board: its title (opens its details), company, stage when closed, time since its last move (a
 * Saved job's: when it was starred, to the minute), due mark, and "Move to…". A mouse drags it from anywhere but its buttons; a finger from its grip.
 */
import type { JSX } from 'preact';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { relativeDay, stageName } from '../../../i18n/stages';
import { applicationHash, isClosed, type Stage } from '../../../model/application';
import { DueMark } from '../../shared/DueMark';
import { StarTime } from '../../shared/StarTime';
import { CardAgenda } from './CardAgenda';
import type { Entry } from './entries';
import { MoveMenu } from './MoveMenu';

export interface CardProps {
  entry: Entry;
  lang: Lang;
  onMove: (stage: Stage) => void;
  onPointerDown: (event: PointerEvent) => void;
  /**
   * Moved in this page: drawn without `content-visibility: auto`. A card that arrives in view with it is skipped
   * by the frame's first layout, found in view, then styled and laid out again in the same frame (issue 36).
   */
  moved?: boolean;
}

export function Card({ entry, lang, onMove, onPointerDown, moved }: CardProps): JSX.Element {
  const t = boardT(lang);
  return (
    <li
      class={moved ? 'app-card moved' : 'app-card'}
      data-job-id={entry.jobId}
      onPointerDown={onPointerDown}
      // The title is a link, which the browser would drag as a URL of its own and cancel the pointer.
      onDragStart={(event) => event.preventDefault()}
    >
      <span class="drag-handle" aria-hidden="true" />
      <a
        class="app-title"
        dir="auto"
        href={applicationHash(entry.jobId)}
        aria-label={t('detailsOf', { title: entry.title })}
      >
        {entry.title}
      </a>
      {entry.company && (
        <span class="app-company" dir="auto">
          {entry.company}
        </span>
      )}
      {entry.stage === 'saved' ? (
        <StarTime row={entry.job} lang={lang} class="app-moved" />
      ) : (
        <span class="app-moved">
          {isClosed(entry.stage) && <span class="app-stage">{stageName(entry.stage, lang)} · </span>}
          <time dateTime={entry.movedAt}>{t('movedAgo', { when: relativeDay(entry.movedAt, lang) })}</time>
        </span>
      )}
      {entry.due && <DueMark title={entry.title} lang={lang} />}
      <CardAgenda entry={entry} lang={lang} />
      <MoveMenu jobId={entry.jobId} title={entry.title} stage={entry.stage} lang={lang} onMove={onMove} />
    </li>
  );
}
