/**
 * A labelled search box that Escape empties (and only then: an empty box lets Escape close the popup),
 * for the company name and the starred-list filter.
 */
import type { JSX } from 'preact';

export interface SearchBoxProps {
  id: string;
  label: string;
  /** The label is read by screen readers only (the box's placeholder says the same to the eye). */
  hideLabel?: boolean;
  value: string;
  onInput: (value: string) => void;
  placeholder: string;
  hint?: string;
}

export function SearchBox({ id, label, hideLabel, value, onInput, placeholder, hint }: SearchBoxProps): JSX.Element {
  return (
    <div class="field">
      <label for={id} class={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autocomplete="off"
        spellcheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onInput={(event) => onInput(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            event.stopPropagation();
            onInput('');
          }
        }}
      />
      {hint && (
        <span id={`${id}-hint`} class="hint">
          {hint}
        </span>
      )}
    </div>
  );
}
