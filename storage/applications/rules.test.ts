import { describe, expect, it } from 'vitest';
import { ApplicationRow, DAY_MS } from '../../model/application';
import {
  ApplicationRefusal,
  implicitApplication,
  linked,
  losesDataOnUnstar,
  moveTo,
  notified,
  redated,
  snoozed,
  unlinked,
  withFields,
  withReminder,
} from './rules';

const STARRED = '2026-11-01T10:00:00.000Z';
const saved = (jobId = 'linkedin:1') => implicitApplication({ jobId, savedAt: STARRED });
const day = (n: number) => new Date(Date.parse(STARRED) + n * DAY_MS);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApplicationRefusal ? error.kind : error;
  }
  return null;
};

describe('stage rules', () => {
  it('a starred job without a row is Saved since its star, and a valid row', () => {
    const row = saved();
    expect(row).toMatchObject({ stage: 'saved', movedAt: STARRED, history: [{ stage: 'saved', at: STARRED }] });
    expect(ApplicationRow.parse(row)).toEqual(row);
  });

  it('records each move with its date, oldest first; the last move is the stage', () => {
    const applied = moveTo(saved(), 'applied', day(1), day(5));
    const interviewing = moveTo(applied, 'interviewing', day(3), day(5));
    expect(interviewing.stage).toBe('interviewing');
    expect(interviewing.movedAt).toBe(day(3).toISOString());
    expect(interviewing.history.map((move) => [move.stage, move.at])).toEqual([
      ['saved', STARRED],
      ['applied', day(1).toISOString()],
      ['interviewing', day(3).toISOString()],
    ]);
  });

  it('dates a move in the past, never in the future, never before the star or the last move', () => {
    expect(moveTo(saved(), 'applied', day(2), day(9)).movedAt).toBe(day(2).toISOString());
    expect(refusal(() => moveTo(saved(), 'applied', day(10), day(9)))).toBe('application.futureMove');
    expect(refusal(() => moveTo(saved(), 'applied', day(-1), day(9)))).toBe('application.beforeStar');
    const applied = moveTo(saved(), 'applied', day(4), day(9));
    expect(refusal(() => moveTo(applied, 'interviewing', day(3), day(9)))).toBe('application.beforeLastMove');
  });

  it('redates a move already recorded; the last move carries movedAt and the Applied reminder along', () => {
    const applied = moveTo(saved(), 'applied', day(5), day(5));
    const earlier = redated(applied, 1, day(2), day(6));
    expect(earlier.history.map((move) => [move.stage, move.at])).toEqual([
      ['saved', STARRED],
      ['applied', day(2).toISOString()],
    ]);
    expect(earlier).toMatchObject({ movedAt: day(2).toISOString(), remindAt: day(9).toISOString(), remindAuto: 1 });
    expect(earlier.updatedAt).toBe(day(6).toISOString());
    const interviewing = moveTo(applied, 'interviewing', day(6), day(6));
    const middle = redated(interviewing, 1, day(3), day(7));
    expect(middle.history[1]!.at).toBe(day(3).toISOString());
    expect(middle.movedAt).toBe(day(6).toISOString());
    // A reminder the person set stays where they set it.
    const reminded = withReminder(applied, day(20), day(5));
    expect(redated(reminded, 1, day(2), day(6)).remindAt).toBe(day(20).toISOString());
  });

  it('refuses a redate in the future, before the star, out of order, or of the star itself', () => {
    const row = moveTo(moveTo(saved(), 'applied', day(2), day(4)), 'interviewing', day(4), day(4));
    expect(refusal(() => redated(row, 2, day(10), day(9)))).toBe('application.futureMove');
    expect(refusal(() => redated(row, 1, day(-1), day(9)))).toBe('application.beforeStar');
    expect(refusal(() => redated(row, 1, day(5), day(9)))).toBe('application.outOfOrder');
    expect(refusal(() => redated(row, 2, day(1), day(9)))).toBe('application.outOfOrder');
    expect(refusal(() => redated(row, 0, day(1), day(9)))).toBe('application.noSuchMove');
    expect(refusal(() => redated(row, 3, day(5), day(9)))).toBe('application.noSuchMove');
    // The same moment as a neighbour keeps the order.
    expect(redated(row, 1, day(4), day(9)).history[1]!.at).toBe(day(4).toISOString());
  });

  it('closes, re-opens and moves back, each a dated move', () => {
    let row = moveTo(saved(), 'applied', day(1), day(9));
    row = moveTo(row, 'rejected', day(2), day(9));
    row = moveTo(row, 'interviewing', day(3), day(9));
    row = moveTo(row, 'applied', day(4), day(9));
    expect(row.stage).toBe('applied');
    expect(row.history.map((move) => move.stage)).toEqual(['saved', 'applied', 'rejected', 'interviewing', 'applied']);
  });

  it('moving to the stage it is in changes nothing', () => {
    const applied = moveTo(saved(), 'applied', day(1), day(9));
    expect(moveTo(applied, 'applied', day(2), day(9))).toBe(applied);
  });

  it('sets the 7-day reminder on Applied, and the next move takes it away', () => {
    const applied = moveTo(saved(), 'applied', day(1), day(1));
    expect(applied).toMatchObject({ remindAt: day(8).toISOString(), remindAuto: 1 });
    const interviewing = moveTo(applied, 'interviewing', day(2), day(2));
    expect(interviewing.remindAt).toBeUndefined();
    expect(interviewing.remindAuto).toBeUndefined();
  });

  it('keeps a reminder the person set through moves, and Applied does not replace it', () => {
    const reminded = withReminder(saved(), day(3), day(1));
    const applied = moveTo(reminded, 'applied', day(2), day(2));
    expect(applied.remindAt).toBe(day(3).toISOString());
    expect(applied.remindAuto).toBeUndefined();
    expect(moveTo(applied, 'offer', day(2), day(2)).remindAt).toBe(day(3).toISOString());
  });

  it('refuses a reminder in the past; null removes it; snooze is N days from now', () => {
    expect(refusal(() => withReminder(saved(), day(1), day(2)))).toBe('application.reminderPast');
    const reminded = withReminder(saved(), day(5), day(2));
    expect(withReminder(reminded, null, day(2)).remindAt).toBeUndefined();
    expect(snoozed(reminded, 1, day(6)).remindAt).toBe(day(7).toISOString());
  });

  it('a notified reminder is marked; a new reminder time clears the mark', () => {
    const shown = notified(withReminder(saved(), day(5), day(2)));
    expect(shown.notifiedAt).toBe(day(5).toISOString());
    expect(snoozed(shown, 1, day(6)).notifiedAt).toBeUndefined();
  });

  it('sets fields; an empty string removes one, one left out stays', () => {
    const row = withFields(saved(), { notes: 'Recruiter: Dana', contactEmail: 'dana@acme.example' }, day(1));
    const next = withFields(row, { contactEmail: '', foundVia: 'Referral' }, day(2));
    expect(next).toMatchObject({ notes: 'Recruiter: Dana', foundVia: 'Referral' });
    expect(next.contactEmail).toBeUndefined();
  });

  it('caps notes at 20,000 characters and checks the e-mail', () => {
    expect(ApplicationRow.safeParse({ ...saved(), notes: 'x'.repeat(20_000) }).success).toBe(true);
    expect(ApplicationRow.safeParse({ ...saved(), notes: 'x'.repeat(20_001) }).success).toBe(false);
    expect(ApplicationRow.safeParse({ ...saved(), contactEmail: 'not an address' }).success).toBe(false);
  });

  it('tells the UI to ask before an unstar only when more than the star is at stake', () => {
    expect(losesDataOnUnstar(saved())).toBe(false);
    expect(losesDataOnUnstar(moveTo(saved(), 'applied', day(1), day(1)))).toBe(true);
    expect(losesDataOnUnstar(withFields(saved(), { notes: 'n' }, day(1)))).toBe(true);
    // Moved back to Saved, the history still holds the moves.
    const back = moveTo(moveTo(saved(), 'applied', day(1), day(1)), 'saved', day(2), day(2));
    expect(losesDataOnUnstar(back)).toBe(true);
  });

  it('links two jobs as one application: the other takes the stage, history and notes; unlink keeps a copy', () => {
    const applied = withFields(moveTo(saved('linkedin:1'), 'applied', day(1), day(1)), { notes: 'A' }, day(1));
    const other = withFields(saved('greenhouse:acme:9'), { notes: 'B' }, day(1));
    const group = linked(applied, other, day(2));
    expect(group.map((row) => [row.jobId, row.stage, row.notes, row.linked])).toEqual([
      ['linkedin:1', 'applied', 'A\n\nB', ['greenhouse:acme:9']],
      ['greenhouse:acme:9', 'applied', 'A\n\nB', ['linkedin:1']],
    ]);
    expect(refusal(() => linked(applied, applied, day(2)))).toBe('application.linkSelf');
    const apart = unlinked(group, 'greenhouse:acme:9', day(3));
    expect(apart.map((row) => [row.jobId, row.stage, row.linked])).toEqual([
      ['linkedin:1', 'applied', []],
      ['greenhouse:acme:9', 'applied', []],
    ]);
  });
});
