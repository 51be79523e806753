/**
 * What the service changed when it stored the profile (§2.2: unknown skills dropped, an unknown zone
 * replaced by its default) and what it holds that the form leaves out (an unknown workplace or seniority,
 * a code that is not a country, a list past its limit), and the fields another device changed that this one left
 * as they were, said once the save is confirmed, beside the save state where the user looks.
 */
import type { JSX } from 'preact';
import { PROFILE_DEFAULTS, type ProfileInput } from '../../api/contract';
import { isCountryCode } from '../../api/countries';
import type { Lang } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import type { ProfileRow } from '../../storage/db';
import type { IgnoredValue } from '../../storage/profile';

type T = ReturnType<typeof sharedT>;

const FIELD_LABELS = {
  skills: 'skills',
  seniority: 'seniority',
  workplace: 'workplace',
  israel_only: 'israelOnly',
  country: 'country',
  city: 'city',
  cadence: 'cadence',
  digest_time: 'digestTime',
  digest_tz: 'digestTz',
  digest_day: 'digestDay',
} as const satisfies Record<keyof ProfileInput, Parameters<T>[0]>;

function ignoredText({ field, items }: IgnoredValue, t: T): string {
  const params = { n: items.length, items: items.map((item) => `"${item}"`).join(', ') };
  if (field === 'workplace') return t('noticeIgnoredWorkplace', params);
  if (field === 'seniority') return t('noticeIgnoredSeniority', params);
  // Codes that are not countries are set aside one by one; a list of real ones only when it is over its limit.
  if (field === 'country' && !items.some(isCountryCode)) return t('noticeIgnoredCountry', params);
  return t('noticeIgnoredList', { n: items.length, field: t(FIELD_LABELS[field]) });
}

export interface ProfileNoticesProps {
  row: ProfileRow | undefined;
  lang?: Lang;
  /** Only what this form edits: the schedule leaves the other fields to the profile form. */
  show?: 'all' | 'zone';
}

export function ProfileNotices({ row, lang, show = 'all' }: ProfileNoticesProps): JSX.Element | null {
  const t = sharedT(lang);
  const notice = row && row.dirty === 0 ? row.notice : undefined;
  const dropped = show === 'all' ? (notice?.droppedSkills ?? []) : [];
  const ignored = show === 'all' ? (notice?.ignored ?? []) : [];
  const elsewhere = (notice?.changedElsewhere ?? []).filter((field) => show === 'all' || field === 'digest_tz');
  if (!notice || (dropped.length + ignored.length + elsewhere.length === 0 && !notice.replacedZone)) return null;
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
      {ignored.map((value) => (
        <p key={`${value.field}:${value.items.join()}`}>{ignoredText(value, t)}</p>
      ))}
      {elsewhere.length > 0 && (
        <p>{t('noticeChangedElsewhere', { fields: elsewhere.map((field) => t(FIELD_LABELS[field])).join(', ') })}</p>
      )}
    </div>
  );
}
