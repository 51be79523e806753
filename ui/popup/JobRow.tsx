/** One job in a list: its star, title (a link to the job), company, place, workplace, age and salary when known. */
import type { JSX } from 'preact';
import type { JobListing } from '../../api/contract';
import { popupT } from '../../i18n/popup';
import { Facts } from '../shared/Facts';
import { ageOf, placeOf, salaryOf, workplaceOf } from '../shared/job-format';
import { StarToggle } from '../shared/StarToggle';
import { skillMatch } from './skill-match';

const t = popupT();

export interface JobRowProps {
  job: JobListing;
  href: string | undefined;
  starred: boolean;
  onStar: (starred: boolean) => void;
  /** The skills the list was asked for, to say why the job is in it ("2 of 3 skills: Go, SQL"). */
  wantedSkills?: readonly string[];
}

export function JobRow({ job, href, starred, onStar, wantedSkills = [] }: JobRowProps): JSX.Element {
  const why = skillMatch(wantedSkills, job.skills);
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
        <Facts items={[job.company ?? undefined, placeOf(job), workplaceOf(job), ageOf(job.posted_at)]} />
        {salary && <span class="row-salary">{salary}</span>}
        {why && why.matched.length > 0 && (
          <span class="row-why">
            {t('skillsMatched', { n: why.matched.length, of: why.of, items: why.matched.join(', ') })}
          </span>
        )}
      </div>
    </li>
  );
}
