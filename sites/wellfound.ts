/**
 * Wellfound (formerly AngelList Talent): the job page `wellfound.com/jobs/<id>-<slug>` and its form under a
 * company, `/company/<slug>/jobs/<id>-<slug>`. The numeric id is the posting: `wellfound:<id>`. The page is
 * rendered by Next.js; its JSON-LD JobPosting comes first, then the heading and the title "<job> at <company>".
 */
import type { AdapterExamples, SiteAdapter } from './adapter';
import { visibleMatch } from './dom';
import { layered, refOf } from './facts';
import { jobIdOf } from './job-id';
import { postingOnPage } from './jsonld';
import { metaFacts } from './page-meta';
import { visibleText } from './text';

const JOB_PATH = /^\/(?:company\/[\w.-]+\/)?jobs\/(\d{3,})(?:-[^/]*)?\/?$/;

function postingId(url: URL): string | null {
  if (url.hostname !== 'wellfound.com' && url.hostname !== 'www.wellfound.com') return null;
  return JOB_PATH.exec(url.pathname)?.[1] ?? null;
}

const baseRef = (id: string) => ({
  jobId: jobIdOf({ ats: 'wellfound', posting: id }),
  site: 'wellfound',
  url: `https://wellfound.com/jobs/${id}`,
});

export const wellfound: SiteAdapter = {
  id: 'wellfound',
  matches: ['https://wellfound.com/*', 'https://www.wellfound.com/*'],
  claims: (url) => postingId(url) !== null,
  refFromUrl(url) {
    const id = postingId(url);
    return id ? baseRef(id) : null;
  },
  linkPatterns: ['https://wellfound.com/jobs/*'],
  find(document, url) {
    const id = postingId(url);
    if (!id) return [];
    const posting = postingOnPage(document);
    const meta = metaFacts(document, ['Wellfound', 'AngelList']);
    // A bare heading is no proof of a job ("Job not found"): the JSON-LD or a job-shaped title must agree.
    if (!posting?.title && !meta.company) return [];
    const heading = visibleMatch(document, 'main h1, h1');
    const facts = layered(posting, { title: heading ? visibleText(heading) : undefined }, meta);
    if (!facts.title) return [];
    const anchor = document.querySelector('button[data-test="JobApplyButton"], a[href*="apply"]') ?? heading;
    return [anchor ? { ref: refOf(baseRef(id), facts), anchor } : { ref: refOf(baseRef(id), facts) }];
  },
};

export const examples: AdapterExamples = {
  adapter: wellfound,
  claims: [
    'https://wellfound.com/jobs/2747178-python-developer',
    'https://wellfound.com/company/acme-ai/jobs/3012345-founding-engineer',
  ],
  rejects: [
    'https://wellfound.com/jobs',
    'https://wellfound.com/company/acme-ai',
    'https://wellfound.com.evil.example/jobs/2747178-x',
  ],
  pages: [
    {
      url: 'https://wellfound.com/jobs/3012345-founding-engineer',
      fixture: 'wellfound-job.html',
      ref: {
        jobId: 'wellfound:3012345',
        title: 'Founding Engineer',
        company: 'Acme AI',
        salary: 'USD 150,000–190,000 per year',
        remote: true,
        datePosted: '2026-02-03',
      },
      anchor: 'BUTTON',
    },
    {
      url: 'https://wellfound.com/jobs/2747178-python-developer',
      fixture: 'wellfound-no-jsonld.html',
      ref: { jobId: 'wellfound:2747178', title: 'Python Developer', company: 'Orbit Labs' },
      anchor: 'H1',
    },
  ],
  missing: [{ url: 'https://wellfound.com/jobs/2747100-gone', fixture: 'service-missing.html' }],
};
