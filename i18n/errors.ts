/**
 * Every error that crosses a boundary (background → page, sync → status line) travels as `{ kind, params }`
 * and is worded here, in the reader's language: the background may run in one language while a page shows
 * another, and a kind is testable where a sentence is not. Technical details (an HTTP status, a schema
 * complaint) travel apart, as `detail`, for a "Details" disclosure.
 */
import { createT, type Lang } from './index';

type Params = Record<string, string | number>;

const en = {
  // The service (api/errors.ts kinds)
  'api.network': 'The service could not be reached. Check your connection; jobstar will try again.',
  'api.timeout': 'The service did not answer in time; jobstar will try again.',
  'api.unauthorized': 'Sign in to sync.',
  'api.rate_limited': 'The service asked jobstar to slow down; it will try again shortly.',
  'api.server': 'The service is having trouble right now; jobstar will try again.',
  'api.client': ({ message }: Params) => `The service refused this: ${message}`,
  'api.bad_response': 'The service sent an answer jobstar does not understand, so nothing of it was saved.',
  'api.too_large': 'The service sent more than jobstar accepts in one answer, so nothing of it was saved.',
  'api.too_many_saved': ({ max }: Params) =>
    `The service lists more than ${max} saved jobs; jobstar kept your local list as it is.`,
  // Sign-in (auth/errors.ts kinds)
  'auth.cancelled':
    'Sign-in was cancelled: the sign-in window was closed before it finished. Click Sign in to try again.',
  'auth.unreachable': ({ issuer }: Params) =>
    `The sign-in service at ${issuer} could not be reached. Check your connection and the server address in Settings, then try again.`,
  'auth.wrongIssuer': ({ issuer }: Params) =>
    `${issuer} is not an OpenID Connect sign-in service (its discovery document could not be read). Check the sign-in issuer in Settings.`,
  'auth.issuerMismatch': ({ issuer, actual }: Params) =>
    `The sign-in service at ${issuer} names itself ${actual}. Set the sign-in issuer in Settings to exactly ${actual}.`,
  'auth.denied': 'The sign-in service did not allow jobstar to sign you in. Click Sign in to try again.',
  'auth.providerError': ({ reason }: Params) =>
    `The sign-in service refused the sign-in: ${reason}. Try again, or check the client id in Settings.`,
  'auth.rejected': ({ reason }: Params) =>
    `The sign-in answer could not be trusted (${reason}), so nothing was saved. Click Sign in to try again.`,
  'auth.refreshUnreachable': 'The sign-in service could not be reached to renew your session; jobstar will try again.',
  'auth.refreshRefused': ({ reason }: Params) =>
    `The sign-in service would not renew your session (${reason}). Sign in to sync.`,
  // Local storage (storage/storage-errors.ts kinds)
  'storage.quota':
    'The browser has no room left for jobstar’s data. Free some disk space; nothing already saved was lost.',
  'storage.upgrade':
    'jobstar could not upgrade its local database. Your data is kept; reload the extension or update it.',
  'storage.open':
    'jobstar could not open its local database. Reload the extension; if it persists, restart the browser.',
  'storage.failed': ({ detail }: Params) => `jobstar could not save locally: ${detail}`,
  // The message router (messaging/router.ts)
  'router.notJobstar': 'Refused: not a jobstar message.',
  'router.notAllowed': ({ type }: Params) => `Refused: ${type} is not allowed from here.`,
  'router.outOfScope': 'Refused: this page may act only on the jobs it shows.',
  'router.invalid': 'Some fields are not valid.',
  'router.noAnswer': 'jobstar did not answer. Reload the page and try again.',
  'router.failed': 'jobstar could not do this. Try again; the details say why.',
} satisfies Record<string, string | ((params: Params) => string)>;

