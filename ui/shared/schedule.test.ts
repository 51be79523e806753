import { describe, expect, it } from 'vitest';
import { checkSchedule, normaliseTime, scheduleOf } from './schedule';

describe('checkSchedule', () => {
  const draft = { cadence: 'daily', digest_time: '07:30', digest_tz: 'europe/london', digest_day: 2 } as const;

  it('accepts a listed zone in any case and gives its canonical name', () => {
    expect(checkSchedule(draft, 'en')).toEqual({ ok: true, schedule: { ...draft, digest_tz: 'Europe/London' } });
  });

  it('rejects a time outside the spec’s pattern and an unknown zone, each with its own message', () => {
    const result = checkSchedule({ ...draft, digest_time: '7:3', digest_tz: 'Europe/Atlantis' }, 'en');
    expect(result).toEqual({
      ok: false,
      errors: {
        digest_time: 'Use 24-hour HH:MM, for example 09:00',
        digest_tz: '“Europe/Atlantis” is not a time zone this browser knows. Pick one from the list.',
      },
    });
    expect(checkSchedule({ ...draft, digest_time: '24:00' }, 'en').ok).toBe(false);
    expect(checkSchedule({ ...draft, digest_tz: ' ' }, 'en')).toMatchObject({
      errors: { digest_tz: 'Pick a time zone' },
    });
  });

  it('takes "7:30" as 07:30 and a city as its zone, as people type them', () => {
    expect(checkSchedule({ ...draft, digest_time: '7:30', digest_tz: 'London' }, 'en')).toEqual({
      ok: true,
      schedule: { ...draft, digest_time: '07:30', digest_tz: 'Europe/London' },
    });
  });
});

describe('normaliseTime', () => {
  it('pads the hour and accepts a dot or no separator, and leaves what is not a time of day', () => {
    expect(normaliseTime('7:30')).toBe('07:30');
    expect(normaliseTime(' 9.05 ')).toBe('09:05');
    expect(normaliseTime('1845')).toBe('18:45');
    expect(normaliseTime('25:00')).toBe('25:00');
    expect(normaliseTime('7:3')).toBe('7:3');
  });
});

describe('scheduleOf', () => {
  it('defaults a profile without a zone to the browser’s own zone, and keeps a stored one', () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(scheduleOf(undefined)).toEqual({
      cadence: 'daily',
      digest_time: '09:00',
      digest_tz: browser,
      digest_day: 0,
    });
    expect(scheduleOf({ digest_tz: 'Asia/Tokyo' }).digest_tz).toBe('Asia/Tokyo');
  });
});
