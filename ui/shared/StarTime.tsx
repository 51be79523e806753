/**
 * "Starred 3 November 2026, 14:02": the click's own time, kept here (`starredAt`), never the service's later
 * `saved_at`; a star made on another device has only the service's time, which is the nearest known.
 */
import type { JSX } from 'preact';
import type { Lang } from '../../i18n/index';
import { uiLanguage } from '../../i18n/index';
import { starTimeT } from '../../i18n/star-time';
import type { SavedRow } from '../../storage/db';
import { starTimeOf } from '../../storage/queries';
import { formatDayTime } from './intl-format';

export function StarTime({
  row,
  lang = uiLanguage(),
  class: className,
}: {
  row: Pick<SavedRow, 'savedAt' | 'starredAt'>;
  lang?: Lang;
  class: string;
}): JSX.Element | null {
  const at = starTimeOf(row);
  if (Number.isNaN(Date.parse(at))) return null;
  return (
    <time class={`star-time ${className}`} dateTime={at}>
      {starTimeT(lang)('starredOn', { when: formatDayTime(at, lang) })}
    </time>
  );
}
