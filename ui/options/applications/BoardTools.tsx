/**
 * The board's own tools (issue 32): add an application by hand, every application's dates as a calendar file,
 * and the proof-of-applications report (its own page, laid out for print).
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import type { Lang } from '../../../i18n/index';
import { recordsT } from '../../../i18n/records';
import { applicationHash } from '../../../model/application';
import type { JobApplication } from '../../../storage/queries';
import { AddApplication } from '../../shared/AddApplication';
import { CalendarDownload } from '../../shared/calendar/CalendarDownload';

export interface BoardToolsProps {
  lang: Lang;
  /** Every application, read when the calendar file is asked for. */
  applications: () => Promise<readonly JobApplication[]>;
}

export function BoardTools({ lang, applications }: BoardToolsProps): JSX.Element {
  const t = recordsT(lang);
  const adding = useSignal(false);
  const added = useSignal('');
  return (
    <div class="board-tools">
      <div class="board-tool-row">
        <button
          type="button"
          aria-expanded={adding.value}
          onClick={() => {
            adding.value = !adding.value;
          }}
        >
          {t('addOpen')}
        </button>
        <CalendarDownload lang={lang} applications={applications} />
        <a href={browser.runtime.getURL('/report.html')} target="_blank" rel="noopener">
          {t('reportOpen')}
        </a>
        <span role="status">{added.value}</span>
      </div>
      {adding.value && (
        <AddApplication
          lang={lang}
          idPrefix="board-add"
          onAdded={(jobId, title) => {
            adding.value = false;
            added.value = t('added', { title });
            location.hash = applicationHash(jobId);
          }}
          onCancel={() => {
            adding.value = false;
          }}
        />
      )}
    </div>
  );
}
