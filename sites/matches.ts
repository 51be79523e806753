/**
 * Where the content script runs without a user gesture: the supported job sites. Pure data, so that
 * wxt.config.ts (the manifest) and the content script entry share one list. The service's own job pages
 * are registered at run time for the configured origin (background), and any other page carrying a
 * JSON-LD JobPosting is reached through `activeTab` on a user gesture.
 */
export const SITE_MATCHES = [
  'https://boards.greenhouse.io/*',
  'https://job-boards.greenhouse.io/*',
  'https://job-boards.eu.greenhouse.io/*',
  'https://jobs.lever.co/*',
  'https://jobs.eu.lever.co/*',
  'https://jobs.ashbyhq.com/*',
  'https://www.comeet.com/jobs/*',
  'https://apply.workable.com/*',
  'https://jobs.smartrecruiters.com/*',
  'https://*.myworkdayjobs.com/*',
  'https://www.linkedin.com/jobs/*',
  'https://www.indeed.com/*',
  'https://*.indeed.com/*',
] as const;

/** Host permissions: the same sites (needed for tab URLs, the badge and re-injection after an update). */
export const SITE_HOST_PERMISSIONS: string[] = [...SITE_MATCHES];
