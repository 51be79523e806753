/**
 * The calendar of applications (issue 32): one VEVENT per dated event and one per reminder, the company and title
 * in the summary, the event's own time and zone and a link to the posting in the description. UIDs come from what
 * does not change: the event's id, or the job's id for its reminder — and linked jobs, which share their events
 * and reminder, give each of them once.
 */
import { DateTime } from 'luxon';
import { safeLink } from '../../../api/safe-link';
import type { Lang } from '../../../i18n/index';
import { recordsT } from '../../../i18n/records';
import type { JobApplication } from '../../../storage/queries';
import { withPosting } from '../posting-link';
import type { CalendarEvent } from './ics';

const UID_DOMAIN = 'jobstar.invalid';

export const eventUid = (eventId: string): string => `event-${eventId}@${UID_DOMAIN}`;
export const reminderUid = (jobId: string): string => `reminder-${encodeURIComponent(jobId)}@${UID_DOMAIN}`;

export function calendarEvents(found: readonly JobApplication[], lang: Lang): CalendarEvent[] {
  const t = recordsT(lang);
  const byUid = new Map<string, CalendarEvent>();
  for (const { job, application } of found) {
    const known = withPosting(
      {
        jobId: job.jobId,
        title: job.page?.title ?? job.listing?.title ?? job.jobId,
        url: job.page?.url ?? job.listing?.url,
      },
      lang,
    );
    const title = known.title;
    const company = job.page?.company ?? job.listing?.company ?? '';
    const url = safeLink(known.url);
    const posting = url ? t('icsPosting', { url }) : undefined;
    for (const event of application.events ?? []) {
      const uid = eventUid(event.id);
      if (byUid.has(uid)) continue;
      const start = new Date(event.at);
      const when = DateTime.fromJSDate(start, { zone: event.zone })
        .setLocale(lang)
        .toLocaleString(DateTime.DATETIME_FULL);
      byUid.set(uid, {
        uid,
        start,
        end: event.minutes ? new Date(start.getTime() + event.minutes * 60_000) : undefined,
        summary: t('icsSummary', { what: t(`kind.${event.kind}`), company, title }),
        description: [t('icsWhen', { when }), event.note, posting].filter(Boolean).join('\n'),
        url,
      });
    }
    if (application.remindAt) {
      const uid = reminderUid(
        application.linked.length > 0 ? [job.jobId, ...application.linked].sort()[0]! : job.jobId,
      );
      if (byUid.has(uid)) continue;
      byUid.set(uid, {
        uid,
        start: new Date(application.remindAt),
        summary: t('icsSummary', { what: t('reminderEvent'), company, title }),
        description: posting,
        url,
      });
    }
  }
  return [...byUid.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
