/**
 * A company row's own jobs under the search's filters, shown when the row is expanded: each with its
 * star, so a job found through its company can be starred where it is seen.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { FilterQuery, JobListing } from '../../api/contract';
import { popupT } from '../../i18n/popup';
import type { AccountDb } from '../../storage/db';
import { starredStates } from '../../storage/queries';
import { useAccountQuery } from '../shared/live';
import { setStar } from '../shared/star';
import { type Service, safeHref } from '../shared/use-service';
import { JobRow } from './JobRow';
import { jobRefOf } from './job-ref-of';
import { ReadFailure } from './ReadFailure';

const t = popupT();
const SHOWN = 10;

export interface CompanyJobsProps {
  domain: string;
  filter: FilterQuery;
  service: Service;
  db: AccountDb | undefined;
}

export function CompanyJobs({ domain, filter, service, db }: CompanyJobsProps): JSX.Element {
  const jobs = useSignal<JobListing[] | undefined>(undefined);
  const failure = useSignal<unknown>(undefined);
  const attempt = useSignal(0);
  useEffect(() => {
    const controller = new AbortController();
    failure.value = undefined;
    service.api
      .jobs({ ...filter, company: domain, sort: 'newest', limit: String(SHOWN) }, controller.signal)
      .then((answer) => {
        jobs.value = answer.jobs;
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) failure.value = error;
      });
    return () => controller.abort();
  }, [domain, JSON.stringify(filter), service.baseUrl, attempt.value]);

  const ids = (jobs.value ?? []).map((job) => job.job_id);
  const starred = useAccountQuery(db, (database) => starredStates(database, ids), [ids.join('\n')]).value ?? {};
  if (failure.value !== undefined) {
    return (
      <ReadFailure
        serviceUrl={service.baseUrl}
        error={failure.value}
        lead={(reason) => t('jobsFailed', { message: reason })}
        offline={t('offlineJobs')}
        onRetry={() => {
          attempt.value += 1;
        }}
      />
    );
  }
  if (jobs.value === undefined) return <p class="empty">{t('loadingJobs')}</p>;
  if (jobs.value.length === 0) return <p class="empty">{t('noJobs')}</p>;
  return (
    <ul class="rows company-jobs">
      {jobs.value.map((job) => (
        <JobRow
          key={job.job_id}
          job={job}
          href={safeHref(job.url) ?? `${service.baseUrl}/jobs/${encodeURIComponent(job.job_id)}`}
          starred={starred[job.job_id] === true}
          onStar={(on) => void setStar(jobRefOf(job, service.baseUrl), on)}
        />
      ))}
    </ul>
  );
}
