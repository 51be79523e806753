/** The Matches rows: the count and order, each job with its star, and more rows as the list scrolls. */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { JobListing } from '../../api/contract';
import { popupT } from '../../i18n/popup';
import { setStar } from '../shared/star';
import { type Service, safeHref } from '../shared/use-service';
import { JobRow } from './JobRow';
import { jobRefOf } from './job-ref-of';
import { onListKeyDown } from './list-keys';

const t = popupT();

export interface MatchListProps {
  jobs: readonly JobListing[];
  total: number | undefined;
  byMatch: boolean;
  starred: Record<string, boolean>;
  service: Service | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | undefined;
  onLoadMore: () => void;
  wantedSkills: readonly string[];
}

export function MatchList(props: MatchListProps): JSX.Element {
  const { jobs, service, hasMore } = props;
  const sentinel = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) props.onLoadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, jobs.length]);

  const star = (job: JobListing, on: boolean) => {
    if (service) void setStar(jobRefOf(job, service.baseUrl), on);
  };
  return (
    <>
      <p class="list-count" role="status">
        {props.total !== undefined ? `${t('jobsTotal', { n: props.total })} · ` : ''}
        {props.byMatch ? t('sortedByMatch') : t('sortedByNewest')}
      </p>
      <ul class="rows" onKeyDown={onListKeyDown}>
        {jobs.map((job) => (
          <JobRow
            key={job.job_id}
            job={job}
            href={
              safeHref(job.url) ?? (service ? `${service.baseUrl}/jobs/${encodeURIComponent(job.job_id)}` : undefined)
            }
            starred={props.starred[job.job_id] === true}
            onStar={(on) => star(job, on)}
            wantedSkills={props.wantedSkills}
          />
        ))}
        {hasMore && (
          <li ref={sentinel} class="more-row">
            <button type="button" onClick={props.onLoadMore} disabled={props.loadingMore}>
              {props.loadingMore ? t('loadingJobs') : t('moreJobs')}
            </button>
          </li>
        )}
      </ul>
      {props.moreError && (
        <p class="notice error" role="alert">
          {t('jobsFailed', { message: props.moreError })}
        </p>
      )}
    </>
  );
}
