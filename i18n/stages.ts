/**
 * The application stages' names and the "since when" wording, shared by the star button (content), the popup and
 * the options page. Relative times come from the browser's own Intl (no table, no library in the content bundle).
 */
import type { Stage } from '../model/application';
import type { Lang } from './index';

const names: Record<Lang, Record<Stage, string>> = {
  en: {
    saved: 'Saved',
    applied: 'Applied',
    interviewing: 'Interviewing',
    offer: 'Offer',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
    ghosted: 'Ghosted',
  },
  he: {
    saved: 'נשמרה',
    applied: 'הוגשה מועמדות',
    interviewing: 'בראיונות',
    offer: 'הצעה',
    rejected: 'נדחתה',
    withdrawn: 'בוטלה',
    ghosted: 'ללא מענה',
  },
};

export const stageName = (stage: Stage, lang: Lang): string => names[lang][stage];

/** A stage by shape, for the content script that reads the background's messages without zod. */
export const isStage = (value: unknown): value is Stage => typeof value === 'string' && Object.hasOwn(names.en, value);

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today", "yesterday", "3 days ago", "2 months ago" (or in Hebrew), by calendar days in the reader's time zone. */
const relativeFormats = new Map<Lang, Intl.RelativeTimeFormat>();
/** One formatter per language: making one costs more than formatting, and a board formats a date per card. */
function relativeFormat(lang: Lang): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  return format;
}

export function relativeDay(at: string | number | Date, lang: Lang, now: Date = new Date()): string {
  const then = new Date(at);
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOf(then) - startOf(now)) / DAY_MS);
  const format = relativeFormat(lang);
  if (Math.abs(days) < 30) return format.format(days, 'day');
  if (Math.abs(days) < 365) return format.format(Math.round(days / 30), 'month');
  return format.format(Math.round(days / 365), 'year');
}

/** "Applied 3 days ago" / "הוגשה מועמדות לפני 3 ימים". */
export const stageSince = (stage: Stage, movedAt: string, lang: Lang, now?: Date): string =>
  `${stageName(stage, lang)} ${relativeDay(movedAt, lang, now)}`;
