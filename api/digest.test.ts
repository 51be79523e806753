import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { effectiveZone, nextDigest, previousDigest, type Schedule } from './digest';

const JERUSALEM = 'Asia/Jerusalem';
const at = (iso: string, zone = JERUSALEM) => DateTime.fromISO(iso, { zone });
const utc = (value: DateTime | null) => value?.toUTC().toISO({ suppressMilliseconds: true }) ?? null;

const daily = (digest_time = '09:00', digest_tz = JERUSALEM): Schedule => ({
  cadence: 'daily',
  digest_time,
  digest_tz,
});
const weekly = (digest_day: number, digest_time = '09:00', digest_tz = JERUSALEM): Schedule => ({
  cadence: 'weekly',
  digest_day,
  digest_time,
  digest_tz,
});

describe('nextDigest around Asia/Jerusalem spring DST (2026-03-27 02:00 → 03:00)', () => {
  it('daily: the day before is +02:00, the day of the change is +03:00', () => {
    expect(utc(nextDigest(daily(), at('2026-03-26T08:00')))).toBe('2026-03-26T07:00:00Z');
    expect(utc(nextDigest(daily(), at('2026-03-26T12:00')))).toBe('2026-03-27T06:00:00Z');
  });

  it('weekly Friday: seven calendar days apart, 167 hours of real time', () => {
    const before = nextDigest(weekly(4), at('2026-03-20T08:00'));
    const after = nextDigest(weekly(4), at('2026-03-20T09:30'));
    expect(utc(before)).toBe('2026-03-20T07:00:00Z');
    expect(utc(after)).toBe('2026-03-27T06:00:00Z');
    expect(after!.diff(before!, 'hours').hours).toBe(167);
    expect(after!.toFormat('ccc HH:mm ZZ')).toBe('Fri 09:00 +03:00');
  });

  it('a time inside the skipped hour moves past the gap, still on that day', () => {
    const slot = nextDigest(daily('02:30'), at('2026-03-26T12:00'))!;
    expect(slot.toISODate()).toBe('2026-03-27');
    expect(slot.offset).toBe(180);
    expect(slot.toFormat('HH:mm')).toBe('03:30');
  });
});

describe('nextDigest around Asia/Jerusalem autumn DST (2026-10-25 02:00 → 01:00)', () => {
  it('daily: +03:00 before the change, +02:00 after it', () => {
    expect(utc(nextDigest(daily(), at('2026-10-24T08:00')))).toBe('2026-10-24T06:00:00Z');
    expect(utc(nextDigest(daily(), at('2026-10-24T10:00')))).toBe('2026-10-25T07:00:00Z');
  });

  it('weekly Sunday: 169 hours of real time across the change', () => {
    const before = nextDigest(weekly(6), at('2026-10-18T08:00'))!;
    const after = nextDigest(weekly(6), at('2026-10-18T10:00'))!;
    expect(utc(after)).toBe('2026-10-25T07:00:00Z');
    expect(after.diff(before, 'hours').hours).toBe(169);
  });

  it('a time in the repeated hour is sent once that day, not twice', () => {
    const first = nextDigest(daily('01:30'), at('2026-10-24T12:00'))!;
    expect(first.toFormat('yyyy-MM-dd HH:mm')).toBe('2026-10-25 01:30');
    const afterFirst = nextDigest(daily('01:30'), first.plus({ minutes: 1 }))!;
    expect(afterFirst.toISODate()).toBe('2026-10-26');
  });
});

