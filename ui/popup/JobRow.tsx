/** One job in a list: its star, title (a link to the job), company, place, age and salary when known. */
import type { JSX } from 'preact';
import type { JobListing } from '../../api/contract';
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
  const facts = [job.company, placeOf(job), ageOf(job.posted_at)].filter(Boolean).join(' · ');
  const salary = salaryOf(job);
  return (
    <li class="row job-row">
      <StarToggle starred={starred} onToggle={onStar} title={title} />
      <div class="row-main">
        {href ? (
          <a class="row-title" href={href} target="_blank" rel="noopener noreferrer" data-row-focus>
            {title}
          </a>
        ) : (
          <span class="row-title">{title}</span>
        )}
        {facts && <span class="row-sub">{facts}</span>}
        {salary && <span class="row-salary">{salary}</span>}
      </div>
    </li>
  );
}
