/** A listing from the service → the JobRef a star keeps (site `service`), so Starred has it offline too. */
import type { JobListing } from '../../api/contract';
import type { JobRef } from '../../api/job-ref';
import { placeOf } from '../shared/job-format';
import { safeHref } from '../shared/use-service';

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : undefined);

export function jobRefOf(job: JobListing, serviceUrl: string): JobRef {
  return {
    jobId: job.job_id,
    title: clip(job.title, 300),
    company: clip(job.company, 200),
    location: clip(placeOf(job), 200),
    url: safeHref(job.url) ?? `${serviceUrl}/jobs/${encodeURIComponent(job.job_id)}`,
    site: 'service',
  };
}
