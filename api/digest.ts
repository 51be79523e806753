/**
 * The digest schedule rule of §2.2, shared by the options page (its preview) and the reference server
 * (its scheduler): daily and weekly digests go out at `digest_time` in `digest_tz`, weekly ones on
 * `digest_day` (Monday = 0); instant has no schedule. luxon does the zone and DST arithmetic: a time that
 * falls in a spring-forward gap moves to the first valid minute after it, as luxon resolves it.
 */
import { type DateTime, IANAZone } from 'luxon';
import { PROFILE_DEFAULTS, type Profile } from './contract';

export type Schedule = Pick<Profile, 'cadence' | 'digest_time' | 'digest_tz' | 'digest_day'>;

/** §2.2: "an IANA time zone name known to the server; any other value becomes the default". */
export const effectiveZone = (zone: string | undefined): string =>
  zone && IANAZone.isValidZone(zone) ? zone : PROFILE_DEFAULTS.digest_tz;

function slotOn(day: DateTime, time: string): DateTime {
  const [hour, minute] = time.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

function parts(schedule: Schedule) {
  return {
    cadence: schedule.cadence ?? PROFILE_DEFAULTS.cadence,
    time: schedule.digest_time ?? PROFILE_DEFAULTS.digest_time,
    zone: effectiveZone(schedule.digest_tz),
    // luxon numbers weekdays 1 (Monday) to 7; the contract 0 (Monday) to 6.
    weekday: (schedule.digest_day ?? PROFILE_DEFAULTS.digest_day) + 1,
  };
}

/** The first digest slot at or after `now`, in the digest's zone; null for instant. */
export function nextDigest(schedule: Schedule, now: DateTime): DateTime | null {
  const { cadence, time, zone, weekday } = parts(schedule);
  if (cadence === 'instant') return null;
  const local = now.setZone(zone);
  const step = cadence === 'weekly' ? 7 : 1;
  const ahead = cadence === 'weekly' ? (weekday - local.weekday + 7) % 7 : 0;
  let slot = slotOn(local.startOf('day').plus({ days: ahead }), time);
  if (slot < now) slot = slotOn(local.startOf('day').plus({ days: ahead + step }), time);
  return slot;
}

/** The last digest slot at or before `now`; null for instant. The scheduler sends when this slot is unsent. */
export function previousDigest(schedule: Schedule, now: DateTime): DateTime | null {
  const { cadence, time, zone, weekday } = parts(schedule);
  if (cadence === 'instant') return null;
  const local = now.setZone(zone);
  const step = cadence === 'weekly' ? 7 : 1;
  const back = cadence === 'weekly' ? (local.weekday - weekday + 7) % 7 : 0;
  let slot = slotOn(local.startOf('day').minus({ days: back }), time);
  if (slot > now) slot = slotOn(local.startOf('day').minus({ days: back + step }), time);
  return slot;
}
