/**
 * What the service changed when it stored the profile (§2.2: unknown skills dropped, an unknown zone
 * replaced by its default), said once the save is confirmed, beside the save state where the user looks.
 */
import type { JSX } from 'preact';
import { PROFILE_DEFAULTS } from '../../api/contract';
import type { Lang } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import type { ProfileRow } from '../../storage/db';

export interface ProfileNoticesProps {
  row: ProfileRow | undefined;
  lang?: Lang;
  /** Only what this form edits: the schedule leaves dropped skills to the profile form. */
  show?: 'all' | 'zone';
}

export function ProfileNotices({ row, lang, show = 'all' }: ProfileNoticesProps): JSX.Element | null {
  const t = sharedT(lang);
  const notice = row && row.dirty === 0 ? row.notice : undefined;
  const dropped = show === 'all' ? (notice?.droppedSkills ?? []) : [];
  if (!notice || (dropped.length === 0 && !notice.replacedZone)) return null;
  return (
    <div class="notice" role="status">
      {dropped.length > 0 && <p>{t('noticeDropped', { n: dropped.length, items: dropped.join(', ') })}</p>}
      {notice.replacedZone && (
        <p>
          {t('noticeZone', {
            zone: notice.replacedZone,
            fallback: row?.server?.digest_tz ?? PROFILE_DEFAULTS.digest_tz,
          })}
        </p>
      )}
    </div>
  );
}
