/**
 * What the board, the list and the details show of one starred job's application: its title and company
 * (what the user starred first, the service's listing for what the page lacked), its stage and last move.
 */
import type { Stage } from '../../../model/application';
import type { JobApplication } from '../../../storage/queries';
import { postingLinkOf } from '../../shared/posting-link';

export interface Entry extends JobApplication {
  jobId: string;
  title: string;
  company?: string;
  stage: Stage;
  movedAt: string;
}

export function entryOf(found: JobApplication): Entry {
  const { job, application } = found;
  return {
    ...found,
    jobId: job.jobId,
    // A star that came by sync before its details reads as the posting its id names.
    title: job.page?.title ?? job.listing?.title ?? postingLinkOf(job.jobId)?.name ?? job.jobId,
    company: job.page?.company ?? job.listing?.company ?? undefined,
    stage: application.stage,
    movedAt: application.movedAt,
  };
}
