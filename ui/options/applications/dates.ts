/**
 * The details panel's date fields hold calendar days (`YYYY-MM-DD`, the reader's time zone); the messages take
 * times. A move dated today is now; an earlier day is noon of that day. A reminder fires at 9:00 of its day.
 */
import { formatDay } from '../../shared/intl-format';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a time, in the reader's time zone. */
export const dayOf = (at: Date | string): string => {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const atHour = (day: string, hour: number): Date | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour);
};

/** The time to record a move made on `day`; undefined for a day that is not one. */
export const moveTime = (day: string, now: Date = new Date()): Date | undefined =>
  day === dayOf(now) ? now : atHour(day, 12);

/**
 * The time to redate a move to `day`: as a new move would be, but kept between its neighbours when one of them is
 * on that same day (a move made the day of the star, at noon, would otherwise fall before a star made later).
 */
export function redateTime(day: string, earliest: string, latest: string | undefined, now: Date = new Date()) {
  const at = moveTime(day, now);
  if (!at) return undefined;
  if (dayOf(earliest) === day && at.getTime() < Date.parse(earliest)) return new Date(earliest);
  if (latest && dayOf(latest) === day && at.getTime() > Date.parse(latest)) return new Date(latest);
  return at;
}

export const reminderTime = (day: string): Date | undefined => atHour(day, 9);

/** A day shown in words ("March 12, 2026"), in the page's language: the one date style (intl-format.ts). */
export const longDay = (at: string, lang: string): string => formatDay(at, lang);
