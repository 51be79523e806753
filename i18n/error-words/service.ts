/** Errors of the service and of sign-in: shown by the popup and options page. */
import type { ErrorParams, ServiceErrorKind } from '../../model/errors';
import type { Wording } from './wording';

const count = (value: unknown) => Number(value).toLocaleString('en');

export const en = {
  'api.network': 'The service could not be reached. Check your connection; jobstar will try again.',
  'api.timeout': 'The service did not answer in time; jobstar will try again.',
  'api.unauthorized': 'Sign in to sync.',
  'api.rate_limited': 'The service asked jobstar to slow down; it will try again shortly.',
  'api.server': 'The service is having trouble right now; jobstar will try again.',
  'api.client': ({ message }: ErrorParams) => `The service refused this: ${message}`,
  'api.bad_response': 'The service sent an answer jobstar does not understand, so nothing of it was saved.',
  'api.too_large': 'The service sent more than jobstar accepts in one answer, so nothing of it was saved.',
  'api.too_many_saved': ({ max }: ErrorParams) =>
    `The service lists more than ${max} saved jobs; jobstar kept your local list as it is.`,
  'api.account_limit': ({ list, max }: ErrorParams) =>
    list === 'alerts'
      ? `The service keeps at most ${count(max)} alerts per account, and yours has that many: delete an alert to add this one.`
      : `The service keeps at most ${count(max)} saved jobs per account, and yours has that many: this star stays on this device until you unstar another.`,
  'auth.cancelled':
    'Sign-in was cancelled: the sign-in window was closed before it finished. Click Sign in to try again.',
  'auth.unreachable': ({ issuer }: ErrorParams) =>
    `The sign-in service at ${issuer} could not be reached. Check your connection and the server address in Settings, then try again.`,
  'auth.wrongIssuer': ({ issuer }: ErrorParams) =>
    `${issuer} is not an OpenID Connect sign-in service (its discovery document could not be read). Check the sign-in issuer in Settings.`,
  'auth.issuerMismatch': ({ issuer, actual }: ErrorParams) =>
    `The sign-in service at ${issuer} names itself ${actual}. Set the sign-in issuer in Settings to exactly ${actual}.`,
  'auth.denied': 'The sign-in service did not allow jobstar to sign you in. Click Sign in to try again.',
  'auth.providerError': ({ reason }: ErrorParams) =>
    `The sign-in service refused the sign-in: ${reason}. Try again, or check the client id in Settings.`,
  'auth.rejected': ({ reason }: ErrorParams) =>
    `The sign-in answer could not be trusted (${reason}), so nothing was saved. Click Sign in to try again.`,
} satisfies Wording<ServiceErrorKind>;

export const he = {
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
  'api.account_limit': ({ list, max }) =>
    list === 'alerts'
      ? `השירות שומר לכל היותר ${count(max)} התראות לכל חשבון, ובחשבון שלכם כבר יש ${count(max)}: מחקו התראה כדי להוסיף את זו.`
      : `השירות שומר לכל היותר ${count(max)} משרות שמורות לכל חשבון, ובחשבון שלכם כבר יש ${count(max)}: הכוכב הזה יישאר במכשיר הזה עד שתסירו כוכב ממשרה אחרת.`,
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
} satisfies Wording<ServiceErrorKind>;
