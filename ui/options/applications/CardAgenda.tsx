/**
 * What is coming for one application, on its card (issue 32): its interviews, calls and deadlines still ahead and
 * its reminder, together and soonest first, each with its time.
 */
import type { JSX } from 'preact';
import type { Lang } from '../../../i18n/index';
import { recordsT } from '../../../i18n/records';
import type { Entry } from './entries';
import { eventWhen } from './event-draft';

const SHOWN = 3;

/** One reminder format per language: making it is most of a card's drawing, and a move draws its card anew. */
const reminderFormats = new Map<string, Intl.DateTimeFormat>();
const reminderWhen = (at: string, lang: string) => {
  let format = reminderFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    reminderFormats.set(lang, format);
  }
  return format.format(new Date(at));
};

export function CardAgenda({ entry, lang, now = Date.now() }: { entry: Entry; lang: Lang; now?: number }) {
  const t = recordsT(lang);
  const { events = [], remindAt } = entry.application;
  const items: { key: string; at: string; what: string; when: string }[] = events
    .filter((event) => Date.parse(event.at) >= now)
    .map((event) => ({ key: event.id, at: event.at, what: t(`kind.${event.kind}`), when: eventWhen(event, lang) }));
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
