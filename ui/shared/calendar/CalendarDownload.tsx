/**
 * "Download to calendar (.ics)": the applications' interviews, calls, deadlines and reminders as one file any
 * calendar imports; importing it again updates the same events (their UIDs are stable).
 */
import type { JSX } from 'preact';
import type { Lang } from '../../../i18n/index';
import { recordsT } from '../../../i18n/records';
import type { JobApplication } from '../../../storage/queries';
import { download, fileDay } from '../download';
import { ErrorNote } from '../ErrorNote';
import { useAction } from '../use-action';
import { calendarEvents } from './application-calendar';
import { toIcs } from './ics';

export interface CalendarDownloadProps {
  lang: Lang;
  /** The applications to include, read when the button is pressed. */
  applications: () => Promise<readonly JobApplication[]> | readonly JobApplication[];
  /** The button's words: the whole board's or one application's. */
  one?: boolean;
}

export function CalendarDownload({ lang, applications, one }: CalendarDownloadProps): JSX.Element {
  const t = recordsT(lang);
  const save = useAction(async () => {
    const ics = toIcs(calendarEvents(await applications(), lang));
    download(ics, 'text/calendar;charset=utf-8', `jobstar-calendar-${fileDay()}.ics`);
  });
  return (
    <>
      <button type="button" class="calendar-download" onClick={() => save.run()} disabled={save.busy}>
        {t(one ? 'downloadIcsOne' : 'downloadIcs')}
      </button>
      <ErrorNote error={save.error} />
    </>
  );
}
