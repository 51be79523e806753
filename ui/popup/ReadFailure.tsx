/**
 * A panel's failed read of the service: offline when the browser is, otherwise the failure in plain words
 * with its detail behind "Details"; Retry now, and a retry by itself when the service answers again.
 */
import type { JSX } from 'preact';
import { popupT } from '../../i18n/popup';
import { ErrorNote } from '../shared/ErrorNote';
import { describeError } from '../shared/error-text';
import { useRetryWhenBack } from '../shared/use-retry-when-back';

const t = popupT();

export interface ReadFailureProps {
  error: unknown;
  /** The sentence around the reason ("The search failed: …"). */
  lead: (reason: string) => string;
  offline: string;
  onRetry: () => void;
}

export function ReadFailure({ error, lead, offline, onRetry }: ReadFailureProps): JSX.Element {
  useRetryWhenBack(true, onRetry);
  return (
    <div class="notice error">
      {navigator.onLine ? (
        <ErrorNote error={describeError(error)} class="" lead={lead} />
      ) : (
        <p role="alert">{offline}</p>
      )}
      <button type="button" class="link-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
