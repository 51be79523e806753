import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { describeNextDigest } from './DigestPreview';

const now = DateTime.fromISO('2026-11-22T12:00', { zone: 'Asia/Jerusalem' });

describe('describeNextDigest', () => {
  it('says when, in the digest zone and in the viewer’s', () => {
    const schedule = { cadence: 'weekly', digest_day: 0, digest_time: '09:00', digest_tz: 'Asia/Jerusalem' } as const;
    expect(describeNextDigest(schedule, now, 'Europe/Berlin', 'en')).toBe(
      'Next digest: Monday, November 23, 2026 at 9:00 AM in Asia/Jerusalem — 8:00 AM your time',
    );
  });

  it('leaves out “your time” when the viewer is in the digest zone', () => {
    const schedule = { cadence: 'daily', digest_time: '18:30', digest_tz: 'Asia/Jerusalem' } as const;
    expect(describeNextDigest(schedule, now, 'Asia/Jerusalem', 'en')).toBe(
      'Next digest: Sunday, November 22, 2026 at 6:30 PM in Asia/Jerusalem',
    );
  });

  it('names the viewer’s weekday when it is another day there', () => {
    const schedule = {
      cadence: 'weekly',
      digest_day: 0,
      digest_time: '20:00',
      digest_tz: 'America/Los_Angeles',
    } as const;
    expect(describeNextDigest(schedule, now, 'Asia/Jerusalem', 'en')).toBe(
      'Next digest: Monday, November 23, 2026 at 8:00 PM in America/Los_Angeles — Tuesday 6:00 AM your time',
    );
  });

  it('is DST-correct: Europe/London Wednesday 07:30 seen from Jerusalem in March', () => {
    const schedule = { cadence: 'weekly', digest_day: 2, digest_time: '07:30', digest_tz: 'Europe/London' } as const;
    const march = DateTime.fromISO('2026-03-26T12:00', { zone: 'Asia/Jerusalem' });
    // London moves on 29 March, Jerusalem on 27 March: 1 April is 07:30 BST = 09:30 IDT.
    expect(describeNextDigest(schedule, march, 'Asia/Jerusalem', 'en')).toBe(
      'Next digest: Wednesday, April 1, 2026 at 7:30 AM in Europe/London — 9:30 AM your time',
    );
  });

  it('shows the zone the service will use for an unknown one, and nothing for instant', () => {
    expect(describeNextDigest({ cadence: 'daily', digest_tz: 'Mars/Base' }, now, 'Asia/Jerusalem', 'en')).toBe(
      'Next digest: Monday, November 23, 2026 at 9:00 AM in Asia/Jerusalem',
    );
    expect(describeNextDigest({ cadence: 'instant' }, now, 'Asia/Jerusalem', 'en')).toBeNull();
  });

  it('speaks Hebrew', () => {
    const text = describeNextDigest({ cadence: 'daily', digest_tz: 'Asia/Jerusalem' }, now, 'UTC', 'he');
    // First-strong isolates keep the Latin zone and the times in place inside the right-to-left sentence.
    expect(text).toBe(
      'התקציר הבא: \u2068יום שני, 23 בנובמבר 2026 בשעה 9:00\u2069 לפי \u2068Asia/Jerusalem\u2069 — \u20687:00\u2069 אצלך',
    );
  });
});
