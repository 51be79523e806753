/** A job whose follow-up reminder is due: a bell and the words, named for the job for screen readers. */
import type { JSX } from 'preact';
import { applicationsT } from '../../i18n/applications';
import type { Lang } from '../../i18n/index';

export function DueMark({ title, lang }: { title: string; lang?: Lang }): JSX.Element {
  const t = applicationsT(lang);
  return (
    <span class="due-mark" role="img" aria-label={t('dueOf', { title })} title={t('due')}>
      <svg class="due-mark-icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0z" />
      </svg>
      <span aria-hidden="true">{t('due')}</span>
    </span>
  );
}
