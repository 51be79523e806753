/** The sites' own names, as people know them (brand names, the same in every language), by adapter id. */
const SITE_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  indeed: 'Indeed',
  glassdoor: 'Glassdoor',
  wellfound: 'Wellfound',
  alljobs: 'AllJobs',
  drushim: 'Drushim',
  jobmaster: 'JobMaster',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  comeet: 'Comeet',
  ashby: 'Ashby',
  workable: 'Workable',
  workday: 'Workday',
  smartrecruiters: 'SmartRecruiters',
  service: 'jobstar',
};

export const siteNameOf = (adapter: string): string => SITE_NAMES[adapter] ?? adapter;
