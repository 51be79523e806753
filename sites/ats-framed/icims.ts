/**
 * iCIMS: `careers-<company>.icims.com/jobs/<id>/<slug>/job`. That page only frames the job: the job itself is the
 * same address with `?in_iframe=1` in `iframe#icims_content_iframe`, on the same host. So the star goes in that
 * frame, beside its Apply button (this family's script runs in frames too), and the page around it claims nothing.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, SiteAdapter, SiteName } from '../adapter';
import { pageUrl, textOf, visibleMatch } from '../dom';
import { layered, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { visibleText } from '../text';

export const name: SiteName = { en: 'iCIMS', he: 'iCIMS' };
export const family = 'ats-framed';

export const description: DescriptionReader = { selector: '.iCIMS_JobContent' };

/** The board is the host's first label (`careers-acme`, `globalcareers-acme`); the posting, the number in the path. */
const ICIMS_HOST = /^([a-z0-9-]+)\.icims\.com$/;
const JOB_PATH = /^\/jobs\/(\d{1,12})(?:\/[^/]+)?\/job\/?$/;

function parts(url: URL): { board: string; posting: string } | null {
  const host = ICIMS_HOST.exec(url.hostname);
  const job = host && host[1] !== 'www' && url.protocol === 'https:' ? JOB_PATH.exec(url.pathname) : null;
  return host && job ? { board: host[1]!, posting: job[1]! } : null;
}

function refFromUrl(url: URL): JobRef | null {
  const found = parts(url);
  return found ? { jobId: jobIdOf({ ats: 'icims', ...found }), site: 'icims', url: pageUrl(url) } : null;
}

/** "US-MA-Boston" as a person says it, "Boston, MA, US"; several places joined by "; ". */
function placeOf(document: Document): string | undefined {
  const label = [...document.querySelectorAll('.header > span')].find((span) =>
    /location/i.test(span.textContent ?? ''),
  );
  const value = label?.nextElementSibling ? visibleText(label.nextElementSibling) : undefined;
  if (!value) return undefined;
  const place = (code: string) =>
    /^[A-Z]{2}-[A-Z0-9]{1,3}-\S/.test(code) ? code.split('-').reverse().join(', ') : code;
  return value
    .split(/\s*\|\s*/)
    .map(place)
    .join('; ');
}

export const adapter: SiteAdapter = {
  id: 'icims',
  matches: ['https://*.icims.com/jobs/*'],
  claims: (url) => parts(url) !== null && url.searchParams.get('in_iframe') === '1',
  refFromUrl,
  linkPatterns: ['https://*.icims.com/jobs/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const apply = visibleMatch(document, 'a.iCIMS_ApplyOnlineButton');
    // An h1 counts as the job's title only on a job's frame (its header group or Apply): an expired job's frame has neither.
    const onJob = apply || document.querySelector('.iCIMS_JobHeaderGroup');
    const heading = onJob ? visibleMatch(document, 'h1') : undefined;
    const title = (heading && visibleText(heading)) || posting?.title;
    if (!title) return [];
    const location = placeOf(document);
    const type = textOf(document, '.iCIMS_JobHeaderGroup dd');
    const tenant = { company: tenantName(parts(url)?.board.replace(/^[a-z]*careers-/, '')) };
    const ref = refOf(base, layered({ title, location, remote: remoteIn(location, type) }, posting, tenant));
    const anchor = apply ?? heading;
    return [anchor ? { ref, anchor } : { ref }];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://careers-acmerobotics.icims.com/jobs/1234/software-engineer%2c-robotics-platform/job?in_iframe=1',
    'https://globalcareers-acme.icims.com/jobs/98765/analyst/job?mobile=false&width=990&in_iframe=1',
    'https://careers-acme.icims.com/jobs/42/job?in_iframe=1',
  ],
  rejects: [
    // The page around the frame: its job is read, and starred, in the frame.
    'https://careers-acmerobotics.icims.com/jobs/1234/software-engineer%2c-robotics-platform/job',
    'https://careers-acmerobotics.icims.com/jobs/search?in_iframe=1',
    'https://careers-acmerobotics.icims.com/jobs/1234/software-engineer/login?in_iframe=1',
    'https://www.icims.com/jobs/1234/x/job?in_iframe=1',
    'https://careers-acme.icims.com.evil.example/jobs/1234/x/job?in_iframe=1',
    'http://careers-acme.icims.com/jobs/1234/x/job?in_iframe=1',
  ],
  pages: [
    {
      url: 'https://careers-acmerobotics.icims.com/jobs/1234/software-engineer%2c-robotics-platform/job?in_iframe=1',
      fixture: 'icims-job.html',
      ref: {
        jobId: 'icims:careers-acmerobotics:1234',
        url: 'https://careers-acmerobotics.icims.com/jobs/1234/software-engineer%2c-robotics-platform/job',
        title: 'Software Engineer, Robotics Platform',
        company: 'Acme Robotics, Inc.',
        location: 'Boston, MA, US',
        employmentType: 'Full time',
        datePosted: '2026-11-02',
      },
      anchor: 'A',
    },
  ],
  missing: [
    {
      url: 'https://careers-acmerobotics.icims.com/jobs/1234/software-engineer%2c-robotics-platform/job?in_iframe=1',
      fixture: 'icims-missing.html',
    },
  ],
};
