/**
 * Notes and the optional fields of one application. Notes save when the field is left; everything saves with
 * Save. The e-mail is checked next to its field before anything is sent; the notes' count shows near the cap.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { send } from '../../../messaging/send';
import type { ApplicationRow } from '../../../model/application';
import { ErrorNote } from '../../shared/ErrorNote';
import { FieldNotes, noteIds } from '../../shared/FieldNotes';
import { useAction } from '../../shared/use-action';
import {
  APPLICATION_LIMITS,
  FIELD_KEYS,
  type FieldErrors,
  type FieldValues,
  fieldErrors,
  nearNotesCap,
} from './fields-check';

export interface FieldsFormProps {
  application: ApplicationRow;
  lang: Lang;
}

const valuesOf = (row: ApplicationRow): FieldValues => ({
  notes: row.notes ?? '',
  foundVia: row.foundVia ?? '',
  contactName: row.contactName ?? '',
  contactEmail: row.contactEmail ?? '',
  toldSalary: row.toldSalary ?? '',
});

export function FieldsForm({ application, lang }: FieldsFormProps): JSX.Element {
  const t = boardT(lang);
  const draft = useSignal<FieldValues>(valuesOf(application));
  const shownErrors = useSignal<FieldErrors>({});
  const save = useAction((fields: Partial<FieldValues>) =>
    send({ type: 'application.update', jobId: application.jobId, ...fields }),
  );
  // Another job's details opened in the same panel: start from its values.
  useEffect(() => {
    draft.value = valuesOf(application);
    shownErrors.value = {};
    save.reset();
  }, [application.jobId]);

  const stored = valuesOf(application);
  const set = (key: keyof FieldValues, value: string) => {
    draft.value = { ...draft.value, [key]: value };
    save.reset();
    if (key === 'contactEmail' && shownErrors.value.contactEmail) shownErrors.value = fieldErrors(draft.value);
  };

  const saveNotes = () => {
    if (draft.value.notes !== stored.notes) save.run({ notes: draft.value.notes });
  };
  const saveAll = (event: Event) => {
    event.preventDefault();
    const errors = fieldErrors(draft.value);
    shownErrors.value = errors;
    if (Object.keys(errors).length > 0) {
      document.getElementById('app-contactEmail')?.focus();
      return;
    }
    const trimmed = Object.fromEntries(FIELD_KEYS.map((key) => [key, draft.value[key].trim()]));
    save.run({ notes: draft.value.notes, ...trimmed });
  };

  const notesLength = draft.value.notes.length;
  const notesNotes = { id: 'app-notes', hint: t('notesHint') };
  return (
    <form class="fields-form" onSubmit={saveAll} noValidate>
      <div class="field">
        <div class="label-row">
          <label for="app-notes">{t('notes')}</label>
          {nearNotesCap(notesLength) && (
            <span class={notesLength >= APPLICATION_LIMITS.notes ? 'counter full' : 'counter'} aria-live="polite">
              {t('count', { n: notesLength, max: APPLICATION_LIMITS.notes })}
            </span>
          )}
        </div>
        <textarea
          id="app-notes"
          dir="auto"
          rows={10}
          maxLength={APPLICATION_LIMITS.notes}
          value={draft.value.notes}
          aria-describedby={noteIds(notesNotes).join(' ')}
          onInput={(event) => set('notes', event.currentTarget.value)}
          onBlur={saveNotes}
        />
        <FieldNotes {...notesNotes} />
      </div>
      <div class="app-fields">
        {FIELD_KEYS.map((key) => {
          const id = `app-${key}`;
          const notes = {
            id,
            error: key === 'contactEmail' && shownErrors.value.contactEmail ? t('contactEmailWrong') : undefined,
          };
          return (
            <div class="field" key={key}>
              <label for={id}>{t(key)}</label>
              <input
                id={id}
                type={key === 'contactEmail' ? 'email' : 'text'}
                dir="auto"
                maxLength={APPLICATION_LIMITS[key]}
                value={draft.value[key]}
                autocomplete="off"
                aria-invalid={notes.error ? 'true' : undefined}
                aria-describedby={noteIds(notes).join(' ') || undefined}
                onInput={(event) => set(key, event.currentTarget.value)}
                onBlur={() => {
                  if (key === 'contactEmail') shownErrors.value = fieldErrors(draft.value);
                }}
              />
              <FieldNotes {...notes} />
            </div>
          );
        })}
      </div>
      <div class="form-actions">
        <button type="submit" class="primary" disabled={save.busy}>
          {t('save')}
        </button>
        <span class="save-state" role="status">
          {save.done ? t('saved') : ''}
        </span>
      </div>
      <ErrorNote error={save.error} lead={(text) => t('saveFailed', { text })} />
    </form>
  );
}
