/** Lever: `jobs.lever.co/<company>/<uuid>` (and `jobs.eu.lever.co`), with or without `/apply`. */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, SiteAdapter, SiteName } from '../adapter';
import { logoName, textOf, visibleMatch } from '../dom';
import { layered, refOf, remoteIn, tenantName, workplaceIn } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'Lever', he: 'Lever' };
export const family = 'ats';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = {
  selector: '.section-wrapper:has([data-qa="job-description"]), [data-qa="job-description"]',
};

const HOSTS = new Set(['jobs.lever.co', 'jobs.eu.lever.co']);
const JOB_PATH = /^\/([\w.-]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/apply)?\/?$/i;

function refFromUrl(url: URL): JobRef | null {
  const match = HOSTS.has(url.hostname) ? JOB_PATH.exec(url.pathname) : null;
  if (!match) return null;
  return {
    jobId: jobIdOf({ ats: 'lever', board: match[1]!, posting: match[2]!.toLowerCase() }),
    site: 'lever',
    url: `${url.origin}/${match[1]!}/${match[2]!}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'lever',
  matches: ['https://jobs.lever.co/*', 'https://jobs.eu.lever.co/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://jobs.lever.co/*/*', 'https://jobs.eu.lever.co/*/*'],
  find(document, url) {
    const base = refFromUrl(url);
    const title = textOf(document, '.posting-headline h2, .posting-header h2');
    if (!base || !title) return [];
    const commitment = textOf(document, '.posting-categories .commitment, .posting-category.commitment');
    const workplace = textOf(document, '.posting-categories .workplaceTypes, .posting-category.workplaceTypes');
    const dom = {
      title,
      company: logoName(document, '.main-header-logo img'),
      location: textOf(document, '.posting-categories .location, .posting-category.location'),
      employmentType: commitment?.replace(/\s*\/\s*$/, ''),
      remote: remoteIn(workplace),
      workplace: workplaceIn(workplace),
    };
    const tenant = { company: tenantName(JOB_PATH.exec(url.pathname)?.[1]) };
    const ref = refOf(base, layered(dom, postingOnPage(document), metaFacts(document, ['Lever'], title), tenant));
    // On the application step the site's buttons sit at the end of a long form: the star stays by the title.
    if (url.pathname.replace(/\/$/, '').endsWith('/apply')) {
      const heading = visibleMatch(document, '.posting-headline h2, .posting-header h2');
      return [placed(document, ref, heading)];
    }
    const anchor = document.querySelector('.posting-headline .postings-btn-wrapper, .postings-btn-wrapper');
    return [placed(document, ref, anchor, 'inside')];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://jobs.lever.co/biocatch/0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70',
    'https://jobs.eu.lever.co/biocatch/0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70/apply',
  ],
  rejects: [
    'https://jobs.lever.co/biocatch',
    'https://jobs.lever.co.evil.example/biocatch/0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70',
  ],
  pages: [
    {
      url: 'https://jobs.lever.co/biocatch/0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70',
      fixture: 'lever-job.html',
      ref: {
        jobId: 'lever:biocatch:0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70',
        title: 'Senior Backend Engineer',
        company: 'BioCatch',
        location: 'Tel Aviv, Israel',
      },
      anchor: 'DIV',
    },
    {
      // "Hybrid" is kept as said: neither remote nor dropped.
      url: 'https://jobs.lever.co/biocatch/5d1e7c3a-2b4f-4a69-8e0d-9c7b6a5f4e31',
      fixture: 'lever-hybrid.html',
      ref: {
        jobId: 'lever:biocatch:5d1e7c3a-2b4f-4a69-8e0d-9c7b6a5f4e31',
        title: 'Data Engineer',
        employmentType: 'Full-time',
        workplace: 'hybrid',
      },
      anchor: 'DIV',
    },
    {
      url: 'https://jobs.lever.co/biocatch/0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70/apply',
      fixture: 'lever-apply.html',
      ref: {
        jobId: 'lever:biocatch:0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70',
        title: 'Senior Backend Engineer',
        company: 'BioCatch',
        employmentType: 'Full-time',
        remote: true,
        workplace: 'remote',
      },
      anchor: 'H2',
    },
  ],
  missing: [
    { url: 'https://jobs.lever.co/biocatch/0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70', fixture: 'lever-missing.html' },
  ],
};
