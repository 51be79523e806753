/**
 * Every error that crosses a boundary (background → page, sync → status line) travels as `{ kind, params }` and is
 * worded by the reader, in the reader's language (i18n/errors.ts): the background may run in one language while a
 * page shows another, and a kind is testable where a sentence is not. The kinds are named here, by family, so that
 * each family's word table in i18n/error-words/ must word every kind of its family and no other (a type error
 * otherwise), and so that storage, sync and auth can name a kind without importing any words. Types only: the
 * content script's bundle carries none of this.
 */

/** IndexedDB failures a person can act on (DESIGN §4 rule 10). */
export type StorageErrorKind = 'storage.quota' | 'storage.upgrade' | 'storage.open' | 'storage.failed';

/** This browser's own failures: the only kinds the content script words (i18n/local-errors.ts). */
export type LocalErrorKind = StorageErrorKind | 'router.noAnswer' | 'router.failed';

/** Refusals of a message that is malformed, not allowed from its sender, out of its page's scope or invalid. */
export type RouterErrorKind = 'router.notJobstar' | 'router.notAllowed' | 'router.invalid' | 'router.outOfScope';

/** The account API's failures, one per `ApiErrorKind` of api/errors.ts. */
export type ApiFailureKind =
  | 'api.network'
  | 'api.timeout'
  | 'api.unauthorized'
  | 'api.rate_limited'
  | 'api.server'
  | 'api.client'
  | 'api.bad_response'
  | 'api.too_large'
  | 'api.too_many_saved'
  | 'api.account_limit';

/** An interactive sign-in's failures (auth/errors.ts). */
export type AuthFailureKind =
  | 'auth.cancelled'
  | 'auth.unreachable'
  | 'auth.wrongIssuer'
  | 'auth.issuerMismatch'
  | 'auth.denied'
  | 'auth.providerError'
  | 'auth.rejected';

/** The service's and sign-in's failures: only the popup and options page word them. */
export type ServiceErrorKind = ApiFailureKind | AuthFailureKind;

/** Why an application command was refused (storage/applications/rules.ts), shown next to the control. */
export type ApplicationRefusalKind =
  | 'application.notStarred'
  | 'application.futureMove'
  | 'application.beforeStar'
  | 'application.beforeLastMove'
  | 'application.outOfOrder'
  | 'application.noSuchMove'
  | 'application.reminderPast'
  | 'application.linkSelf'
  | 'application.tooManyLinks'
  | 'application.tooManyEvents'
  | 'application.noSuchEvent';

/**
 * Why an export file was refused (storage/data/import-rules.ts), shown next to the import control: a cap, or a row
 * the stage rules refuse. Params: `count` and `max` for a cap; `row` (1-based, in its list) and `job` for a row.
 */
export type ImportRefusalKind =
  | 'import.tooManySaved'
  | 'import.tooManyAlerts'
  | 'import.tooManyApplications'
  | 'import.futureStar'
  | 'import.futureMove'
  | 'import.outOfOrder'
  | 'import.stageMismatch';

export type ErrorKind =
  | LocalErrorKind
  | RouterErrorKind
  | ServiceErrorKind
  | ApplicationRefusalKind
  | ImportRefusalKind;

/** What the words of a kind are built from (an issuer, a maximum, the service's own message …). */
export type ErrorParams = Record<string, string | number>;

export interface FieldError {
  path: string;
  message: string;
}

/** An error as it crosses a boundary. */
export interface ErrorInfo {
  kind: ErrorKind;
  params?: ErrorParams;
  /** Technical words (status, schema complaint) for a "Details" disclosure, never the headline. */
  detail?: string;
  fieldErrors?: FieldError[];
  /** The headline as the background words it for a content script, which carries no error words of its own. */
  words?: string;
}

/** The part of an error that is worded: what a sync state or an `AuthError` keeps for the pages. */
export type ErrorWords = Pick<ErrorInfo, 'kind' | 'params'>;
