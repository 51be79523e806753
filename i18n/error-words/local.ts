/** Errors of this browser itself (the message router, local storage): the only ones a content script shows. */
import type { ErrorParams, LocalErrorKind } from '../../model/errors';
import type { Wording } from './wording';

/**
 * The router's own two: a content script words these itself (no answer came, or one without words); the background
 * words every other failure it answers a content script (messaging/port-server.ts), so the storage words stay out of
 * the content scripts' bundles.
 */
export const routerEn = {
  'router.noAnswer': 'jobstar did not answer. Reload the page and try again.',
  'router.failed': 'jobstar could not do this. Try again; the details say why.',
};

export const routerHe: typeof routerEn = {
  'router.noAnswer': 'jobstar לא ענה. טענו מחדש את הדף ונסו שוב.',
  'router.failed': 'jobstar לא הצליח לעשות זאת. נסו שוב; הפרטים מסבירים למה.',
};

export const en = {
  'storage.quota':
    'The browser has no room left for jobstar’s data. Free some disk space; nothing already saved was lost.',
  'storage.upgrade':
    'jobstar could not upgrade its local database. Your data is kept; reload the extension or update it.',
  'storage.open':
    'jobstar could not open its local database. Reload the extension; if it persists, restart the browser.',
  'storage.failed': ({ detail }: ErrorParams) => `jobstar could not save locally: ${detail}`,
  ...routerEn,
} satisfies Wording<LocalErrorKind>;

export const he = {
  'storage.quota': 'לדפדפן לא נותר מקום לנתונים של jobstar. פנו מקום בדיסק; דבר ממה שכבר נשמר לא אבד.',
  'storage.upgrade': 'jobstar לא הצליח לשדרג את מסד הנתונים המקומי. הנתונים נשמרו; טענו מחדש את התוסף או עדכנו אותו.',
  'storage.open':
    'jobstar לא הצליח לפתוח את מסד הנתונים המקומי. טענו מחדש את התוסף; אם זה חוזר, הפעילו מחדש את הדפדפן.',
  'storage.failed': ({ detail }) => `jobstar לא הצליח לשמור במכשיר: ${detail}`,
  ...routerHe,
} satisfies Wording<LocalErrorKind>;
