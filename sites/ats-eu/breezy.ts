/**
 * Breezy HR career sites: `<company>.breezy.hr/p/<id>-<slug>` (and its `/apply` step); the posting is the
 * 12-hex id before the slug. A page that the site has not finished rendering shows its template's
 * `%PLACEHOLDERS%`, which are no title.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, SiteAdapter, SiteName } from '../adapter';
import { textOf } from '../dom';
import { layered, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { tenantOf } from '../tenant-host';

export const name: SiteName = { en: 'Breezy HR', he: 'Breezy HR' };
export const family = 'ats-eu';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '.description' };

const JOB_PATH = /^\/p\/([0-9a-f]{12})(-[^/]*)?(?:\/apply)?\/?$/i;

function refFromUrl(url: URL): JobRef | null {
  const board = tenantOf(url, 'breezy.hr');
  const match = board ? JOB_PATH.exec(url.pathname) : null;
  if (!board || !match) return null;
  const posting = match[1]!.toLowerCase();
  return {
    jobId: jobIdOf({ ats: 'breezy', board, posting }),
    site: 'breezy',
    url: `${url.origin}/p/${posting}${match[2] ?? ''}`,
  };
}

const rendered = (text: string | undefined) => (text && !/%[A-Z_]+%/.test(text) ? text : undefined);

export const adapter: SiteAdapter = {
  id: 'breezy',
  matches: ['https://*.breezy.hr/p/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.breezy.hr/p/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = posting?.title ?? rendered(textOf(document, '.banner h1, h1'));
    if (!title) return [];
    const location = rendered(textOf(document, '.banner .location'));
    const dom = {
      title,
      location,
      employmentType: rendered(textOf(document, '.banner .type')),
      salary: rendered(textOf(document, '.banner .salary')),
      remote: remoteIn(location),
    };
    const tenant = { company: tenantName(tenantOf(url, 'breezy.hr') ?? undefined) };
    const ref = refOf(base, layered(posting, dom, metaFacts(document, ['Breezy HR', 'Breezy'], title), tenant));
    const anchor = document.querySelector('a.apply, a[href$="/apply"]') ?? document.querySelector('.banner h1, h1');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://breezy.breezy.hr/p/4f4620daf613-position-title-details',
    'https://breezy.breezy.hr/p/4f4620daf613',
    'https://breezy.breezy.hr/p/4f4620daf613-position-title-details/apply',
  ],
  rejects: [
    'https://breezy.breezy.hr/',
    'https://breezy.breezy.hr/p/',
    'https://app.breezy.hr/p/4f4620daf613-position-title-details',
    'https://breezy.breezy.hr/p/position-title-details',
  ],
  pages: [
    {
      url: 'https://breezy.breezy.hr/p/4f4620daf613-position-title-details',
      fixture: 'breezy-job.html',
      ref: {
        jobId: 'breezy:breezy:4f4620daf613',
        title: 'Position Title Details',
        company: 'MS Breezy Trial',
        location: 'Sandy Hook, CT',
        employmentType: 'Full-Time',
        salary: '$7 – $12 / year',
      },
      anchor: 'A',
    },
  ],
  missing: [{ url: 'https://breezy.breezy.hr/p/4f4620daf613-position-title-details', fixture: 'breezy-missing.html' }],
};
