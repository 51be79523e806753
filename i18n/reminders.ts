/** Strings of the reminder notification (background/reminders/). */
import { createT, type Lang } from './index';

type Params = Record<string, string | number>;

const en = {
  title: ({ title }: Params) => `Follow up: ${title}`,
  message: ({ company, since }: Params) => (company ? `${company} — ${since}.` : `${since}.`),
  snooze: 'Snooze 1 day',
  open: 'Open',
};

const he: { [K in keyof typeof en]: (typeof en)[K] } = {
  title: ({ title }) => `מעקב: ${title}`,
  message: ({ company, since }) => (company ? `${company} — ${since}.` : `${since}.`),
  snooze: 'להזכיר מחר',
  open: 'פתיחה',
};

export const reminderT = (lang: Lang) => createT({ en, he }, lang);
