/**
 * The report's period (issue 32): a preset or two days, read as whole days in the reader's time zone and turned
 * into the instants [from, to) the rows are filtered by (DST-correct: luxon).
 */
import { DateTime } from 'luxon';

export const PRESETS = ['last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Period {
  from: Date;
  /** Exclusive: the start of the day after the last day. */
  to: Date;
  /** The first and last days, `YYYY-MM-DD`, as the page shows them. */
  firstDay: string;
  lastDay: string;
}

const periodOf = (first: DateTime, last: DateTime): Period => ({
  from: first.startOf('day').toJSDate(),
  to: last.plus({ days: 1 }).startOf('day').toJSDate(),
  firstDay: first.toISODate()!,
  lastDay: last.toISODate()!,
});

/** A preset's days, today included where it reaches today. */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, now: Date, zone: string): Period {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  if (preset === 'last30') return periodOf(today.minus({ days: 29 }), today);
  if (preset === 'thisMonth') return periodOf(today.startOf('month'), today);
  const lastMonth = today.minus({ months: 1 });
  return periodOf(lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day'));
}

export type CustomRead = { ok: true; period: Period } | { ok: false; field: 'from' | 'to'; error: 'badDate' | 'range' };

export function customPeriod(firstDay: string, lastDay: string, zone: string): CustomRead {
  const first = DateTime.fromISO(firstDay, { zone });
  const last = DateTime.fromISO(lastDay, { zone });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay) || !first.isValid) return { ok: false, field: 'from', error: 'badDate' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(lastDay) || !last.isValid) return { ok: false, field: 'to', error: 'badDate' };
  if (first > last) return { ok: false, field: 'from', error: 'range' };
  return { ok: true, period: periodOf(first, last) };
}
