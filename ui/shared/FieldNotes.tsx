/**
 * The hint and the error under a field, and the ids its `aria-describedby` names, so a screen reader reads
 * what is wrong with the field it is on. Shared by the field widgets.
 */
import type { JSX } from 'preact';

export interface FieldNotesProps {
  /** The field's id; the notes are `<id>-hint` and `<id>-error`. */
  id: string;
  hint?: string;
  error?: string;
}

/** The ids of the notes that are shown, for `aria-describedby`. */
export const noteIds = ({ id, hint, error }: FieldNotesProps): string[] => [
  ...(hint ? [`${id}-hint`] : []),
  ...(error ? [`${id}-error`] : []),
];

export function FieldNotes({ id, hint, error }: FieldNotesProps): JSX.Element {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} class="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} class="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
