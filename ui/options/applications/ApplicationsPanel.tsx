/**
 * The options page's "Applications": every starred job by stage, as a board or a sortable list, with one job's
 * details when the address names it. Read live from this browser's database; moves go through the background,
 * and each one that went through is announced (a drag says nothing to a screen reader by itself).
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { sharedT } from '../../../i18n/shared';
import { stageName } from '../../../i18n/stages';
import type { Stage } from '../../../model/application';
import type { AccountDb } from '../../../storage/db';
import { boardRows, starredApplications } from '../../../storage/queries';
import { ErrorNote } from '../../shared/ErrorNote';
import { useAccountQuery } from '../../shared/live';
import { shareState } from '../../shared/ShareApplications';
import { keptWithSignedOutAccount } from '../../shared/signed-out-memory';
import { afterNextFrame, whenIdle } from '../first-section';
import { AutoReminderNote } from './AutoReminderNote';
import { Board } from './Board';
import { BoardTools } from './BoardTools';
import { boardAheadFrom, boardAheadWaits, forgetBoardAhead } from './board-ahead';
import type { Moves } from './board-moves';
import { firstLimits } from './column-pages';
import { columnOf } from './columns';
import { OpenDetails } from './Details';
import { entryOf } from './entries';
import { honestyOf } from './honesty';
import { keepBoard } from './kept-board';
import { WholeList } from './ListView';
import { useMove } from './use-move';
import { useOpenJob } from './use-route';

export interface ApplicationsPanelProps {
  db: AccountDb | undefined;
  lang: Lang;
  /** Signed out: what the account keeps is said where its applications were. */
  signedOut: boolean;
  /** Called once, after the frame that first shows the board (or the empty one): the page's other sections wait for it. */
  onShown?: () => void;
}

type View = 'board' | 'list';

export function ApplicationsPanel({ db, lang, signedOut, onShown }: ApplicationsPanelProps): JSX.Element {
  const t = boardT(lang);
  const view = useSignal<View>('board');
  const limits = useSignal(firstLimits());
  /** Jobs moved in this page: the board reads them wherever they land, to draw them there. */
  const moved = useRef(new Set<string>()).current;
  // What the board draws, not every starred job: each column's count and first cards (issue 36).
  const live = useAccountQuery(
    boardAheadWaits() ? undefined : db,
    // Named with its database: a live answer outlives the database it came from by a render, and is kept by name.
    (db) => boardRows(db, columnOf, (column) => limits.value[column], moved).then((rows) => ({ ...rows, db: db.name })),
    [limits.value],
  ).value;
  // Until the live answer, the board read ahead as the page opened (board-ahead.ts); moves are drawn over it.
  const board = live ?? boardAheadFrom(db?.name);
  useEffect(() => {
    if (live) forgetBoardAhead();
  }, [live !== undefined]);
  // Kept for the next opening's first frame (kept-board.ts), once the page is idle: not in a move's frame.
  useEffect(() => {
    if (live) whenIdle(() => keepBoard(live.db, live, screen.availHeight));
  }, [live]);
  const found = board?.found;
  const syncState = useAccountQuery(db, (db) => db.syncState.get('sync'), []);
  const openJob = useOpenJob();
  const move = useMove();
  /**
   * Moves sent and not yet read back: the card goes to its new column in the frame of the drop or the menu's
   * Enter, not after the background wrote it and the whole list was read again (issue 36). A refused move
   * puts it back, with the refusal said. Read by the board's columns, the list and the details, not here: a
   * move redraws the columns it concerns, not this panel and its 2,000 entries.
   */
  const moving = useSignal<Moves>(new Map());
  // A move stops being shown ahead once the list read back has it.
  useEffect(() => {
    if (!found || moving.value.size === 0) return;
    const live = new Map(found.map(({ job, application }) => [job.jobId, application.stage]));
    const left = new Map([...moving.value].filter(([jobId, ahead]) => live.get(jobId) !== ahead.stage));
    if (left.size < moving.value.size) moving.value = left;
  }, [found]);
  const loaded = found !== undefined;
  useEffect(() => {
    if (loaded && onShown) afterNextFrame(onShown);
  }, [loaded]);
  const entries = useMemo(() => (found ?? []).map(entryOf), [found]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.jobId, entry])), [entries]);
  const total = [...(board?.counts.values() ?? [])].reduce((sum, n) => sum + n, 0);
  const kept = signedOut ? keptWithSignedOutAccount() : undefined;
  const said = useSignal('');
  /** The job last moved to Applied: its reminder, set by itself, is said beside the board. */
  const applied = useSignal<string | undefined>(undefined);
  const onMove = async (jobId: string, stage: Stage) => {
    moved.add(jobId);
    moving.value = new Map(moving.value).set(jobId, { stage, at: new Date().toISOString() });
    if (!(await move.run(jobId, stage))) {
      const left = new Map(moving.value);
      left.delete(jobId);
      moving.value = left;
      return;
    }
    const title = byId.get(jobId)?.title ?? jobId;
    said.value = t('movedTo', { title, stage: stageName(stage, lang) });
    applied.value = stage === 'applied' ? jobId : undefined;
  };
  const appliedEntry = applied.value ? byId.get(applied.value) : undefined;
  const honesty = honestyOf(shareState(syncState.value));

  return (
    <>
      <p class="intro">{t('intro')}</p>
      {honesty && (
        <p class="honesty" data-testid="applications-stay-here">
          {t(honesty)}
        </p>
      )}
      {db && <BoardTools lang={lang} applications={() => starredApplications(db)} />}
      <p class="visually-hidden" aria-live="polite" data-testid="move-announcement">
        {said.value}
      </p>
      {openJob && db && <OpenDetails db={db} jobId={openJob} moves={moving} lang={lang} />}
      {kept && (
        <p class="notice kept-with-account" data-testid="kept-with-account">
          {sharedT(lang)('keptWith', { ...kept })}
        </p>
      )}
      {board !== undefined && total === 0 && !kept && (
        <div class="app-empty">
          <h3>{t('emptyTitle')}</h3>
          <p>{t('emptyHow')}</p>
        </div>
      )}
      {total > 0 && (
        <>
          <fieldset class="view-toggle">
            <legend>{t('views')}</legend>
            {(['board', 'list'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="applications-view"
                  value={option}
                  checked={view.value === option}
                  onChange={() => {
                    view.value = option;
                  }}
                />
                {t(option)}
              </label>
            ))}
          </fieldset>
          {view.value === 'board' && <p class="hint">{t('dragHint')}</p>}
          <ErrorNote error={move.error} lead={(text) => t('moveFailed', { text })} />
          {appliedEntry && <AutoReminderNote entry={appliedEntry} lang={lang} />}
          {view.value === 'board' ? (
            <Board
              entries={entries}
              counts={board?.counts}
              limits={limits}
              settled={live !== undefined}
              moved={moved}
              moves={moving}
              lang={lang}
              onMove={onMove}
            />
          ) : (
            db && <WholeList db={db} moves={moving} lang={lang} onMove={onMove} />
          )}
        </>
      )}
    </>
  );
}
