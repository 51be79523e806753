/** A labelled text box with its hint and its error beside it, wired with aria-describedby. */
import type { JSX, Ref } from 'preact';
import { FieldNotes, noteIds } from './FieldNotes';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  hint?: string;
  error?: string;
  type?: 'text' | 'time' | 'search' | 'date';
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  list?: string;
  onFocus?: () => void;
  /** For a form that puts the focus in the field when it opens. */
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps): JSX.Element {
  const describedBy = noteIds(props).join(' ');
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        ref={props.inputRef}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        placeholder={props.placeholder}
        list={props.list}
        autocomplete="off"
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy || undefined}
        onInput={(event) => props.onInput(event.currentTarget.value)}
        onFocus={props.onFocus}
      />
      <FieldNotes id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}
