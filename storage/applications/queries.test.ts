import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../model/application';
import { star, unstar } from '../stars/saved';
import { freshDb } from '../testing/db-fixture';
import { markNotified, setReminder, setStage } from './commands';
import { applicationStates, dueReminders, nextReminderAt, stageSummaries, starredApplications } from './queries';

const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const at = (days: number) => new Date(T0 + days * DAY_MS);
const ref = (jobId: string) => ({ jobId, site: 'linkedin', title: jobId });

describe('application queries', () => {
  it('joins starred jobs with their applications, by stage; a job without a row is Saved', async () => {
    const db = freshDb();
    await star(db, ref('a'), at(0.2));
    await star(db, ref('b'), at(0.1));
    await star(db, ref('c'), at(0));
    await setStage(db, 'b', 'applied', at(1), at(1));
    await unstar(db, 'c', at(2));
    expect((await starredApplications(db)).map(({ job, application }) => [job.jobId, application.stage])).toEqual([
      ['a', 'saved'],
      ['b', 'applied'],
    ]);
    expect((await starredApplications(db, 'applied')).map(({ job }) => job.jobId)).toEqual(['b']);
    expect(await stageSummaries(db, ['a', 'b', 'c', 'never'])).toEqual({
      a: { stage: 'saved', movedAt: at(0.2).toISOString() },
      b: { stage: 'applied', movedAt: at(1).toISOString() },
    });
  });

  it('due reminders are due whether or not notified; the alarm waits only for those not notified', async () => {
    const db = freshDb();
    for (const jobId of ['a', 'b']) await star(db, ref(jobId), at(0));
    await setReminder(db, 'a', at(2), at(1));
    await setReminder(db, 'b', at(4), at(1));
    expect(await nextReminderAt(db)).toBe(at(2).toISOString());
    expect((await dueReminders(db, at(3).getTime())).map(({ job }) => job.jobId)).toEqual(['a']);
    await markNotified(db, ['a']);
    expect(await nextReminderAt(db)).toBe(at(4).toISOString());
    const [entry] = await starredApplications(db, undefined, at(3).getTime());
    expect(entry).toMatchObject({ job: { jobId: 'b' }, due: false });
    expect((await dueReminders(db, at(3).getTime())).map(({ job }) => job.jobId)).toEqual(['a']);
  });

  it("the popup's states: each application row's stage and whether it is due; a star without a row is absent (Saved)", async () => {
    const db = freshDb();
    for (const jobId of ['a', 'b', 'c']) await star(db, ref(jobId), at(0));
    await setStage(db, 'b', 'applied', at(1), at(1));
    await setReminder(db, 'c', at(2), at(1));
    const states = await applicationStates(db, at(3).getTime());
    expect(Object.fromEntries(states)).toEqual({
      b: { stage: 'applied', due: false },
      c: { stage: 'saved', due: true },
    });
    await unstar(db, 'b', at(4));
    expect((await applicationStates(db, at(5).getTime())).has('b')).toBe(false);
  });
});
