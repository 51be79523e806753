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

/** The technical words for "Details": the status and message, then each refused field. */
const detailsOf = (detail: string | undefined, fieldErrors: readonly { path: string; message: string }[]) =>
  [detail, ...fieldErrors.map((field) => `${field.path}: ${field.message}`)].filter(Boolean).join('\n') || undefined;

/**
 * A service failure is worded once, by its kind (i18n/errors.ts). The one thing a page adds is when to try
 * again, which only the 429 at hand knows.
 */
function apiErrorText(error: ApiError, lang: Lang): ErrorText {
  const { info } = error;
  const words = wordError(info, lang);
  const when =
    error.kind === 'rate_limited' && error.retryAfterMs !== undefined
      ? ` ${sharedT(lang)('err.retryIn', { s: seconds(error.retryAfterMs) })}`
      : '';
  return { text: words + when, details: detailsOf(info.detail, info.fieldErrors ?? []) };
}

export function describeError(error: unknown, lang: Lang = uiLanguage()): ErrorText {
  if (error instanceof WordedError) return { text: error.message, details: error.details };
  if (error instanceof ApiError) return apiErrorText(error, lang);
  // Worded by send.ts, in this page's language, from the same table.
  if (error instanceof MessageError)
    return { text: error.message, details: detailsOf(error.detail, error.fieldErrors) };
  return {
    text: wordError({ kind: 'router.failed' }, lang),
    details: error instanceof Error ? error.message : String(error),
  };
}
