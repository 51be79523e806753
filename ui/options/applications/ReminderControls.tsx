/**
 * One application's reminder: when it is (or that it is due), "Remind me in 3/7/14 days", a day of one's own,
 * and Remove. The first reminder asks the browser for the `notifications` permission, from the click itself,
 * after saying why; declined, the reminder still shows as due here and in the popup.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { send } from '../../../messaging/send';
import { type ApplicationRow, DAY_MS } from '../../../model/application';
import { ErrorNote } from '../../shared/ErrorNote';
import { describeError } from '../../shared/error-text';
import { TextField } from '../../shared/TextField';
import { dayOf, longDay, reminderTime } from './dates';
import { askToNotify, mayNotify } from './notify-permission';

export const REMINDER_PRESETS = [3, 7, 14] as const;

export interface ReminderControlsProps {
  application: ApplicationRow;
  due: boolean;
  lang: Lang;
}

export function ReminderControls({ application, due, lang }: ReminderControlsProps): JSX.Element {
  const t = boardT(lang);
  const granted = useSignal<boolean | undefined>(undefined);
  const declined = useSignal(false);
  const day = useSignal(dayOf(new Date(Date.now() + 7 * DAY_MS)));
  const dayError = useSignal<string | undefined>(undefined);
  const failure = useSignal<ReturnType<typeof describeError> | undefined>(undefined);
  const { jobId, remindAt } = application;

  useEffect(() => {
    mayNotify().then((answer) => {
      granted.value = answer;
    });
  }, []);

  /** Asks first (the click's own await), then sets the reminder whatever the answer. */
  const remind = async (at: Date | null, onRefused?: (text: string) => void) => {
    failure.value = undefined;
    if (at && !granted.value) {
      granted.value = await askToNotify();
      declined.value = !granted.value;
    }
    try {
      await send({ type: 'application.remind', jobId, at: at ? at.toISOString() : null });
    } catch (caught) {
      const text = describeError(caught, lang);
      if (onRefused) onRefused(text.text);
      else failure.value = text;
    }
  };

  return (
    <div class="reminder">
      <p class="reminder-state" role="status">
        {remindAt
          ? due
            ? t('reminderDue', { date: longDay(remindAt, lang) })
            : t('reminderAt', { date: longDay(remindAt, lang) })
          : t('noReminder')}
      </p>
      {remindAt && application.remindAuto && <p class="hint">{t('autoReminderSet')}</p>}
      {granted.value === false && !declined.value && <p class="hint">{t('notifyWhy')}</p>}
      {declined.value && <p class="notice">{t('notifyDeclined')}</p>}
      <div class="reminder-presets">
        {REMINDER_PRESETS.map((days) => (
          <button key={days} type="button" onClick={() => remind(new Date(Date.now() + days * DAY_MS))}>
            {t('remindIn', { n: days })}
          </button>
        ))}
        {remindAt && (
          <button type="button" onClick={() => remind(null)}>
            {t('clearReminder')}
          </button>
        )}
      </div>
      <form
        class="reminder-day"
        onSubmit={(event) => {
          event.preventDefault();
          const at = reminderTime(day.value);
          if (!at) {
            dayError.value = t('dateMissing');
            return;
          }
          dayError.value = undefined;
          remind(at, (text) => {
            dayError.value = text;
          });
        }}
      >
        <TextField
          id="remind-day"
          type="date"
          label={t('remindOn')}
          value={day.value}
          error={dayError.value}
          onInput={(value) => {
            day.value = value;
            dayError.value = undefined;
          }}
        />
        <button type="submit">{t('setReminder')}</button>
      </form>
      <ErrorNote error={failure.value} />
    </div>
  );
}
