/**
 * The JobRef a popup star keeps, so Starred has the job offline too: from a service listing (site `service`)
 * or from a starred row as the list shows it (its page's site kept). Fields are cut where the background's
 * schema would refuse them (JOB_REF_LIMITS): an over-long title is never a reason to refuse a star.
 */
import type { JobListing } from '../../api/contract';
import type { JobRef } from '../../api/job-ref';
import { JOB_REF_LIMITS } from '../../api/job-ref-limits';
import { placeOf } from '../shared/job-format';
import { safeHref } from '../shared/use-service';
import type { Shown } from './SavedRow';

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : undefined);

export function jobRefOf(job: JobListing, serviceUrl: string): JobRef {
  return {
    jobId: job.job_id,
    title: clip(job.title, JOB_REF_LIMITS.title),
    company: clip(job.company, JOB_REF_LIMITS.company),
    location: clip(placeOf(job), JOB_REF_LIMITS.location),
    url: safeHref(job.url) ?? `${serviceUrl}/jobs/${encodeURIComponent(job.job_id)}`,
    site: 'service',
  };
}

/** A row whose title is only its job id, or a name read from it (nothing known yet), keeps no title. */
export const jobRefOfShown = (shown: Shown): JobRef => ({
  jobId: shown.row.jobId,
  title: shown.title === shown.row.jobId || shown.fromId ? undefined : clip(shown.title, JOB_REF_LIMITS.title),
  company: clip(shown.company, JOB_REF_LIMITS.company),
  location: clip(shown.place, JOB_REF_LIMITS.location),
  url: shown.href,
  site: shown.row.page?.site ?? 'service',
});
