/**
 * Job ids that the generated catalog always contains, so end-to-end tests and demos can rely on them.
 * They follow DESIGN §3 (`<ats>:<board>:<posting>`, or `<site>:<posting>` for sites without boards).
 * All four are open, verified, recently posted listings.
 */
export const ANTHROPIC_JOB_ID = 'greenhouse:anthropic:5058714008';
export const BIOCATCH_LEVER_UUID = '0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70';
export const BIOCATCH_JOB_ID = `lever:biocatch:${BIOCATCH_LEVER_UUID}`;
export const AQUASEC_JOB_ID = 'comeet:aquasec:CD.86E';
export const LINKEDIN_JOB_ID = 'linkedin:3786945580';

export const KNOWN_JOB_IDS = [ANTHROPIC_JOB_ID, BIOCATCH_JOB_ID, AQUASEC_JOB_ID, LINKEDIN_JOB_ID] as const;

/** Companies of the known jobs (name, domain), also always in the catalog. */
export const KNOWN_COMPANIES = {
  anthropic: { name: 'Anthropic', domain: 'anthropic.com', ats: 'greenhouse', board: 'anthropic' },
  biocatch: { name: 'BioCatch', domain: 'biocatch.com', ats: 'lever', board: 'biocatch' },
  aquasec: { name: 'Aqua Security', domain: 'aquasec.com', ats: 'comeet', board: 'aquasec' },
  wix: { name: 'Wix', domain: 'wix.com', ats: 'greenhouse', board: 'wix' },
} as const;
