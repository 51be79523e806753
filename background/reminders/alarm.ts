/**
 * One browser alarm for the earliest reminder not yet notified (the due time lives in the database; the worker's
 * timers die with it). Re-armed at every worker start and after every change.
 */
import { browser } from 'wxt/browser';
import { nextReminderAt } from '../../storage/applications';
import type { AccountDb } from '../../storage/db';

export const REMINDER_ALARM = 'jobstar-reminder';

export async function armReminderAlarm(db: AccountDb): Promise<void> {
  const next = await nextReminderAt(db);
  if (next === null) {
    await browser.alarms.clear(REMINDER_ALARM);
    return;
  }
  await browser.alarms.create(REMINDER_ALARM, { when: Date.parse(next) });
}
