/**
 * What is coming for one application, on its card (issue 32): its interviews, calls and deadlines still ahead and
 * its reminder, together and soonest first, each with its time.
 */
import { DateTime } from 'luxon';
import type { JSX } from 'preact';
import type { Lang } from '../../../i18n/index';
import { recordsT } from '../../../i18n/records';
import type { ApplicationEvent } from '../../../model/application';
import type { Entry } from './entries';
import { eventWhen } from './event-draft';

const SHOWN = 3;

/**
 * One format per language and time zone: making one is most of a card's drawing, and a move draws its card anew.
 * luxon (`eventWhen`) made one per event, checking its zone with another: about a tenth of the board's first
 * paint (issue 36).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    formats.set(key, format);
  }
  return format;
};
const reminderWhen = (at: string, lang: string) =>
  formatOf(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/** Zones luxon reads as fixed offsets (UTC, GMT+2, …) and words its own way: those are left to it. */
const LUXON_FIXED = /^(utc|gmt|z|local|system|default)([+-].*)?$/i;

/** An event's time in its own zone, worded as `eventWhen` words it (luxon's DATETIME_MED). */
export function cardEventWhen(event: ApplicationEvent, lang: string): string {
  if (LUXON_FIXED.test(event.zone)) return eventWhen(event, lang);
  try {
    return formatOf(lang, { ...DateTime.DATETIME_MED, timeZone: event.zone }).format(new Date(event.at));
  } catch {
    // A zone Intl does not know: luxon says so its own way.
    return eventWhen(event, lang);
  }
}

export function CardAgenda({ entry, lang, now = Date.now() }: { entry: Entry; lang: Lang; now?: number }) {
  const t = recordsT(lang);
  const { events = [], remindAt } = entry.application;
  const items: { key: string; at: string; what: string; when: string }[] = events
    .filter((event) => Date.parse(event.at) >= now)
    .map((event) => ({ key: event.id, at: event.at, what: t(`kind.${event.kind}`), when: cardEventWhen(event, lang) }));
  if (remindAt && !entry.due) {
    items.push({ key: 'reminder', at: remindAt, what: t('reminderEvent'), when: reminderWhen(remindAt, lang) });
  }
  if (items.length === 0) return null;
  items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ul class="card-agenda" aria-label={t('agenda')}>
      {items.slice(0, SHOWN).map(
        (item): JSX.Element => (
          <li key={item.key}>
            {item.what} · <time dateTime={item.at}>{item.when}</time>
          </li>
        ),
      )}
    </ul>
  );
}
