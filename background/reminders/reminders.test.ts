import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DAY_MS } from '../../model/application';
import { dueReminders, setReminder, setStage } from '../../storage/applications';
import { star } from '../../storage/stars';
import { freshDb } from '../../storage/testing/db-fixture';
import { createApplicationCommands } from '../commands/applications';
import { armReminderAlarm, REMINDER_ALARM } from './alarm';
import { registerReminders } from './index';
import { notificationId, notifyDue } from './notify';

const NOW = Date.parse('2026-11-10T09:00:00.000Z');
const ref = { jobId: 'linkedin:1', title: 'Engineer', company: 'Acme', site: 'linkedin' };

function permit(granted: boolean) {
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(granted);
}

async function applied(daysAgo: number) {
  const db = freshDb();
  await star(db, ref, new Date(NOW - 30 * DAY_MS));
  await setStage(db, ref.jobId, 'applied', new Date(NOW - daysAgo * DAY_MS), new Date(NOW));
  return db;
}

describe('reminders', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('arms one alarm for the earliest reminder, and none when there is none', async () => {
    const db = await applied(2);
    await star(db, { ...ref, jobId: 'linkedin:2' }, new Date(NOW - DAY_MS));
    await setReminder(db, 'linkedin:2', new Date(NOW + DAY_MS), new Date(NOW));
    await armReminderAlarm(db);
    expect((await fakeBrowser.alarms.get(REMINDER_ALARM))?.scheduledTime).toBe(NOW + DAY_MS);
    await setReminder(db, 'linkedin:2', null, new Date(NOW));
    await armReminderAlarm(db);
    // Applied 2 days ago: the automatic reminder, 7 days after.
    expect((await fakeBrowser.alarms.get(REMINDER_ALARM))?.scheduledTime).toBe(NOW + 5 * DAY_MS);
    await setStage(db, ref.jobId, 'interviewing', new Date(NOW), new Date(NOW));
    await armReminderAlarm(db);
    expect(await fakeBrowser.alarms.get(REMINDER_ALARM)).toBeUndefined();
  });

  it('when due, shows one notification with Snooze and Open, once, and arms for the next', async () => {
    permit(true);
    const db = await applied(8);
    expect(await notifyDue(db, 'en', NOW)).toBe(1);
    const shown = await fakeBrowser.notifications.getAll();
    expect(shown[notificationId(ref.jobId)]).toMatchObject({
      title: 'Follow up: Engineer',
      buttons: [{ title: 'Snooze 1 day' }, { title: 'Open' }],
    });
    expect(await notifyDue(db, 'en', NOW)).toBe(0);
    await armReminderAlarm(db);
    expect(await fakeBrowser.alarms.get(REMINDER_ALARM)).toBeUndefined();
    expect(await dueReminders(db, NOW)).toHaveLength(1);
  });

  it('several due at once (an imported file): each shown once, all marked together', async () => {
    permit(true);
    const db = await applied(8);
    for (const jobId of ['linkedin:2', 'linkedin:3']) {
      await star(db, { ...ref, jobId }, new Date(NOW - 30 * DAY_MS));
      await setStage(db, jobId, 'applied', new Date(NOW - 9 * DAY_MS), new Date(NOW));
    }
    expect(await notifyDue(db, 'en', NOW)).toBe(3);
    expect(Object.keys(await fakeBrowser.notifications.getAll()).sort()).toEqual(
      ['linkedin:1', 'linkedin:2', 'linkedin:3'].map(notificationId),
    );
    expect(await notifyDue(db, 'en', NOW)).toBe(0);
  });

  it('without the permission: no notification, and the reminder still shows as due', async () => {
    permit(false);
    const db = await applied(8);
    expect(await notifyDue(db, 'en', NOW)).toBe(0);
    expect(await fakeBrowser.notifications.getAll()).toEqual({});
    expect((await dueReminders(db, NOW)).map(({ job }) => job.jobId)).toEqual([ref.jobId]);
  });

  it('a browser without notification buttons (Firefox) gets the notification without them', async () => {
    permit(true);
    const create = fakeBrowser.notifications.create.bind(fakeBrowser.notifications) as unknown as (
      id: string,
      options: { buttons?: unknown },
    ) => Promise<string>;
    const withoutButtons = async (id: string, options: { buttons?: unknown }) => {
      if (options.buttons) throw new Error('buttons unsupported');
      return create(id, options);
    };
    vi.spyOn(fakeBrowser.notifications, 'create').mockImplementation(withoutButtons as never);
    expect(await notifyDue(await applied(8), 'he', NOW)).toBe(1);
    const shown = await fakeBrowser.notifications.getAll();
    expect(shown[notificationId(ref.jobId)]?.title).toBe('מעקב: Engineer');
  });

  it('the alarm notifies; the notification opens the job in Applications, or snoozes it a day', async () => {
    permit(true);
    vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation(() => undefined);
    const db = await applied(8);
    const changed: string[][] = [];
    const applications = createApplicationCommands({
      db: async () => db,
      requestSync: () => undefined,
      changed: async (jobIds) => {
        await reminders.rearm();
        changed.push([...jobIds]);
      },
    });
    const reminders = registerReminders({ db: async () => db, snooze: applications.snooze });
    expect(await reminders.onAlarm(NOW)).toBe(1);
    const id = notificationId(ref.jobId);
    await fakeBrowser.notifications.onClicked.trigger(id);
    await vi.waitFor(async () =>
      expect((await fakeBrowser.tabs.query({})).map((tab) => tab.url)).toContain(
        'chrome-extension://test-extension-id/options.html#applications/linkedin%3A1',
      ),
    );
    const before = Date.now();
    await fakeBrowser.notifications.onButtonClicked.trigger(id, 0);
    await vi.waitFor(async () => expect(changed).toEqual([[ref.jobId]]));
    const remindAt = Date.parse((await db.applications.get(ref.jobId))?.remindAt ?? '');
    expect(remindAt).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(remindAt).toBeLessThanOrEqual(Date.now() + DAY_MS);
    // The snoozed reminder is the next one the alarm waits for.
    expect((await fakeBrowser.alarms.get(REMINDER_ALARM))?.scheduledTime).toBe(remindAt);
  });
});