const he: { [K in keyof typeof en]: string | ((params: Params) => string) } = {
  'api.network': 'לא ניתן להגיע לשירות. בדקו את החיבור; jobstar ינסה שוב.',
  'api.timeout': 'השירות לא ענה בזמן; jobstar ינסה שוב.',
  'api.unauthorized': 'התחברו כדי לסנכרן.',
  'api.rate_limited': 'השירות ביקש מ-jobstar להאט; הוא ינסה שוב בקרוב.',
  'api.server': 'לשירות יש כרגע תקלה; jobstar ינסה שוב.',
  'api.client': ({ message }) => `השירות דחה את הבקשה: ${message}`,
  'api.bad_response': 'השירות שלח תשובה ש-jobstar אינו מבין, ולכן דבר ממנה לא נשמר.',
  'api.too_large': 'השירות שלח יותר ממה ש-jobstar מקבל בתשובה אחת, ולכן דבר ממנה לא נשמר.',
  'api.too_many_saved': ({ max }) =>
    `השירות מונה יותר מ-${max} משרות שמורות; jobstar השאיר את הרשימה המקומית כפי שהיא.`,
  'auth.cancelled': 'ההתחברות בוטלה: חלון ההתחברות נסגר לפני שהסתיימה. לחצו על "התחברות" כדי לנסות שוב.',
  'auth.unreachable': ({ issuer }) =>
    `לא ניתן להגיע לשירות ההתחברות בכתובת ${issuer}. בדקו את החיבור ואת כתובת השרת בהגדרות ונסו שוב.`,
  'auth.wrongIssuer': ({ issuer }) =>
    `${issuer} אינו שירות התחברות של OpenID Connect (לא ניתן לקרוא את מסמך הגילוי שלו). בדקו את כתובת מנפיק ההתחברות בהגדרות.`,
  'auth.issuerMismatch': ({ issuer, actual }) =>
    `שירות ההתחברות בכתובת ${issuer} מזדהה בשם ${actual}. הגדירו בהגדרות את מנפיק ההתחברות בדיוק כ-${actual}.`,
  'auth.denied': 'שירות ההתחברות לא אישר ל-jobstar לחבר אתכם. לחצו על "התחברות" כדי לנסות שוב.',
  'auth.providerError': ({ reason }) =>
    `שירות ההתחברות דחה את ההתחברות: ${reason}. נסו שוב, או בדקו את מזהה הלקוח בהגדרות.`,
  'auth.rejected': ({ reason }) =>
    `לא ניתן היה לסמוך על תשובת ההתחברות (${reason}), ולכן דבר לא נשמר. לחצו על "התחברות" כדי לנסות שוב.`,
  'auth.refreshUnreachable': 'לא ניתן להגיע לשירות ההתחברות כדי לחדש את החיבור; jobstar ינסה שוב.',
  'auth.refreshRefused': ({ reason }) => `שירות ההתחברות לא חידש את החיבור (${reason}). התחברו כדי לסנכרן.`,
  'storage.quota': 'לדפדפן לא נותר מקום לנתונים של jobstar. פנו מקום בדיסק; דבר ממה שכבר נשמר לא אבד.',
  'storage.upgrade': 'jobstar לא הצליח לשדרג את מסד הנתונים המקומי. הנתונים נשמרו; טענו מחדש את התוסף או עדכנו אותו.',
  'storage.open':
    'jobstar לא הצליח לפתוח את מסד הנתונים המקומי. טענו מחדש את התוסף; אם זה חוזר, הפעילו מחדש את הדפדפן.',
  'storage.failed': ({ detail }) => `jobstar לא הצליח לשמור במכשיר: ${detail}`,
  'router.notJobstar': 'נדחה: זו אינה הודעה של jobstar.',
  'router.notAllowed': ({ type }) => `נדחה: ${type} אינו מותר ממקום זה.`,
  'router.outOfScope': 'נדחה: דף יכול לפעול רק על המשרות שהוא מציג.',
  'router.invalid': 'חלק מהשדות אינם תקינים.',
  'router.noAnswer': 'jobstar לא ענה. טענו מחדש את הדף ונסו שוב.',
  'router.failed': 'jobstar לא הצליח לעשות זאת. נסו שוב; הפרטים מסבירים למה.',
};

export type ErrorKind = keyof typeof en;

export interface FieldError {
  path: string;
  message: string;
}

/** An error as it crosses a boundary. */
export interface ErrorInfo {
  kind: ErrorKind;
  params?: Params;
  /** Technical words (status, schema complaint) for a "Details" disclosure, never the headline. */
  detail?: string;
  fieldErrors?: FieldError[];
}

export const isErrorKind = (kind: unknown): kind is ErrorKind => typeof kind === 'string' && kind in en;

/** The error in the reader's language. */
export function wordError(error: Pick<ErrorInfo, 'kind' | 'params'>, lang: Lang): string {
  return createT({ en, he }, lang)(error.kind, error.params);
}
