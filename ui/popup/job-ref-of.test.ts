import { describe, expect, it, vi } from 'vitest';
import type { JobListing } from '../../api/contract';
import type { SavedRow } from '../../storage/db';
import { jobRefOf, jobRefOfShown } from './job-ref-of';

// Other limits than today's, so the test shows the popup cuts where the background validates, not at copies.
vi.mock('../../api/job-ref-limits', () => ({
  JOB_REF_LIMITS: { title: 5, company: 4, location: 3, salary: 120, employmentType: 80 },
}));

describe('the JobRef a popup star keeps', () => {
  it('cuts a service listing’s fields at JOB_REF_LIMITS', () => {
    const job = { job_id: 'j1', title: 'Backend engineer', company: 'Acme Inc', city: 'Tel Aviv' } as JobListing;
    expect(jobRefOf(job, 'https://jobs.example.com')).toMatchObject({ title: 'Backe', company: 'Acme' });
  });

  it('cuts a saved row’s shown fields at JOB_REF_LIMITS, and keeps the page’s site', () => {
    const row = { jobId: 'j1', page: { site: 'linkedin' } } as unknown as SavedRow;
    const ref = jobRefOfShown({
      row,
      listing: undefined,
      title: 'Backend engineer',
      company: 'Acme Inc',
      place: 'Haifa',
    });
    expect(ref).toEqual({
      jobId: 'j1',
      title: 'Backe',
      company: 'Acme',
      location: 'Hai',
      url: undefined,
      site: 'linkedin',
    });
    expect(jobRefOfShown({ row, listing: undefined, title: 'j1' }).title).toBeUndefined();
  });
});
