/** Strings of issue 31: whether applications and notes are kept on the service too, and the archived applications. */
import { createT, type Lang, uiLanguage } from './index';

type Entry = string | ((params: Record<string, string | number>) => string);

const en = {
  title: 'Applications on your other devices',
  question: 'This service can keep your applications and notes, so your other devices see them. Keep them there too?',
  yes: 'Yes, sync them',
  no: 'No, keep them on this device',
  sharing:
    'Your applications, notes and the details of your stars are kept on the service too, so your other devices see them.',
  stopSharing: 'Keep them on this device only',
  local: 'Your applications and notes stay on this device.',
  startSharing: 'Sync them too',
  seedOnly:
    'This service keeps your stars, profile and alerts. Your applications, notes, reminders and the details of your stars stay on this device.',
  offline: 'Not known yet whether this service can keep applications: it is asked at the next sync.',
  archivedTitle: 'Archived',
  archivedIntro:
    'These jobs were unstarred on another device. Their stages and notes are kept here until you delete them; starring a job again brings its application back.',
  archivedWhen: ({ when }) => `Archived ${when}`,
  delete: 'Delete',
  deleteConfirm: ({ job }) => `Delete the application of ${job} from this device?`,
} satisfies Record<string, Entry>;

type Table = typeof en;

const he: { [K in keyof Table]: Entry } = {
  title: 'הגשות במכשירים האחרים שלך',
  question: 'השירות יכול לשמור את ההגשות וההערות שלך, כך שגם המכשירים האחרים שלך יראו אותן. לשמור אותן גם שם?',
  yes: 'כן, לסנכרן',
  no: 'לא, להשאיר במכשיר הזה',
  sharing: 'ההגשות, ההערות ופרטי המשרות שסימנת נשמרים גם בשירות, כך שהמכשירים האחרים שלך רואים אותם.',
  stopSharing: 'להשאיר אותם רק במכשיר הזה',
  local: 'ההגשות וההערות שלך נשארות במכשיר הזה.',
  startSharing: 'לסנכרן גם אותם',
  seedOnly: 'השירות הזה שומר את הכוכבים, הפרופיל וההתראות. ההגשות, ההערות, התזכורות ופרטי המשרות נשארים במכשיר הזה.',
  offline: 'עוד לא ידוע אם השירות יכול לשמור הגשות: זה ייבדק בסנכרון הבא.',
  archivedTitle: 'בארכיון',
  archivedIntro:
    'הכוכב של המשרות האלה הוסר במכשיר אחר. השלבים וההערות שלהן נשמרים כאן עד שתמחק/י אותם; סימון המשרה שוב מחזיר את ההגשה.',
  archivedWhen: ({ when }) => `הועבר לארכיון ${when}`,
  delete: 'מחיקה',
  deleteConfirm: ({ job }) => `למחוק מהמכשיר הזה את ההגשה ל-${job}?`,
};

export const shareT = (lang: Lang = uiLanguage()) => createT({ en, he }, lang);
