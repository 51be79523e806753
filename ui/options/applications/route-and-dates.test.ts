import { describe, expect, it } from 'vitest';
import { applicationHash } from '../../../model/application';
import { dayOf, moveTime, redateTime, reminderTime } from './dates';
import { openJobOf } from './use-route';

describe('the details route', () => {
  it('reads back the job id the notification and the cards put in the address', () => {
    for (const jobId of ['linkedin:3786945580', 'greenhouse:anthropic:5058714008', 'lever:a/b c#d']) {
      expect(openJobOf(applicationHash(jobId))).toBe(jobId);
    }
  });

  it('no job for the board itself, another section or a broken escape', () => {
    expect(openJobOf('#applications')).toBeUndefined();
    expect(openJobOf('#applications/')).toBeUndefined();
    expect(openJobOf('#data')).toBeUndefined();
    expect(openJobOf('#applications/%E0%A4%A')).toBeUndefined();
  });
});

describe('date fields', () => {
  const now = new Date(2026, 2, 10, 15, 30);

  it('a move dated today is now; an earlier day is its noon; a reminder is 9:00 of its day', () => {
    expect(moveTime(dayOf(now), now)).toBe(now);
    expect(moveTime('2026-03-04', now)).toEqual(new Date(2026, 2, 4, 12));
    expect(reminderTime('2026-03-17')).toEqual(new Date(2026, 2, 17, 9));
  });

  it('a redated move stays between its neighbours when one is on the chosen day', () => {
    const star = new Date(2026, 2, 4, 15).toISOString();
    const next = new Date(2026, 2, 6, 9).toISOString();
    expect(redateTime('2026-03-04', star, next, now)).toEqual(new Date(star));
    expect(redateTime('2026-03-05', star, next, now)).toEqual(new Date(2026, 2, 5, 12));
    expect(redateTime('2026-03-06', star, next, now)).toEqual(new Date(next));
    expect(redateTime('2026-03-06', star, undefined, now)).toEqual(new Date(2026, 2, 6, 12));
    expect(redateTime('', star, next, now)).toBeUndefined();
  });

  it('not a day: nothing', () => {
    expect(moveTime('', now)).toBeUndefined();
    expect(reminderTime('17/03/2026')).toBeUndefined();
  });
});
