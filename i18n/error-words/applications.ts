/** Refusals of the application commands (storage/applications/rules.ts), shown by the pages next to the control. */
import type { ApplicationRefusalKind } from '../../model/errors';
import type { Wording } from './wording';

export const en = {
  'application.notStarred': 'Star this job first: only starred jobs have a stage, notes and reminders.',
  'application.futureMove': 'A move cannot be dated in the future.',
  'application.beforeStar': 'A move cannot be dated before the job was starred.',
  'application.beforeLastMove': 'A move cannot be dated before the last move; date it on or after that.',
  'application.outOfOrder': 'Date this move between the move before it and the move after it.',
  'application.noSuchMove': 'This move is not in the history (the star’s own date cannot change).',
  'application.reminderPast': 'Choose a reminder time that is not in the past.',
  'application.linkSelf': 'A job cannot be linked to itself.',
  'application.tooManyLinks': 'This application already links as many jobs as it can (20).',
  'application.tooManyEvents':
    'This application already holds as many events as it can (100). Remove a past one first.',
  'application.noSuchEvent': 'That event is no longer there; the page shows what is.',
} satisfies Wording<ApplicationRefusalKind>;

export const he = {
  'application.notStarred': 'סמנו קודם את המשרה בכוכב: רק למשרות מסומנות יש שלב, הערות ותזכורות.',
  'application.futureMove': 'אי אפשר לתארך מעבר בעתיד.',
  'application.beforeStar': 'אי אפשר לתארך מעבר לפני שהמשרה סומנה בכוכב.',
  'application.beforeLastMove': 'אי אפשר לתארך מעבר לפני המעבר האחרון; בחרו תאריך זהה או מאוחר יותר.',
  'application.outOfOrder': 'בחרו לתאריך המעבר יום שבין המעבר שלפניו למעבר שאחריו.',
  'application.noSuchMove': 'המעבר הזה אינו בהיסטוריה (את תאריך הסימון בכוכב אי אפשר לשנות).',
  'application.reminderPast': 'בחרו מועד תזכורת שאינו בעבר.',
  'application.linkSelf': 'אי אפשר לקשר משרה לעצמה.',
  'application.tooManyLinks': 'המועמדות הזו כבר מקשרת את מספר המשרות המרבי (20).',
  'application.tooManyEvents': 'במועמדות הזו כבר יש את מספר האירועים המרבי (100). יש להסיר קודם אירוע שעבר.',
  'application.noSuchEvent': 'האירוע הזה כבר לא קיים; העמוד מציג את מה שיש.',
} satisfies Wording<ApplicationRefusalKind>;
