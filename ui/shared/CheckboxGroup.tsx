/** A set of choices from a fixed vocabulary (seniority, workplace) as a fieldset of checkboxes. */
import type { JSX } from 'preact';
import { FieldNotes, noteIds } from './FieldNotes';

export interface CheckboxGroupProps<T extends string> {
  id: string;
  legend: string;
  choices: readonly T[];
  values: readonly T[];
  onChange: (values: T[]) => void;
  label: (choice: T) => string;
  hint?: string;
  error?: string;
}

export function CheckboxGroup<T extends string>(props: CheckboxGroupProps<T>): JSX.Element {
  const toggle = (choice: T, on: boolean) =>
    props.onChange(props.choices.filter((item) => (item === choice ? on : props.values.includes(item))));
  const describedBy = noteIds(props).join(' ');
  return (
    <fieldset
      class="field choice-group"
      id={props.id}
      aria-invalid={props.error ? 'true' : undefined}
      aria-describedby={describedBy || undefined}
    >
      <legend class="label">{props.legend}</legend>
      <div class="choices">
        {props.choices.map((choice) => (
          <label key={choice} class="choice">
            <input
              type="checkbox"
              checked={props.values.includes(choice)}
              onChange={(event) => toggle(choice, event.currentTarget.checked)}
            />
            {props.label(choice)}
          </label>
        ))}
      </div>
      <FieldNotes id={props.id} hint={props.hint} error={props.error} />
    </fieldset>
  );
}
