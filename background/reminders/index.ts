/**
 * Reminders at worker start: the alarm's and the notification's listeners registered synchronously (an event that
 * woke the worker is not missed). Re-arming the alarm for the current account (`rearm`) reads the database, so the
 * composition root does it with its start-up work, after that event.
 */
import { browser } from 'wxt/browser';
import { uiLanguage } from '../../i18n/index';
import type { AccountDb } from '../../storage/db';
import { armReminderAlarm, REMINDER_ALARM } from './alarm';
import { jobOfNotification, notifyDue, openApplication } from './notify';

const SNOOZE_DAYS = 1;

export interface ReminderDeps {
  db(): Promise<AccountDb>;
  /**
   * The application use case the notification's Snooze button shares with the pages (it re-arms the alarm and
   * tells the tabs).
   */
  snooze(jobId: string, days: number): Promise<unknown>;
}

export function registerReminders(deps: ReminderDeps) {
  const report = (error: unknown) => console.error('jobstar reminders:', error);
  const rearm = async () => armReminderAlarm(await deps.db());

  /** The alarm fired (or a test drives the clock): notify what is due, then arm for the next. */
  async function onAlarm(now = Date.now()): Promise<number> {
    const db = await deps.db();
    const shown = await notifyDue(db, uiLanguage(), now);
    await armReminderAlarm(db);
    return shown;
  }

  async function onNotificationAction(notificationId: string, action: 'open' | 'snooze'): Promise<void> {
    const jobId = jobOfNotification(notificationId);
    if (jobId === null) return;
    await browser.notifications.clear(notificationId);
    if (action === 'snooze') await deps.snooze(jobId, SNOOZE_DAYS);
    else await openApplication(jobId);
  }

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REMINDER_ALARM) onAlarm().catch(report);
  });
  // `notifications` is optional: its API exists only once granted, so its listeners wait for the grant.
  let listening = false;
  function listenToNotifications(): void {
    if (listening || !browser.notifications) return;
    listening = true;
    browser.notifications.onClicked.addListener((id) => {
      onNotificationAction(id, 'open').catch(report);
    });
    browser.notifications.onButtonClicked?.addListener((id, index) => {
      onNotificationAction(id, index === 0 ? 'snooze' : 'open').catch(report);
    });
  }
  listenToNotifications();
  browser.permissions.onAdded.addListener(listenToNotifications);

  return { rearm, onAlarm };
}
