/** A failure in plain words, and behind "Details" what a bug report needs. */
import type { JSX } from 'preact';
import { sharedT } from '../../i18n/shared';
import type { ErrorText } from './error-text';

const t = sharedT();

export interface ErrorNoteProps {
  error: ErrorText | undefined;
  id?: string;
  /** Wording before the reason ("Could not save: …"). */
  lead?: (text: string) => string;
  class?: string;
}

export function ErrorNote({ error, id, lead, class: className = 'field-error' }: ErrorNoteProps): JSX.Element | null {
  if (!error) return null;
  return (
    <div id={id} class={`error-note ${className}`} role="alert">
      <span>{lead ? lead(error.text) : error.text}</span>
      {error.details && (
        <details class="error-details">
          <summary>{t('details')}</summary>
          <pre>{error.details}</pre>
        </details>
      )}
    </div>
  );
}
