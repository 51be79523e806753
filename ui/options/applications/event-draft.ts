/**
 * The event form's draft read into an event (issue 32): a day and a time in a named time zone become one instant,
 * daylight saving included (luxon); what cannot be read is named by field, for the form to say beside it.
 */
import { DateTime } from 'luxon';
import { APPLICATION_LIMITS, type ApplicationEvent, EVENT_KINDS } from '../../../model/application';
import { resolveZone } from '../../shared/time-zones';

export interface EventDraft {
  kind: ApplicationEvent['kind'];
  day: string;
  time: string;
  zone: string;
  minutes: string;
  note: string;
}

export type EventErrors = Partial<
  Record<'day' | 'time' | 'zone' | 'minutes', 'badDate' | 'badTime' | 'badZone' | 'badMinutes'>
>;

export type EventRead = { ok: true; event: ApplicationEvent } | { ok: false; errors: EventErrors };

export function readEvent(draft: EventDraft, id: string): EventRead {
  const errors: EventErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.day)) errors.day = 'badDate';
  const time = /^(\d{1,2}):(\d{2})$/.exec(draft.time.trim());
  if (!time || Number(time[1]) > 23 || Number(time[2]) > 59) errors.time = 'badTime';
  const zone = resolveZone(draft.zone.trim());
  if (!zone) errors.zone = 'badZone';
  const minutes = draft.minutes.trim() === '' ? undefined : Number(draft.minutes.trim());
  if (minutes !== undefined && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440)) {
    errors.minutes = 'badMinutes';
  }
  if (Object.keys(errors).length > 0 || !time || !zone) return { ok: false, errors };
  const local = DateTime.fromISO(`${draft.day}T${time[1]!.padStart(2, '0')}:${time[2]}`, { zone });
  if (!local.isValid) return { ok: false, errors: { day: 'badDate' } };
  const note = draft.note.trim().slice(0, APPLICATION_LIMITS.eventNote);
  return {
    ok: true,
    event: {
      id,
      kind: EVENT_KINDS.includes(draft.kind) ? draft.kind : 'interview',
      at: local.toUTC().toISO({ suppressMilliseconds: false })!,
      zone,
      ...(minutes !== undefined ? { minutes } : {}),
      ...(note ? { note } : {}),
    },
  };
}

/** An event's time as the person set it: in its own zone, in the page's language. */
export const eventWhen = (event: ApplicationEvent, lang: string): string =>
  DateTime.fromISO(event.at, { zone: event.zone }).setLocale(lang).toLocaleString(DateTime.DATETIME_MED);
