/**
 * When reminders fall due: one notification per job (when the person granted `notifications`, asked for by the
 * page the first time a reminder is set), which opens the job in jobstar's Applications, with "Snooze 1 day" and
 * "Open" buttons where the browser has them. Without the permission the reminder still shows as due in the lists.
 */
import { browser } from 'wxt/browser';
import type { Lang } from '../../i18n/index';
import { reminderT } from '../../i18n/reminders';
import { stageSince } from '../../i18n/stages';
import { applicationHash } from '../../model/application';
import { type JobApplication, markNotified, remindersToNotify } from '../../storage/applications';
import type { AccountDb } from '../../storage/db';

const PREFIX = 'jobstar-reminder:';
export const notificationId = (jobId: string): string => `${PREFIX}${jobId}`;
export const jobOfNotification = (id: string): string | null =>
  id.startsWith(PREFIX) ? id.slice(PREFIX.length) : null;

export const canNotify = (): Promise<boolean> => browser.permissions.contains({ permissions: ['notifications'] });

async function show(entry: JobApplication, lang: Lang): Promise<void> {
  const t = reminderT(lang);
  const { job, application } = entry;
  const title = job.page?.title ?? job.listing?.title ?? job.jobId;
  const company = job.page?.company ?? job.listing?.company;
  const options = {
    type: 'basic' as const,
    iconUrl: browser.runtime.getURL('/icon/star-on-128.png'),
    title: t('title', { title }),
    message: t('message', { company: company ?? '', since: stageSince(application.stage, application.movedAt, lang) }),
  };
  const id = notificationId(job.jobId);
  try {
    await browser.notifications.create(id, { ...options, buttons: [{ title: t('snooze') }, { title: t('open') }] });
  } catch {
    // Firefox has no notification buttons: a click opens the job, and snoozing is on the page.
    await browser.notifications.create(id, options);
  }
}

/**
 * Shows the due reminders not yet shown and marks them handled — also without the permission, so the alarm moves
 * on (the lists show them due either way). Answers how many notifications were shown.
 */
export async function notifyDue(db: AccountDb, lang: Lang, now = Date.now()): Promise<number> {
  const due = await remindersToNotify(db, now);
  if (due.length === 0) return 0;
  const permitted = await canNotify();
  if (permitted) for (const entry of due) await show(entry, lang);
  // Marked once all are shown: a worker stopped in between shows some again rather than none.
  await markNotified(
    db,
    due.map(({ job }) => job.jobId),
  );
  return permitted ? due.length : 0;
}

/** Opens the job in the options page's Applications (the route in storage/applications/model.ts). */
export async function openApplication(jobId: string): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(`/options.html${applicationHash(jobId)}`) });
}
