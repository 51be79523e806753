/**
 * Indeed: the job page `viewjob?jk=<key>`, and any list or home page with a job open in its side pane
 * (`?vjk=<key>`). Everything is read inside the job's own container: the home feed's greeting and other
 * modules name other employers.
 */

import type { JobRef } from '../api/job-ref';
import type { AdapterExamples, SiteAdapter } from './adapter';
import { textOf } from './dom';
import { jobIdOf } from './job-id';

const KEY = /^[0-9a-f]{16}$/i;
const TITLE = '[data-testid="jobsearch-JobInfoHeader-title"], .jobsearch-JobInfoHeader-title';
const COMPANY = '[data-testid="inlineHeader-companyName"], [data-company-name="true"]';
const LOCATION = '[data-testid="inlineHeader-companyLocation"], [data-testid="job-location"]';
const PANE = '#jobsearch-ViewjobPaneWrapper, .jobsearch-RightPane';
const VIEW = '.jobsearch-InfoHeaderContainer, .jobsearch-ViewJobLayout-jobDisplay';

const isIndeed = (url: URL) => url.hostname === 'indeed.com' || url.hostname.endsWith('.indeed.com');

function keyOf(url: URL): { key: string; pane: boolean } | null {
  if (!isIndeed(url)) return null;
  const jk = url.pathname.replace(/\/+$/, '') === '/viewjob' ? url.searchParams.get('jk') : null;
  if (jk && KEY.test(jk)) return { key: jk.toLowerCase(), pane: false };
  const vjk = url.searchParams.get('vjk');
  return vjk && KEY.test(vjk) ? { key: vjk.toLowerCase(), pane: true } : null;
}

const refOfKey = (url: URL, key: string): JobRef => ({
  jobId: jobIdOf({ ats: 'indeed', posting: key }),
  site: 'indeed',
  url: `${url.origin}/viewjob?jk=${key}`,
});

export const indeed: SiteAdapter = {
  id: 'indeed',
  matches: ['https://www.indeed.com/*', 'https://*.indeed.com/*'],
  claims: (url) => keyOf(url) !== null,
  refFromUrl(url) {
    const found = keyOf(url);
    return found && !found.pane ? refOfKey(url, found.key) : null;
  },
  linkPatterns: ['https://www.indeed.com/viewjob*', 'https://*.indeed.com/viewjob*'],
  find(document, url) {
    const found = keyOf(url);
    if (!found) return [];
    const scope = document.querySelector(found.pane ? PANE : VIEW) ?? (found.pane ? null : document);
    const title = scope ? textOf(scope, TITLE) : undefined;
    if (!scope || !title) return [];
    const ref: JobRef = {
      ...refOfKey(url, found.key),
      title,
      company: textOf(scope, COMPANY),
      location: textOf(scope, LOCATION),
    };
    const anchor = scope.querySelector(TITLE);
    return [anchor ? { ref, anchor } : { ref }];
  },
};

export const examples: AdapterExamples = {
  adapter: indeed,
  claims: ['https://www.indeed.com/viewjob?jk=bdcf974325e2454e', 'https://il.indeed.com/?vjk=bdcf974325e2454e'],
  rejects: [
    'https://www.indeed.com/',
    'https://www.indeed.com/viewjob?jk=<script>',
    'https://indeed.com.evil.example/viewjob?jk=bdcf974325e2454e',
  ],
  pages: [
    {
      url: 'https://www.indeed.com/viewjob?jk=aaaa974325e2454e',
      fixture: 'indeed-viewjob.html',
      ref: { jobId: 'indeed:aaaa974325e2454e', title: 'Registered Nurse', company: 'Rambam', location: 'Haifa' },
      anchor: 'H1',
    },
  ],
  missing: [{ url: 'https://www.indeed.com/?vjk=bdcf974325e2454e', fixture: 'indeed-missing.html' }],
};
