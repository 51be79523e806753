/**
 * A move to Applied sets a follow-up reminder by itself (APPLIED_REMINDER_DAYS); said beside the move, with
 * one click to change it (the job's details, where the reminder controls are) or to remove it.
 */
import type { JSX } from 'preact';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { send } from '../../../messaging/send';
import { APPLICATION_ROUTE } from '../../../model/application';
import { ErrorNote } from '../../shared/ErrorNote';
import { useAction } from '../../shared/use-action';
import { longDay } from './dates';
import type { Entry } from './entries';

export function AutoReminderNote({ entry, lang }: { entry: Entry; lang: Lang }): JSX.Element | null {
  const t = boardT(lang);
  const remove = useAction(() => send({ type: 'application.remind', jobId: entry.jobId, at: null }));
  const { remindAt, remindAuto } = entry.application;
  if (!remindAt || !remindAuto) return null;
  return (
    <div class="notice auto-reminder" data-testid="auto-reminder">
      <p>
        {t('autoReminder', { title: entry.title, date: longDay(remindAt, lang) })}{' '}
        <a href={`#${APPLICATION_ROUTE}/${encodeURIComponent(entry.jobId)}`}>{t('changeReminder')}</a>{' '}
        <button type="button" class="link-button" disabled={remove.busy} onClick={() => remove.run()}>
          {t('clearReminder')}
        </button>
      </p>
      <ErrorNote error={remove.error} />
    </div>
  );
}
