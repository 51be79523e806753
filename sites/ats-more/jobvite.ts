/** Jobvite: `jobs.jobvite.com/<company>/job/<posting>` (and its `/apply` step). */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, SiteAdapter, SiteName } from '../adapter';
import { textOf, visibleMatch } from '../dom';
import { layered, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { placed } from '../placement';
import { collapse } from '../text';

export const name: SiteName = { en: 'Jobvite', he: 'Jobvite' };
export const family = 'ats-more';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '.jv-job-detail-description' };

const JOB_PATH = /^\/([\w-]+)\/job\/([A-Za-z0-9]{5,12})(\/apply)?\/?$/;

function refFromUrl(url: URL): JobRef | null {
  const match = url.hostname === 'jobs.jobvite.com' ? JOB_PATH.exec(url.pathname) : null;
  if (!match) return null;
  return {
    jobId: jobIdOf({ ats: 'jobvite', board: match[1]!, posting: match[2]! }),
    site: 'jobvite',
    url: `${url.origin}/${match[1]!}/job/${match[2]!}`,
  };
}

/**
 * The line under the title reads "Category · Location · Req. Num.: …", its parts split by empty
 * `.jv-inline-separator` spans: the location is what follows the category, less the requisition number.
 */
function locationInMeta(document: Document): string | undefined {
  const meta = visibleMatch(document, '.jv-job-detail-meta');
  if (!meta) return undefined;
  const parts = [''];
  for (const node of meta.childNodes) {
    if (node.nodeType === 1 && (node as Element).classList.contains('jv-inline-separator')) parts.push('');
    else parts[parts.length - 1] += node.textContent ?? '';
  }
  const places = parts
    .slice(1)
    .map(collapse)
    .filter((part) => part && !/^req/i.test(part));
  return places.length > 0 ? places.join('; ') : undefined;
}

export const adapter: SiteAdapter = {
  id: 'jobvite',
  matches: ['https://jobs.jobvite.com/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://jobs.jobvite.com/*/job/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = textOf(document, '.jv-header') ?? posting?.title;
    if (!title) return [];
    const location = locationInMeta(document);
    // Every board's tab title is Jobvite's own template, "<Company> Careers - <Job title>".
    const company = /^(.+?) Careers\b/.exec(collapse(document.title ?? ''))?.[1];
    const dom = { title, company, location, remote: remoteIn(location) };
    const tenant = { company: tenantName(JOB_PATH.exec(url.pathname)?.[1]) };
    const ref = refOf(base, layered(dom, posting, tenant));
    const anchor = document.querySelector('.jv-job-detail-top-actions .jv-button-apply, a.jv-button-apply');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://jobs.jobvite.com/barracuda-networks-inc/job/oVozAfwc',
    'https://jobs.jobvite.com/barracuda-networks-inc/job/oVozAfwc/apply?nl=0',
  ],
  rejects: [
    'https://jobs.jobvite.com/barracuda-networks-inc/jobs',
    'https://jobs.jobvite.com/barracuda-networks-inc',
    'https://careers.jobvite.com/barracuda-networks-inc/job/oVozAfwc',
  ],
  pages: [
    {
      url: 'https://jobs.jobvite.com/barracuda-networks-inc/job/oVozAfwc',
      fixture: 'jobvite-job.html',
      ref: {
        jobId: 'jobvite:barracuda-networks-inc:oVozAfwc',
        title: 'Software Engineer',
        company: 'Barracuda Networks',
        location: 'Bengaluru, India; Remote',
        remote: true,
      },
      anchor: 'A',
    },
  ],
  missing: [{ url: 'https://jobs.jobvite.com/barracuda-networks-inc/job/oVozAfwc', fixture: 'jobvite-missing.html' }],
};
