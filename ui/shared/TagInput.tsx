/**
 * A list-valued field: chips with their own remove buttons, and a text box that adds on Enter, comma,
 * picking a suggestion, or leaving the box. Backspace in an empty box removes the last chip. The label,
 * hint, counter and error sit with the box and are wired to it for screen readers. At the limit the box
 * stays usable (Backspace still removes), and what a paste could not add is said in words.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { sharedT } from '../../i18n/shared';
import { FieldNotes, noteIds } from './FieldNotes';

const t = sharedT();
const MAX_SUGGESTIONS = 60;

export interface TagInputProps {
  /** The text box's id; hint, error and suggestion ids derive from it. */
  id: string;
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Offered as the user types (a datalist: the browser's own accessible list). */
  suggestions?: readonly string[];
  /** Shows "n/max" and stops adding at the limit. */
  max?: number;
  /** A chip's text for a stored value (e.g. a country's name for its code). */
  display?: (value: string) => string;
  /** Typed or picked text → the stored value. */
  parse?: (text: string) => string;
  /** Text of a suggestion as shown in the list; defaults to `display`. */
  suggestionText?: (value: string) => string;
  hint?: string;
  error?: string;
  placeholder?: string;
  /** Values the service does not know, marked before saving and named in the words this returns. */
  unknown?: { test: (value: string) => boolean; note: (items: string) => string };
}

export function TagInput(props: TagInputProps): JSX.Element {
  const text = useSignal('');
  /** Items the last addition could not take because the limit was reached, said in words. */
  const overflow = useSignal(0);
  const { id, values, max } = props;
  const display = props.display ?? ((value: string) => value);
  const suggestionText = props.suggestionText ?? display;
  // Typed text takes the spelling of the suggestion it matches ("tel aviv" → "Tel Aviv", as the facet spells it).
  const parse =
    props.parse ??
    ((value: string) => {
      const typed = value.trim();
      const lower = typed.toLowerCase();
      return props.suggestions?.find((item) => item.toLowerCase() === lower) ?? typed;
    });
  const full = max !== undefined && values.length >= max;
  const unknownValues = props.unknown ? values.filter((value) => props.unknown?.test(value)) : [];
  const listId = `${id}-list`;

  const add = (raw: string) => {
    const items = raw
      .split(',')
      .map((item) => parse(item))
      .filter((item) => item.length > 0);
    const next = [...values];
    let left = 0;
    for (const item of items) {
      if (next.includes(item)) continue;
      if (max !== undefined && next.length >= max) left += 1;
      else next.push(item);
    }
    text.value = '';
    overflow.value = left;
    if (next.length !== values.length) props.onChange(next);
  };

  const removeAt = (index: number) => {
    overflow.value = 0;
    props.onChange(values.filter((_, at) => at !== index));
  };

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    if ((event.key === 'Enter' || event.key === ',') && box.value.trim() !== '') {
      event.preventDefault();
      add(box.value);
    } else if (event.key === 'Backspace' && box.value === '' && values.length > 0) {
      removeAt(values.length - 1);
    } else if (event.key === 'Escape' && box.value !== '') {
      event.stopPropagation();
      text.value = '';
    }
  };

  const onInput = (event: JSX.TargetedInputEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    // Picking from the datalist fires an input event that is not typing.
    const picked = !(event as unknown as InputEvent).inputType || box.value.endsWith(',');
    if (picked && box.value.trim() !== '' && props.suggestions?.some((item) => suggestionText(item) === box.value)) {
      add(box.value);
      return;
    }
    text.value = box.value;
  };

  const query = text.value.trim().toLowerCase();
  const offered = (props.suggestions ?? [])
    .filter((item) => !values.includes(item) && (query === '' || suggestionText(item).toLowerCase().includes(query)))
    .slice(0, MAX_SUGGESTIONS);

  return (
    <div class="field tag-field">
      <div class="label-row">
        <label for={id}>{props.label}</label>
        {max !== undefined && (
          <span class={full ? 'counter full' : 'counter'} aria-hidden="true">
            {t('counter', { n: values.length, max })}
          </span>
        )}
      </div>
      {values.length > 0 && (
        <ul class="chips" aria-label={props.label}>
          {values.map((value, index) => (
            <li key={value} class={props.unknown?.test(value) ? 'chip unknown' : 'chip'}>
              <span>{display(value)}</span>
              <button
                type="button"
                class="chip-remove"
                aria-label={t('remove', { item: display(value) })}
                onClick={() => removeAt(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="text"
        value={text.value}
        list={offered.length > 0 ? listId : undefined}
        placeholder={full ? t('full', { max: max ?? 0 }) : (props.placeholder ?? t('addHint'))}
        autocomplete="off"
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={[...noteIds({ id, hint: props.hint, error: props.error }), max !== undefined && `${id}-count`]
          .filter(Boolean)
          .join(' ')}
        onKeyDown={onKeyDown}
        onInput={onInput}
        onBlur={(event) => event.currentTarget.value.trim() !== '' && add(event.currentTarget.value)}
      />
      {max !== undefined && (
        <span id={`${id}-count`} class="visually-hidden">
          {t('counter', { n: values.length, max })}
        </span>
      )}
      {offered.length > 0 && (
        <datalist id={listId}>
          {offered.map((item) => (
            <option key={item} value={suggestionText(item)} />
          ))}
        </datalist>
      )}
      <FieldNotes id={id} hint={props.hint} error={props.error} />
      {unknownValues.length > 0 && (
        <span class="field-note warning">{props.unknown?.note(unknownValues.map(display).join(', '))}</span>
      )}
      <span class="field-note" role="status">
        {overflow.value > 0 ? t('overflow', { n: overflow.value, max: max ?? 0 }) : ''}
      </span>
    </div>
  );
}
