/** JazzHR: `<company>.applytojob.com/apply/<posting>/<slug>`, the description and the application form on one page. */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, SiteAdapter, SiteName } from '../adapter';
import { stringField, textOf, visibleMatch } from '../dom';
import { layered, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { visibleText } from '../text';

export const name: SiteName = { en: 'JazzHR', he: 'JazzHR' };
export const family = 'ats-more';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '#job-description' };

const HOST = /^([\w-]+)\.applytojob\.com$/;
const JOB_PATH = /^\/apply\/([A-Za-z0-9]{6,16})(?:\/[^/]*)?\/?$/;

function refFromUrl(url: URL): JobRef | null {
  const host = HOST.exec(url.hostname);
  const path = host ? JOB_PATH.exec(url.pathname) : null;
  if (!host || !path) return null;
  return {
    jobId: jobIdOf({ ats: 'jazzhr', board: host[1]!, posting: path[1]! }),
    site: 'jazzhr',
    url: `${url.origin}${url.pathname}`,
  };
}

/** The board names its employer in an `Organization` block, not in a `JobPosting`'s `hiringOrganization`. */
function organizationName(document: Document): string | undefined {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '');
      if (data?.['@type'] === 'Organization') return stringField(data.name);
    } catch {
      // Not JSON: the next block may be.
    }
  }
  return undefined;
}

export const adapter: SiteAdapter = {
  id: 'jazzhr',
  matches: ['https://*.applytojob.com/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.applytojob.com/apply/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const heading = visibleMatch(document, '.job-header h1, .job-header h2, #resumator-job-title');
    const title = (heading && visibleText(heading)) || posting?.title;
    if (!title) return [];
    // The header's facts are `<div title="Location">`, `#resumator-job-employment`…, each after an icon.
    const location = textOf(document, '.job-attributes-container [title="Location"]');
    const dom = {
      title,
      company: organizationName(document),
      location,
      employmentType: textOf(document, '#resumator-job-employment'),
      remote: remoteIn(location),
    };
    const tenant = { company: tenantName(HOST.exec(url.hostname)?.[1]) };
    const ref = refOf(base, layered(dom, posting, metaFacts(document, ['JazzHR'], title), tenant));
    const anchor = document.querySelector('.job-header #apply-btn, .job-header a[href="#apply"]') ?? heading;
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://hackerearth.applytojob.com/apply/Ab12345678/Account-Executive',
    'https://hackerearth.applytojob.com/apply/Ab12345678',
  ],
  rejects: [
    'https://hackerearth.applytojob.com/apply',
    'https://hackerearth.applytojob.com/apply/jobs',
    'https://applytojob.com/apply/Ab12345678/Account-Executive',
  ],
  pages: [
    {
      url: 'https://hackerearth.applytojob.com/apply/Ab12345678/Account-Executive',
      fixture: 'jazzhr-job.html',
      ref: {
        jobId: 'jazzhr:hackerearth:Ab12345678',
        title: 'Account Executive',
        company: 'HackerEarth',
        location: 'Bangalore, Karnataka, India',
        employmentType: 'Full Time',
        datePosted: '2026-03-09',
      },
      anchor: 'A',
    },
  ],
  missing: [
    { url: 'https://hackerearth.applytojob.com/apply/Ab12345678/Account-Executive', fixture: 'jazzhr-missing.html' },
  ],
};
