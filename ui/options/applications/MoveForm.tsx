/**
 * The dated history of one application (each move's date editable: HistoryMove), and "Record a move" for a step
 * taken earlier: a stage and the day it happened. The rules refuse a day in the future or before the star (or
 * before the last move); the refusal is said under the date field.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageName } from '../../../i18n/stages';
import { send } from '../../../messaging/send';
import { type ApplicationRow, STAGES, type Stage } from '../../../model/application';
import { describeError } from '../../shared/error-text';
import { TextField } from '../../shared/TextField';
import { dayOf, moveTime } from './dates';
import { HistoryMove } from './HistoryMove';
import { nextStage } from './next-stage';

export interface MoveFormProps {
  application: ApplicationRow;
  lang: Lang;
}

export function MoveForm({ application, lang }: MoveFormProps): JSX.Element {
  const t = boardT(lang);
  const stage = useSignal<Stage>(nextStage(application.stage));
  // After a move the form offers the step after the new stage.
  useEffect(() => {
    stage.value = nextStage(application.stage);
  }, [application.stage]);
  const day = useSignal(dayOf(new Date()));
  const error = useSignal<string | undefined>(undefined);
  const busy = useSignal(false);
  const { jobId } = application;

  const submit = async (event: Event) => {
    event.preventDefault();
    const at = moveTime(day.value);
    if (!at) {
      error.value = t('dateMissing');
      return;
    }
    busy.value = true;
    error.value = undefined;
    try {
      await send({ type: 'application.setStage', jobId, stage: stage.value, at: at.toISOString() });
    } catch (caught) {
      error.value = describeError(caught, lang).text;
    } finally {
      busy.value = false;
    }
  };

  return (
    <>
      <h3>{t('history')}</h3>
      <ol class="app-history">
        {application.history.map((move, index) => (
          <HistoryMove key={`${move.stage}-${index}`} application={application} index={index} lang={lang} />
        ))}
      </ol>
      <form class="move-form" onSubmit={submit} aria-labelledby="record-move-title">
        <h4 id="record-move-title">{t('recordMove')}</h4>
        <div class="field">
          <label for="move-stage">{t('newStage')}</label>
          <select
            id="move-stage"
            value={stage.value}
            onChange={(event) => {
              stage.value = event.currentTarget.value as Stage;
            }}
          >
            {STAGES.map((option) => (
              <option key={option} value={option}>
                {stageName(option, lang)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="move-date"
          type="date"
          label={t('moveDate')}
          hint={t('recordMoveHint')}
          value={day.value}
          error={error.value}
          onInput={(value) => {
            day.value = value;
            error.value = undefined;
          }}
        />
        <button type="submit" disabled={busy.value}>
          {t('saveMove')}
        </button>
      </form>
    </>
  );
}
