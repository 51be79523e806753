/** One job in a list: its star, title (a link to the job), company, place, age and salary when known. */
import type { JSX } from 'preact';
import type { JobListing } from '../../api/contract';
import { Facts } from '../shared/Facts';
import { ageOf, placeOf, salaryOf } from '../shared/job-format';
import { StarToggle } from '../shared/StarToggle';

export interface JobRowProps {
  job: JobListing;
  href: string | undefined;
  starred: boolean;
  onStar: (starred: boolean) => void;
}

export function JobRow({ job, href, starred, onStar }: JobRowProps): JSX.Element {
  const title = job.title ?? job.job_id;
  const salary = salaryOf(job);
  return (
    <li class="row job-row">
      <StarToggle starred={starred} onToggle={onStar} title={title} company={job.company ?? undefined} />
      <div class="row-main">
        {href ? (
          <a class="row-title" dir="auto" href={href} target="_blank" rel="noopener noreferrer" data-row-focus>
            {title}
          </a>
        ) : (
          <span class="row-title" dir="auto">
            {title}
          </span>
        )}
        <Facts items={[job.company ?? undefined, placeOf(job), ageOf(job.posted_at)]} />
        {salary && <span class="row-salary">{salary}</span>}
      </div>
    </li>
  );
}
