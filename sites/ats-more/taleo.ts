/**
 * Taleo's career sections, `<tenant>.taleo.net/careersection/<section>/jobdetail.ftl?job=<posting>`. Oracle's other
 * recruiting site, Recruiting Cloud, numbers its postings its own way and has its own file (oracle.ts).
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { pageUrl, textOf, visibleMatch } from '../dom';
import { layered, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { visibleText } from '../text';

export const name: SiteName = { en: 'Taleo', he: 'Taleo' };
export const family = 'ats-more';

const TALEO_HOST = /^([\w-]+)\.taleo\.net$/;
const TALEO_PATH = /^\/careersection\/[\w.-]+\/jobdetail\.ftl$/;

function parts(url: URL): { ats: 'taleo'; board: string; posting: string } | null {
  const taleo = TALEO_HOST.exec(url.hostname);
  const job = url.searchParams.get('job');
  return taleo && TALEO_PATH.test(url.pathname) && job && /^[\w.-]{1,40}$/.test(job)
    ? { ats: 'taleo', board: taleo[1]!, posting: job }
    : null;
}

function refFromUrl(url: URL): JobRef | null {
  const found = parts(url);
  if (!found) return null;
  return { jobId: jobIdOf(found), site: 'taleo', url: `${pageUrl(url)}?job=${encodeURIComponent(found.posting)}` };
}

export const adapter: SiteAdapter = {
  id: 'taleo',
  matches: ['https://*.taleo.net/*'],
  claims: (url) => parts(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.taleo.net/careersection/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    // Taleo's fields are ids of its description interface: `requisitionDescriptionInterface.<field>.row1`.
    const heading = visibleMatch(document, '[id="requisitionDescriptionInterface.reqTitleLinkAction.row1"]');
    const location = textOf(document, '[id^="requisitionDescriptionInterface.reqBasicLocation"]');
    const company = tenantName(TALEO_HOST.exec(url.hostname)?.[1]);
    const title = (heading && visibleText(heading)) || posting?.title;
    if (!title) return [];
    const facts = { title, location, remote: remoteIn(location), company };
    const ref = refOf(base, layered(facts, posting, metaFacts(document, ['Oracle', 'Taleo'], title)));
    return [placed(document, ref, heading)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123&lang=en',
    'https://l3com.taleo.net/careersection/l3_ext_us/jobdetail.ftl?job=JR-12345',
  ],
  rejects: [
    'https://oracle.taleo.net/careersection/2/jobsearch.ftl?lang=en',
    'https://oracle.taleo.net/careersection/2/jobdetail.ftl',
    'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
  ],
  pages: [
    {
      url: 'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123&lang=en',
      fixture: 'taleo-job.html',
      ref: {
        jobId: 'taleo:oracle:2400123',
        url: 'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123',
        title: 'Senior Software Developer',
        company: 'Oracle',
        location: 'Israel-Petah Tikva',
      },
      anchor: 'SPAN',
    },
  ],
  missing: [
    { url: 'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123', fixture: 'taleo-missing.html' },
  ],
};
