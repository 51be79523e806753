/**
 * The welcome page's "Try it" links: a few current jobs read from the configured service (the token-free
 * `/jobs`), each linking where the star can be tried. A service on this machine is the reference server of
 * development, whose listings point at made-up postings: its own `/jobs/<id>` pages stand in. Any other
 * service lists real public postings, which are linked as they are.
 */
import type { JobListing } from '../../api/contract';
import { safeLink } from '../../api/safe-link';

export interface ExampleJob {
  id: string;
  title: string;
  company: string;
  href: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const isLocalService = (baseUrl: string): boolean => {
  try {
    return LOOPBACK.has(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
};

export function exampleJobs(jobs: readonly JobListing[], baseUrl: string, most = 3): ExampleJob[] {
  const local = isLocalService(baseUrl);
  return jobs
    .flatMap((job) => {
      const servicePage = `${baseUrl}/jobs/${encodeURIComponent(job.job_id)}`;
      const href = local ? servicePage : safeLink(job.url);
      return href ? [{ id: job.job_id, title: job.title ?? job.job_id, company: job.company ?? '', href }] : [];
    })
    .slice(0, most);
}
