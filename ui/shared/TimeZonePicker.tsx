/**
 * The digest's time zone: a text box searching the IANA zones this browser knows (a datalist, the
 * browser's own accessible list). What is typed must name a known zone or a city one is named after;
 * anything else is shown as wrong beside the field instead of being silently replaced by the service's
 * default (§2.2). The ~400 zones are listed once the field is used, so a page with it paints light.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { TextField, type TextFieldProps } from './TextField';
import { knownZones } from './time-zones';

export type TimeZonePickerProps = Pick<TextFieldProps, 'id' | 'label' | 'value' | 'onInput' | 'hint' | 'error'>;

export function TimeZonePicker(props: TimeZonePickerProps): JSX.Element {
  const listId = `${props.id}-zones`;
  const wanted = useSignal(false);
  return (
    <>
      <TextField
        id={props.id}
        label={props.label}
        value={props.value}
        onInput={props.onInput}
        onFocus={() => {
          wanted.value = true;
        }}
        list={listId}
        hint={props.hint}
        error={props.error}
      />
      <datalist id={listId}>{wanted.value && knownZones().map((zone) => <option key={zone} value={zone} />)}</datalist>
    </>
  );
}
