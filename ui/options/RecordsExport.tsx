/** "Your data"'s records (issue 32): the applications' dates as a calendar file, and the proof-of-applications page. */
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import type { Lang } from '../../i18n/index';
import { recordsT } from '../../i18n/records';
import type { AccountDb } from '../../storage/db';
import { starredApplications } from '../../storage/queries';
import { CalendarDownload } from '../shared/calendar/CalendarDownload';

export function RecordsExport({ db, lang }: { db: AccountDb | undefined; lang: Lang }): JSX.Element {
  return (
    <div class="form-actions records-export">
      <CalendarDownload lang={lang} applications={() => (db ? starredApplications(db) : [])} />
      <a href={browser.runtime.getURL('/report.html')} target="_blank" rel="noopener">
        {recordsT(lang)('reportOpen')}
      </a>
    </div>
  );
}
