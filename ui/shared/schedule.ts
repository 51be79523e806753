/**
 * The digest schedule of §2.2 as a form edits it, and its check before a save. The popup's profile and
 * the options page use this one check, so a zone the service would silently replace by its default
 * (§2.2: "any other value becomes the default") is refused beside the field everywhere.
 */
import { type Cadence, DIGEST_TIME_PATTERN, PROFILE_DEFAULTS, type ProfileInput } from '../../api/contract';
import type { Lang } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import { resolveZone } from './time-zones';

export interface ScheduleDraft {
  cadence: Cadence;
  digest_time: string;
  digest_tz: string;
  digest_day: number;
}

export type ScheduleKey = keyof ScheduleDraft;
export type ScheduleErrors = Partial<Record<'digest_time' | 'digest_tz', string>>;

/** The zone this browser runs in: a new profile's digest comes at the user's own nine o'clock. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || PROFILE_DEFAULTS.digest_tz;

export const scheduleOf = (profile: ProfileInput | undefined): ScheduleDraft => ({
  cadence: profile?.cadence ?? PROFILE_DEFAULTS.cadence,
  digest_time: profile?.digest_time ?? PROFILE_DEFAULTS.digest_time,
  digest_tz: profile?.digest_tz ?? browserZone(),
  digest_day: profile?.digest_day ?? PROFILE_DEFAULTS.digest_day,
});

/** "7:30", "7.30" and "730" mean 07:30; anything that is not a time of day stays as typed (and is refused). */
export function normaliseTime(typed: string): string {
  const text = typed.trim();
  const match = /^(\d{1,2})[:.h]?(\d{2})$/.exec(text);
  if (!match) return text;
  const time = `${match[1]?.padStart(2, '0')}:${match[2]}`;
  return DIGEST_TIME_PATTERN.test(time) ? time : text;
}

/** The draft as the service will store it, or what is wrong with each field, in the page's words. */
export function checkSchedule(
  draft: ScheduleDraft,
  lang?: Lang,
): { ok: true; schedule: ScheduleDraft } | { ok: false; errors: ScheduleErrors } {
  const t = sharedT(lang);
  const errors: ScheduleErrors = {};
  const time = normaliseTime(draft.digest_time);
  if (!DIGEST_TIME_PATTERN.test(time)) errors.digest_time = t('error.time');
  const zone = resolveZone(draft.digest_tz);
  if (!zone) {
    errors.digest_tz =
      draft.digest_tz.trim() === '' ? t('error.zoneEmpty') : t('error.zone', { zone: draft.digest_tz.trim() });
  }
  if (errors.digest_time || errors.digest_tz || !zone) return { ok: false, errors };
  return { ok: true, schedule: { ...draft, digest_time: time, digest_tz: zone } };
}
