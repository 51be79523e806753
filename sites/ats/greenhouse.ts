/**
 * Greenhouse boards: `/<board>/jobs/<posting>` on boards.greenhouse.io and job-boards(.eu).greenhouse.io,
 * and the embed `boards.greenhouse.io/embed/job_app?for=<board>&token=<posting>` (an employer's page embedding it
 * is read through activeTab by `jsonld-extract.ts`, which hands the embed frame's address here).
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, SiteAdapter, SiteName } from '../adapter';
import { logoName, pageUrl, stringField, textOf } from '../dom';
import { layered, refOf, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'Greenhouse', he: 'Greenhouse' };
export const family = 'ats';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '.job__description, #content' };

const HOSTS = new Set(['boards.greenhouse.io', 'job-boards.greenhouse.io', 'job-boards.eu.greenhouse.io']);
const JOB_PATH = /^\/([\w-]+)\/jobs\/(\d+)\/?$/;

function parts(url: URL): { board: string; posting: string } | null {
  if (!HOSTS.has(url.hostname)) return null;
  const match = JOB_PATH.exec(url.pathname);
  if (match) return { board: match[1]!, posting: match[2]! };
  const board = url.searchParams.get('for');
  const posting = url.searchParams.get('token');
  const named = board && /^[\w-]+$/.test(board) && posting && /^\d+$/.test(posting);
  if (url.pathname.startsWith('/embed/job_app') && named) return { board, posting };
  return null;
}

/** An embed's address is the employer's frame, not the posting's page: the star links to the posting on the board. */
function refFromUrl(url: URL): JobRef | null {
  const found = parts(url);
  if (!found) return null;
  const embedded = url.pathname.startsWith('/embed/');
  const link = embedded ? `https://boards.greenhouse.io/${found.board}/jobs/${found.posting}` : pageUrl(url);
  return { jobId: jobIdOf({ ats: 'greenhouse', ...found }), site: 'greenhouse', url: link };
}

/** The board's app state names the company (`"company_name":"…"` in the Remix context). */
function companyInAppState(document: Document): string | undefined {
  for (const script of document.querySelectorAll('script:not([src])')) {
    const match = /"company_name":("(?:[^"\\]|\\.)*")/.exec(script.textContent ?? '');
    if (!match) continue;
    try {
      return stringField(JSON.parse(match[1]!));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export const adapter: SiteAdapter = {
  id: 'greenhouse',
  matches: [
    'https://boards.greenhouse.io/*',
    'https://job-boards.greenhouse.io/*',
    'https://job-boards.eu.greenhouse.io/*',
  ],
  claims: (url) => parts(url) !== null,
  refFromUrl,
  linkPatterns: [
    'https://boards.greenhouse.io/*/jobs/*',
    'https://job-boards.greenhouse.io/*/jobs/*',
    'https://job-boards.eu.greenhouse.io/*/jobs/*',
  ],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const title = textOf(document, '.job__title h1, h1.app-title, .job__header h1');
    if (!title) return [];
    const dom = {
      title,
      company:
        companyInAppState(document) ?? textOf(document, '.company-name') ?? logoName(document, '.logo img, img.logo'),
      location: textOf(document, '.job__location, #header .location, .location'),
    };
    const tenant = { company: tenantName(parts(url)?.board) };
    const facts = layered(dom, postingOnPage(document), metaFacts(document, ['Greenhouse'], title), tenant);
    const ref = refOf(base, facts);
    const anchor = document.querySelector('.job__header button[aria-label="Apply"], .job__header .btn, #apply_button');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://job-boards.greenhouse.io/anthropic/jobs/5058714008',
    'https://boards.greenhouse.io/anthropic/jobs/5058714008?gh_src=x',
    'https://job-boards.eu.greenhouse.io/acme/jobs/42',
    'https://boards.greenhouse.io/embed/job_app?for=anthropic&token=5058714008',
  ],
  rejects: [
    'https://job-boards.greenhouse.io/anthropic',
    'https://evil.example/anthropic/jobs/5058714008',
    'https://job-boards.greenhouse.io/anthropic/jobs/abc',
  ],
  pages: [
    {
      url: 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008',
      fixture: 'greenhouse-job.html',
      ref: {
        jobId: 'greenhouse:anthropic:5058714008',
        title: 'Engineering Manager, UI Platform',
        company: 'Anthropic',
        location: 'San Francisco, CA',
      },
      anchor: 'BUTTON',
    },
    {
      url: 'https://job-boards.greenhouse.io/gitlab/jobs/7000000001',
      fixture: 'greenhouse-no-appstate.html',
      ref: {
        jobId: 'greenhouse:gitlab:7000000001',
        title: 'Staff Backend Engineer',
        company: 'GitLab',
        location: 'Remote, EMEA',
      },
      anchor: 'BUTTON',
    },
  ],
  missing: [{ url: 'https://job-boards.greenhouse.io/anthropic/jobs/1', fixture: 'greenhouse-closed.html' }],
};
