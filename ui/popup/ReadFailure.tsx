/**
 * A panel's failed read of the service: offline when the browser is, otherwise the failure in plain words
 * with its detail behind "Details"; Retry now, and a retry by itself when the service answers again. A
 * service that cannot be reached while the browser is online is named by its host, in the header's words,
 * never "check your connection".
 */
import type { JSX } from 'preact';
import { ApiError } from '../../api/errors';
import { popupT } from '../../i18n/popup';
import { sharedT } from '../../i18n/shared';
import { ErrorNote } from '../shared/ErrorNote';
import { describeError, type ErrorText } from '../shared/error-text';
import { useRetryWhenBack } from '../shared/use-retry-when-back';

const t = popupT();

export interface ReadFailureProps {
  error: unknown;
  /** The sentence around the reason ("The search failed: …"). */
  lead: (reason: string) => string;
  offline: string;
  onRetry: () => void;
  /** The service's address, to name it when it cannot be reached. */
  serviceUrl?: string;
}

const hostOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).host : undefined;
  } catch {
    return undefined;
  }
};

/** The failure in words: the header's "can't reach the service at <host>" for a network failure. */
function failureText(error: unknown, serviceUrl: string | undefined): ErrorText {
  const described = describeError(error);
  const host = hostOf(serviceUrl);
  if (!(error instanceof ApiError) || error.kind !== 'network' || !host) return described;
  return { ...described, text: sharedT()('unreachable', { host, n: 0 }) };
}

export function ReadFailure({ error, lead, offline, onRetry, serviceUrl }: ReadFailureProps): JSX.Element {
  useRetryWhenBack(true, onRetry);
  return (
    <div class="notice error">
      {navigator.onLine ? (
        <ErrorNote error={failureText(error, serviceUrl)} class="" lead={lead} />
      ) : (
        <p role="alert">{offline}</p>
      )}
      <button type="button" class="link-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
