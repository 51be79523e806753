/**
 * The digest's time zone: a text box searching the IANA zones this browser knows (a datalist, the
 * browser's own accessible list). What is typed must name a known zone; anything else is shown as wrong
 * beside the field instead of being silently replaced by the service's default (§2.2).
 */
import type { JSX } from 'preact';
import { TextField } from './TextField';

let zones: string[] | undefined;
export function knownZones(): string[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  return zones;
}

/**
 * The canonical spelling of a typed zone, or null when the browser does not know it. A listed zone is
 * matched without regard to case; a valid name the list leaves out (such as an old alias or "UTC") is
 * accepted in the browser's own spelling.
 */
export function resolveZone(typed: string, list: readonly string[] = knownZones()): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const listed = list.find((zone) => zone.toLowerCase() === text.toLowerCase());
  if (listed) return listed;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export interface TimeZonePickerProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  hint?: string;
  error?: string;
}

export function TimeZonePicker(props: TimeZonePickerProps): JSX.Element {
  const listId = `${props.id}-zones`;
  return (
    <>
      <TextField
        id={props.id}
        label={props.label}
        value={props.value}
        onInput={props.onInput}
        list={listId}
        hint={props.hint}
        error={props.error}
      />
      <datalist id={listId}>
        {knownZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
