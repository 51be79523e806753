/** Strings of the alerts' pause, resume and delete (issue 31), and of a service that offers none of them. */
import { createT, type Lang, uiLanguage } from './index';

type Entry = string | ((params: Record<string, string | number>) => string);

const en = {
  everyDevice: 'These are your account’s alerts from every device, as the service lists them.',
  seedOnly:
    'This service can’t list, pause or delete alerts: this list shows only the alerts made on this device, and an alert stays active on the service until it is removed there.',
  paused: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  pauseOf: ({ filter }) => `Pause the alert ${filter}`,
  resumeOf: ({ filter }) => `Resume the alert ${filter}`,
  deleteQuestion: ({ filter }) => `Delete the alert ${filter}? Its e-mails stop, on every device.`,
  deleteYes: 'Delete alert',
  keep: 'Keep it',
  'col.actions': 'Change',
  'dead.pause': ({ filter }) => `Pause alert: ${filter}`,
  'dead.resume': ({ filter }) => `Resume alert: ${filter}`,
  'dead.delete': ({ filter }) => `Delete alert: ${filter}`,
} satisfies Record<string, Entry>;

const he: { [K in keyof typeof en]: Entry } = {
  everyDevice: 'אלה ההתראות של החשבון שלך מכל המכשירים, כפי שהשירות מציג אותן.',
  seedOnly:
    'השירות הזה אינו יכול להציג, להשהות או למחוק התראות: ברשימה מופיעות רק ההתראות שנוצרו במכשיר הזה, והתראה נשארת פעילה בשירות עד שתוסר שם.',
  paused: 'מושהית',
  pause: 'השהיה',
  resume: 'חידוש',
  delete: 'מחיקה',
  pauseOf: ({ filter }) => `השהיית ההתראה ${filter}`,
  resumeOf: ({ filter }) => `חידוש ההתראה ${filter}`,
  deleteQuestion: ({ filter }) => `למחוק את ההתראה ${filter}? המיילים שלה ייפסקו, בכל המכשירים.`,
  deleteYes: 'מחיקת ההתראה',
  keep: 'להשאיר',
  'col.actions': 'שינוי',
  'dead.pause': ({ filter }) => `השהיית התראה: ${filter}`,
  'dead.resume': ({ filter }) => `חידוש התראה: ${filter}`,
  'dead.delete': ({ filter }) => `מחיקת התראה: ${filter}`,
};

export const alertChangesT = (lang: Lang = uiLanguage()) => createT({ en, he }, lang);