describe('nextDigest for a digest zone other than the viewer’s', () => {
  const la = weekly(0, '09:00', 'America/Los_Angeles');

  it('America/Los_Angeles Monday 09:00 seen from Jerusalem: 9 hours apart while only the US is on summer time', () => {
    const slot = nextDigest(la, at('2026-03-10T12:00'))!;
    expect(utc(slot)).toBe('2026-03-16T16:00:00Z');
    expect(slot.setZone(JERUSALEM).toFormat('ccc HH:mm')).toBe('Mon 18:00');
  });

  it('10 hours apart once both are on summer time', () => {
    const slot = nextDigest(la, at('2026-03-27T12:00'))!;
    expect(utc(slot)).toBe('2026-03-30T16:00:00Z');
    expect(slot.setZone(JERUSALEM).toFormat('ccc HH:mm')).toBe('Mon 19:00');
  });

  it('the weekday is the digest zone’s: Monday in Los Angeles can be Tuesday in Jerusalem', () => {
    // Tuesday 05:00 in Jerusalem is still Monday 19:00 in Los Angeles, before Monday's 20:00 digest.
    const slot = nextDigest(weekly(0, '20:00', 'America/Los_Angeles'), at('2026-11-24T05:00'))!;
    expect(utc(slot)).toBe('2026-11-24T04:00:00Z');
    expect(slot.setZone(JERUSALEM).toFormat('ccc HH:mm')).toBe('Tue 06:00');
  });
});

describe('nextDigest at the edges of digest_time and of the week', () => {
  it('just before digest_time is today, exactly at it is today, just after is tomorrow', () => {
    expect(utc(nextDigest(daily(), at('2026-11-23T08:59:59.999')))).toBe('2026-11-23T07:00:00Z');
    expect(utc(nextDigest(daily(), at('2026-11-23T09:00:00.000')))).toBe('2026-11-23T07:00:00Z');
    expect(utc(nextDigest(daily(), at('2026-11-23T09:00:00.001')))).toBe('2026-11-24T07:00:00Z');
  });

  it('Sunday 23:59 → Monday (Monday is 0)', () => {
    expect(nextDigest(weekly(0), at('2026-11-22T23:59'))!.toISO()).toBe('2026-11-23T09:00:00.000+02:00');
    expect(nextDigest(weekly(0, '00:00'), at('2026-11-22T23:59'))!.toISO()).toBe('2026-11-23T00:00:00.000+02:00');
    expect(nextDigest(daily('00:00'), at('2026-11-22T23:59'))!.toISO()).toBe('2026-11-23T00:00:00.000+02:00');
  });

  it('Sunday (6) 23:59 just passed waits a whole week', () => {
    expect(nextDigest(weekly(6, '23:59'), at('2026-11-22T23:59:30'))!.toISO()).toBe('2026-11-29T23:59:00.000+02:00');
  });

  it('every weekday number lands on its weekday', () => {
    const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    for (const [day, name] of names.entries()) {
      expect(nextDigest(weekly(day), at('2026-11-22T12:00'))!.toFormat('ccc')).toBe(name);
    }
  });
});

describe('instant, defaults and unknown zones', () => {
  it('instant has no schedule', () => {
    expect(nextDigest({ cadence: 'instant' }, at('2026-11-22T12:00'))).toBeNull();
    expect(previousDigest({ cadence: 'instant' }, at('2026-11-22T12:00'))).toBeNull();
  });

  it('an unknown zone becomes Asia/Jerusalem, as the server stores it', () => {
    expect(effectiveZone('Mars/Olympus_Mons')).toBe(JERUSALEM);
    expect(effectiveZone(undefined)).toBe(JERUSALEM);
    expect(effectiveZone('Europe/London')).toBe('Europe/London');
    const now = at('2026-11-22T12:00', 'UTC');
    expect(nextDigest(daily('09:00', 'Mars/Olympus_Mons'), now)!.toISO()).toBe(
      nextDigest(daily('09:00', JERUSALEM), now)!.toISO(),
    );
  });

  it('left-out fields are the §2.2 defaults: daily 09:00 Asia/Jerusalem', () => {
    expect(nextDigest({}, at('2026-11-22T12:00'))!.toISO()).toBe('2026-11-23T09:00:00.000+02:00');
  });
});

describe('previousDigest', () => {
  it('is the last slot at or before now, across the spring change', () => {
    expect(utc(previousDigest(daily(), at('2026-03-27T08:59')))).toBe('2026-03-26T07:00:00Z');
    expect(utc(previousDigest(daily(), at('2026-03-27T09:00')))).toBe('2026-03-27T06:00:00Z');
    expect(utc(previousDigest(weekly(0), at('2026-11-22T23:59')))).toBe('2026-11-16T07:00:00Z');
  });
});
