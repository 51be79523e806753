/** Workable: `apply.workable.com/<account>/j/<shortcode>/` (and its `/apply` step). */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { logoName, textOf, visibleMatch } from '../dom';
import { layered, refOf, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'Workable', he: 'Workable' };
export const family = 'ats';

const JOB_PATH = /^\/([\w-]+)\/j\/([0-9A-F]{6,12})(\/apply)?\/?$/i;

function refFromUrl(url: URL): JobRef | null {
  const match = url.hostname === 'apply.workable.com' ? JOB_PATH.exec(url.pathname) : null;
  if (!match) return null;
  const shortcode = match[2]!.toUpperCase();
  return {
    jobId: jobIdOf({ ats: 'workable', board: match[1]!, posting: shortcode }),
    site: 'workable',
    url: `${url.origin}/${match[1]!}/j/${shortcode}/`,
  };
}

export const adapter: SiteAdapter = {
  id: 'workable',
  matches: ['https://apply.workable.com/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://apply.workable.com/*/j/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = textOf(document, '[data-ui="job-title"]') ?? posting?.title;
    if (!title) return [];
    const dom = {
      company:
        textOf(document, '[data-ui="company-name"]') ?? logoName(document, '[data-ui="company-logo"] img, header img'),
      location: textOf(document, '[data-ui="job-location"]'),
      employmentType: textOf(document, '[data-ui="job-type"]'),
    };
    const tenant = { company: tenantName(JOB_PATH.exec(url.pathname)?.[1]) };
    const facts = layered(
      { title, company: posting?.company },
      dom,
      posting,
      metaFacts(document, ['Workable'], title),
      tenant,
    );
    const ref = refOf(base, facts);
    // On the application step the apply button is the form's submit, at its end: the star stays by the title.
    const onApply = url.pathname.replace(/\/$/, '').endsWith('/apply');
    const anchor = onApply
      ? visibleMatch(document, '[data-ui="job-title"]')
      : document.querySelector('[data-ui="overview-apply-now"], [data-ui="apply-button"]');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: ['https://apply.workable.com/acme/j/1A2B3C4D5E/', 'https://apply.workable.com/acme/j/1A2B3C4D5E/apply/'],
  rejects: ['https://apply.workable.com/acme/', 'https://workable.com/acme/j/1A2B3C4D5E/'],
  pages: [
    {
      url: 'https://apply.workable.com/acme/j/1A2B3C4D5E/',
      fixture: 'workable-job.html',
      ref: { jobId: 'workable:acme:1A2B3C4D5E', title: 'Data Analyst', company: 'Acme', location: 'Haifa, Israel' },
      anchor: 'A',
    },
  ],
  missing: [{ url: 'https://apply.workable.com/acme/j/1A2B3C4D5E/', fixture: 'workable-missing.html' }],
};
