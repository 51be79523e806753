/**
 * One dated move of the history, and "Edit date" for a move recorded on the wrong day (marked Applied today,
 * applied last Tuesday). The first entry is the star itself, whose date stays. The rules refuse a day in the
 * future, before the star or out of order; the refusal is said under the date field.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageName } from '../../../i18n/stages';
import { send } from '../../../messaging/send';
import type { ApplicationRow } from '../../../model/application';
import { describeError } from '../../shared/error-text';
import { TextField } from '../../shared/TextField';
import { dayOf, longDay, redateTime } from './dates';

export interface HistoryMoveProps {
  application: ApplicationRow;
  index: number;
  lang: Lang;
}

export function HistoryMove({ application, index, lang }: HistoryMoveProps): JSX.Element {
  const t = boardT(lang);
  const move = application.history[index]!;
  const stage = stageName(move.stage, lang);
  const editing = useSignal(false);
  const day = useSignal('');
  const error = useSignal<string | undefined>(undefined);
  const busy = useSignal(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing.value) dateField.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing.value]);

  const open = () => {
    day.value = dayOf(move.at);
    error.value = undefined;
    editing.value = true;
  };
  const close = () => {
    returnFocus.current = true;
    editing.value = false;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const at = redateTime(day.value, application.history[index - 1]!.at, application.history[index + 1]?.at);
    if (!at) {
      error.value = t('dateMissing');
      return;
    }
    busy.value = true;
    error.value = undefined;
    try {
      await send({ type: 'application.redate', jobId: application.jobId, index, at: at.toISOString() });
      close();
    } catch (caught) {
      error.value = describeError(caught, lang).text;
    } finally {
      busy.value = false;
    }
  };

  return (
    <li>
      <time dateTime={move.at}>{t('movedOn', { stage, date: longDay(move.at, lang) })}</time>
      {index > 0 && !editing.value && (
        <>
          {' '}
          <button
            type="button"
            class="link-button"
            ref={editButton}
            aria-label={t('editDateOf', { stage })}
            onClick={open}
          >
            {t('editDate')}
          </button>
        </>
      )}
      {editing.value && (
        <form
          class="move-form redate-form"
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <TextField
            id={`redate-${index}`}
            inputRef={dateField}
            type="date"
            label={t('dateOf', { stage })}
            value={day.value}
            error={error.value}
            onInput={(value) => {
              day.value = value;
              error.value = undefined;
            }}
          />
          <button type="submit" disabled={busy.value}>
            {t('saveDate')}
          </button>
          <button type="button" onClick={close}>
            {t('cancelDate')}
          </button>
        </form>
      )}
    </li>
  );
}
