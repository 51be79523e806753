/**
 * An application's interviews, calls and deadlines (issue 32): the list, soonest first, each in the time zone it
 * was set in, with Remove; a form to add one; and this application's dates as a calendar file.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import type { Lang } from '../../../i18n/index';
import { recordsT } from '../../../i18n/records';
import { send } from '../../../messaging/send';
import { type ApplicationEvent, EVENT_KINDS } from '../../../model/application';
import { CalendarDownload } from '../../shared/calendar/CalendarDownload';
import { ErrorNote } from '../../shared/ErrorNote';
import { TextField } from '../../shared/TextField';
import { TimeZonePicker } from '../../shared/TimeZonePicker';
import { useAction } from '../../shared/use-action';
import type { Entry } from './entries';
import { type EventDraft, type EventErrors, eventWhen, readEvent } from './event-draft';

export interface EventsPanelProps {
  entry: Entry;
  lang: Lang;
}

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const emptyDraft = (): EventDraft => ({
  kind: 'interview',
  day: '',
  time: '',
  zone: localZone(),
  minutes: '',
  note: '',
});

export function EventsPanel({ entry, lang }: EventsPanelProps): JSX.Element {
  const t = recordsT(lang);
  const { jobId } = entry;
  const events = entry.application.events ?? [];
  const draft = useSignal<EventDraft>(emptyDraft());
  const errors = useSignal<EventErrors>({});
  const act = useAction((event: ApplicationEvent) => send({ type: 'application.addEvent', jobId, event }));
  const remove = useAction((eventId: string) => send({ type: 'application.removeEvent', jobId, eventId }));
  const set = (key: keyof EventDraft, value: string) => {
    draft.value = { ...draft.value, [key]: value };
    errors.value = { ...errors.value, [key]: undefined };
    act.reset();
  };
  const errorOf = (key: keyof EventErrors) => (errors.value[key] ? t(`error.${errors.value[key]!}`) : undefined);

  const submit = async (event: Event) => {
    event.preventDefault();
    const read = readEvent(draft.value, crypto.randomUUID());
    if (!read.ok) {
      errors.value = read.errors;
      document.getElementById(`event-${Object.keys(read.errors)[0]}`)?.focus();
      return;
    }
    if (await act.run(read.event)) draft.value = emptyDraft();
  };

  return (
    <section class="app-events" aria-labelledby="app-events-title">
      <h3 id="app-events-title">{t('events')}</h3>
      {events.length === 0 ? (
        <p class="hint">{t('eventsNone')}</p>
      ) : (
        <ul class="event-list" data-testid="event-list">
          {events.map((item) => {
            const what = t(`kind.${item.kind}`);
            return (
              <li key={item.id}>
                <strong>{what}</strong>{' '}
                <time dateTime={item.at}>{t('eventAt', { when: eventWhen(item, lang), zone: item.zone })}</time>
                {item.note && (
                  <span class="event-note" dir="auto">
                    {' '}
                    — {item.note}
                  </span>
                )}{' '}
                <button
                  type="button"
                  class="link-button"
                  aria-label={t('removeEventOf', { what: `${what} ${eventWhen(item, lang)}` })}
                  onClick={() => remove.run(item.id)}
                >
                  {t('removeEvent')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorNote error={remove.error} lead={(text) => t('eventFailed', { text })} />
      <form class="event-form" onSubmit={submit} noValidate>
        <div class="field">
          <label for="event-kind">{t('eventKind')}</label>
          <select id="event-kind" value={draft.value.kind} onChange={(event) => set('kind', event.currentTarget.value)}>
            {EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="event-day"
          type="date"
          label={t('eventDate')}
          value={draft.value.day}
          error={errorOf('day')}
          onInput={(value) => set('day', value)}
        />
        <TextField
          id="event-time"
          type="time"
          label={t('eventTime')}
          value={draft.value.time}
          error={errorOf('time')}
          onInput={(value) => set('time', value)}
        />
        <TimeZonePicker
          id="event-zone"
          label={t('eventZone')}
          value={draft.value.zone}
          error={errorOf('zone')}
          onInput={(value) => set('zone', value)}
        />
        <TextField
          id="event-minutes"
          inputMode="numeric"
          label={t('eventMinutes')}
          value={draft.value.minutes}
          error={errorOf('minutes')}
          onInput={(value) => set('minutes', value)}
        />
        <TextField
          id="event-note"
          label={t('eventNote')}
          value={draft.value.note}
          onInput={(value) => set('note', value)}
        />
        <div class="form-actions">
          <button type="submit" disabled={act.busy}>
            {t('addEvent')}
          </button>
          <span role="status">{act.done ? t('eventAdded') : ''}</span>
        </div>
        <ErrorNote error={act.error} lead={(text) => t('eventFailed', { text })} />
      </form>
      <CalendarDownload lang={lang} applications={() => [entry]} one />
    </section>
  );
}
