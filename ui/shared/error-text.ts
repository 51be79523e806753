/**
 * Any failure a page meets, in plain words in the page's language (i18n/errors.ts words every kind), with
 * the technical detail kept apart for a "Details" disclosure: a status code or a schema complaint helps a
 * bug report, not a job seeker.
 */
import { ApiError } from '../../api/errors';
import { wordError } from '../../i18n/errors';
import { type Lang, uiLanguage } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import { MessageError } from '../../messaging/send';

export interface ErrorText {
  text: string;
  details?: string;
}

/** A failure a page has already put in the user's words (a wrong file, say). */
export class WordedError extends Error {
  override readonly name = 'WordedError';
  constructor(
    message: string,
    readonly details?: string,
  ) {
    super(message);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function apiErrorText(error: ApiError, lang: Lang): ErrorText {
  const t = sharedT(lang);
  const { detail } = error.info;
  // A dropped connection while the browser says it is online is the service's side, not the user's.
  if (error.kind === 'network' && globalThis.navigator?.onLine === false)
    return { text: t('err.offline'), details: detail };
  if (error.kind === 'rate_limited' && error.retryAfterMs !== undefined) {
    return { text: t('err.rateLimitedFor', { s: seconds(error.retryAfterMs) }), details: detail };
  }
  return { text: wordError(error.info, lang), details: detail };
}

export function describeError(error: unknown, lang: Lang = uiLanguage()): ErrorText {
  if (error instanceof WordedError) return { text: error.message, details: error.details };
  if (error instanceof ApiError) return apiErrorText(error, lang);
  if (error instanceof MessageError) {
    const fields = error.fieldErrors.map((field) => `${field.path}: ${field.message}`);
    const details = [error.detail, ...fields].filter(Boolean).join('\n');
    return { text: error.message, details: details || undefined };
  }
  return {
    text: wordError({ kind: 'router.failed' }, lang),
    details: error instanceof Error ? error.message : String(error),
  };
}
