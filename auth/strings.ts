/**
 * Sign-in messages, English and Hebrew. They are built in the background and shown as they are by the
 * popup and options page, so they are translated here, in the person's browser language.
 */
import { createT, uiLanguage } from '../i18n';

const en = {
  cancelled: 'Sign-in was cancelled: the sign-in window was closed before it finished. Click Sign in to try again.',
  unreachable: ({ issuer }: Record<string, string | number>) =>
    `The sign-in service at ${issuer} could not be reached. Check your connection and the server address in Settings, then try again.`,
  wrongIssuer: ({ issuer }: Record<string, string | number>) =>
    `${issuer} is not an OpenID Connect sign-in service (its discovery document could not be read). Check the sign-in issuer in Settings.`,
  issuerMismatch: ({ issuer, actual }: Record<string, string | number>) =>
    `The sign-in service at ${issuer} names itself ${actual}. Set the sign-in issuer in Settings to exactly ${actual}.`,
  denied: 'The sign-in service did not allow jobstar to sign you in. Click Sign in to try again.',
  providerError: ({ reason }: Record<string, string | number>) =>
    `The sign-in service refused the sign-in: ${reason}. Try again, or check the client id in Settings.`,
  rejected: ({ reason }: Record<string, string | number>) =>
    `The sign-in answer could not be trusted (${reason}), so nothing was saved. Click Sign in to try again.`,
  refreshUnreachable: 'The sign-in service could not be reached to renew your session; jobstar will try again.',
  refreshRefused: ({ reason }: Record<string, string | number>) =>
    `The sign-in service would not renew your session (${reason}). Sign in to sync.`,
} as const;

const he: { [K in keyof typeof en]: (typeof en)[K] | string } = {
  cancelled: 'ההתחברות בוטלה: חלון ההתחברות נסגר לפני שהסתיימה. לחצו על "התחברות" כדי לנסות שוב.',
  unreachable: ({ issuer }) =>
    `לא ניתן להגיע לשירות ההתחברות בכתובת ${issuer}. בדקו את החיבור ואת כתובת השרת בהגדרות ונסו שוב.`,
  wrongIssuer: ({ issuer }) =>
    `${issuer} אינו שירות התחברות של OpenID Connect (לא ניתן לקרוא את מסמך הגילוי שלו). בדקו את כתובת מנפיק ההתחברות בהגדרות.`,
  issuerMismatch: ({ issuer, actual }) =>
    `שירות ההתחברות בכתובת ${issuer} מזדהה בשם ${actual}. הגדירו בהגדרות את מנפיק ההתחברות בדיוק כ-${actual}.`,
  denied: 'שירות ההתחברות לא אישר ל-jobstar לחבר אתכם. לחצו על "התחברות" כדי לנסות שוב.',
  providerError: ({ reason }) => `שירות ההתחברות דחה את ההתחברות: ${reason}. נסו שוב, או בדקו את מזהה הלקוח בהגדרות.`,
  rejected: ({ reason }) =>
    `לא ניתן היה לסמוך על תשובת ההתחברות (${reason}), ולכן דבר לא נשמר. לחצו על "התחברות" כדי לנסות שוב.`,
  refreshUnreachable: 'לא ניתן להגיע לשירות ההתחברות כדי לחדש את החיבור; jobstar ינסה שוב.',
  refreshRefused: ({ reason }) => `שירות ההתחברות לא חידש את החיבור (${reason}). התחברו כדי לסנכרן.`,
};

export const AUTH_STRINGS = { en, he };

type Key = keyof typeof en;

/** Looked up at each use: the worker outlives a change of the browser's language. */
export const authText = (key: Key, params?: Record<string, string | number>): string =>
  createT(AUTH_STRINGS, uiLanguage())(key, params);
