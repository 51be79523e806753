// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { SiteAdapter } from './adapter';
import { ashby } from './ashby';
import { comeet } from './comeet';
import { loadFixture } from './fixtures/load';
import { greenhouse } from './greenhouse';
import { indeed } from './indeed';
import { lever } from './lever';
import { linkedin } from './linkedin';
import { adapterFor, refFromUrl } from './registry';
import { service, serviceRefFromUrl } from './service';
import { smartrecruiters } from './smartrecruiters';
import { workable } from './workable';
import { workday } from './workday';

interface Case {
  adapter: SiteAdapter;
  claims: string[];
  rejects: string[];
  page: { url: string; fixture: string; ref: Record<string, string | undefined>; anchor: string | null };
  missing: { url: string; fixture: string };
}

const LEVER_UUID = '0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70';
const ASHBY_UUID = '3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';

const cases: Case[] = [
  {
    adapter: greenhouse,
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
    page: {
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
    missing: { url: 'https://job-boards.greenhouse.io/anthropic/jobs/1', fixture: 'greenhouse-closed.html' },
  },
  {
    adapter: lever,
    claims: [`https://jobs.lever.co/biocatch/${LEVER_UUID}`, `https://jobs.eu.lever.co/biocatch/${LEVER_UUID}/apply`],
    rejects: ['https://jobs.lever.co/biocatch', `https://jobs.lever.co.evil.example/biocatch/${LEVER_UUID}`],
    page: {
      url: `https://jobs.lever.co/biocatch/${LEVER_UUID}`,
      fixture: 'lever-job.html',
      ref: {
        jobId: `lever:biocatch:${LEVER_UUID}`,
        title: 'Senior Backend Engineer',
        company: 'BioCatch',
        location: 'Tel Aviv, Israel',
      },
      anchor: 'DIV',
    },
    missing: { url: `https://jobs.lever.co/biocatch/${LEVER_UUID}`, fixture: 'lever-missing.html' },
  },
  {
    adapter: ashby,
    claims: [`https://jobs.ashbyhq.com/orca/${ASHBY_UUID}`, `https://jobs.ashbyhq.com/orca/${ASHBY_UUID}/application`],
    rejects: ['https://jobs.ashbyhq.com/orca', `https://ashbyhq.com/orca/${ASHBY_UUID}`],
    page: {
      url: `https://jobs.ashbyhq.com/orca/${ASHBY_UUID}`,
      fixture: 'ashby-job.html',
      ref: {
        jobId: `ashby:orca:${ASHBY_UUID}`,
        title: 'Platform Engineer',
        company: 'Orca Security',
        location: 'Tel Aviv',
      },
      anchor: 'H1',
    },
    missing: { url: `https://jobs.ashbyhq.com/orca/${ASHBY_UUID}`, fixture: 'ashby-missing.html' },
  },
  {
    adapter: comeet,
    claims: [
      'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E',
      'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E/',
    ],
    rejects: ['https://www.comeet.com/jobs/aquasec/91.001', 'https://comeet.com/jobs/aquasec/91.001/x/CD.86E'],
    page: {
      url: 'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E',
      fixture: 'comeet-job.html',
      ref: {
        jobId: 'comeet:aquasec:CD.86E',
        title: 'Engineering Platform Manager',
        company: 'Aqua Security',
        location: 'Ramat Gan, Israel',
      },
      anchor: 'DIV',
    },
    missing: {
      url: 'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E',
      fixture: 'comeet-missing.html',
    },
  },
  {
    adapter: workable,
    claims: ['https://apply.workable.com/acme/j/1A2B3C4D5E/', 'https://apply.workable.com/acme/j/1A2B3C4D5E/apply/'],
    rejects: ['https://apply.workable.com/acme/', 'https://workable.com/acme/j/1A2B3C4D5E/'],
    page: {
      url: 'https://apply.workable.com/acme/j/1A2B3C4D5E/',
      fixture: 'workable-job.html',
      ref: { jobId: 'workable:acme:1A2B3C4D5E', title: 'Data Analyst', company: 'Acme', location: 'Haifa, Israel' },
      anchor: 'A',
    },
    missing: { url: 'https://apply.workable.com/acme/j/1A2B3C4D5E/', fixture: 'workable-missing.html' },
  },
  {
    adapter: smartrecruiters,
    claims: ['https://jobs.smartrecruiters.com/BoschGroup/743999912345678-qa-engineer'],
    rejects: ['https://jobs.smartrecruiters.com/BoschGroup', 'https://jobs.smartrecruiters.com/BoschGroup/about-us'],
    page: {
      url: 'https://jobs.smartrecruiters.com/BoschGroup/743999912345678-qa-engineer',
      fixture: 'smartrecruiters-job.html',
      ref: {
        jobId: 'smartrecruiters:boschgroup:743999912345678',
        title: 'QA Engineer',
        company: 'Bosch Group',
        location: 'Stuttgart, Germany',
      },
      anchor: 'A',
    },
    missing: {
      url: 'https://jobs.smartrecruiters.com/BoschGroup/743999912345678-qa-engineer',
      fixture: 'smartrecruiters-missing.html',
    },
  },
  {
    adapter: workday,
    claims: [
      'https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877',
      'https://nvidia.wd5.myworkdayjobs.com/en-US/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877/apply',
    ],
    rejects: ['https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite', 'https://myworkdayjobs.com/x/job/y_z'],
    page: {
      url: 'https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877',
      fixture: 'workday-job.html',
      ref: {
        jobId: 'workday:nvidia:JR1998877',
        title: 'Staff Engineer',
        company: 'NVIDIA',
        location: 'Israel, Yokneam',
      },
      anchor: 'A',
    },
    missing: {
      url: 'https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877',
      fixture: 'workday-missing.html',
    },
  },
  {
    adapter: linkedin,
    claims: [
      'https://www.linkedin.com/jobs/view/3786945580/',
      'https://www.linkedin.com/jobs/view/data-engineer-at-lincoln-3786945580',
      'https://www.linkedin.com/jobs/search/?currentJobId=4000000002&keywords=engineer',
      'https://www.linkedin.com/jobs/collections/recommended/',
    ],
    rejects: [
      'https://www.linkedin.com/feed/',
      'https://www.linkedin.com/jobs/',
      'https://linkedin.com.evil.example/jobs/view/1/',
    ],
    page: {
      url: 'https://www.linkedin.com/jobs/view/3786945580/',
      fixture: 'linkedin-view.html',
      ref: { jobId: 'linkedin:3786945580', title: 'Data Engineer H/F - Secteur Energie', company: 'LINCOLN' },
      anchor: 'BUTTON',
    },
    missing: { url: 'https://www.linkedin.com/jobs/view/3786945580/', fixture: 'indeed-missing.html' },
  },
  {
    adapter: indeed,
    claims: ['https://www.indeed.com/viewjob?jk=bdcf974325e2454e', 'https://il.indeed.com/?vjk=bdcf974325e2454e'],
    rejects: [
      'https://www.indeed.com/',
      'https://www.indeed.com/viewjob?jk=<script>',
      'https://indeed.com.evil.example/viewjob?jk=bdcf974325e2454e',
    ],
    page: {
      url: 'https://www.indeed.com/viewjob?jk=aaaa974325e2454e',
      fixture: 'indeed-viewjob.html',
      ref: { jobId: 'indeed:aaaa974325e2454e', title: 'Registered Nurse', company: 'Rambam', location: 'Haifa' },
      anchor: 'H1',
    },
    missing: { url: 'https://www.indeed.com/?vjk=bdcf974325e2454e', fixture: 'indeed-missing.html' },
  },
  {
    adapter: service,
    claims: ['http://127.0.0.1:8787/jobs/greenhouse:wix:777', 'https://jobs.example/jobs/abc%20def'],
    rejects: ['http://127.0.0.1:8787/jobs/', 'http://127.0.0.1:8787/companies/wix.com'],
    page: {
      url: 'http://127.0.0.1:8787/jobs/greenhouse:wix:777',
      fixture: 'service-job.html',
      ref: { jobId: 'greenhouse:wix:777', title: 'Backend Engineer', company: 'Wix', location: 'Tel Aviv' },
      anchor: 'DIV',
    },
    missing: { url: 'http://127.0.0.1:8787/jobs/nope', fixture: 'service-missing.html' },
  },
];

describe.each(cases)('$adapter.id', ({ adapter, claims, rejects, page, missing }) => {
  it('claims its job URLs', () => {
    for (const url of claims) expect(adapter.claims(new URL(url)), url).toBe(true);
  });
  it('claims no other URL', () => {
    for (const url of rejects) expect(adapter.claims(new URL(url)), url).toBe(false);
  });
  it('reads the job and places the button beside the site’s actions', () => {
    const [found, ...more] = adapter.find(loadFixture(page.fixture), new URL(page.url));
    expect(more).toEqual([]);
    expect(found?.ref).toMatchObject({ ...page.ref, site: adapter.id });
    expect(found?.ref.url).toMatch(/^https?:\/\//);
    expect(found?.anchor?.tagName ?? null).toBe(page.anchor);
    expect(adapterFor(new URL(page.url))).toBe(adapter);
  });
  it('finds nothing, without throwing, on a page of the site lacking the job', () => {
    expect(adapter.find(loadFixture(missing.fixture), new URL(missing.url))).toEqual([]);
  });
});

describe('list pages and panes', () => {
  it('LinkedIn search: the open pane plus one entry per rendered card', () => {
    const found = linkedin.find(
      loadFixture('linkedin-list.html'),
      new URL('https://www.linkedin.com/jobs/search/?currentJobId=4000000002'),
    );
    expect(found.map((job) => [job.ref.jobId, Boolean(job.card)])).toEqual([
      ['linkedin:4000000002', false],
      ['linkedin:4000000001', true],
      ['linkedin:4000000002', true],
    ]);
    expect(found[1]?.ref).toMatchObject({ title: 'Backend Engineer', company: 'Wix', location: 'Tel Aviv' });
  });
  it('LinkedIn: a card element recycled for another job is read again', () => {
    const document = loadFixture('linkedin-list.html');
    const url = new URL('https://www.linkedin.com/jobs/search/');
    expect(linkedin.find(document, url)[0]?.ref.jobId).toBe('linkedin:4000000001');
    const card = document.querySelector('[data-occludable-job-id="4000000001"]')!;
    card.setAttribute('data-occludable-job-id', '4000000009');
    card.querySelector('.job-card-list__title')!.textContent = 'Data Engineer';
    expect(linkedin.find(document, url)[0]?.ref).toMatchObject({
      jobId: 'linkedin:4000000009',
      title: 'Data Engineer',
    });
  });
  it('Indeed vjk pane: reads inside the pane, never the greeting or another module', () => {
    const [found] = indeed.find(
      loadFixture('indeed-vjk.html'),
      new URL('https://www.indeed.com/?vjk=bdcf974325e2454e'),
    );
    expect(found?.ref).toMatchObject({
      jobId: 'indeed:bdcf974325e2454e',
      title: 'Head of Marketing',
      company: 'Inato',
      location: 'United States',
    });
  });
});

describe('links (context menu)', () => {
  it('derives the same id from a link as from the page', () => {
    expect(refFromUrl(new URL('https://job-boards.greenhouse.io/anthropic/jobs/5058714008'))?.jobId).toBe(
      'greenhouse:anthropic:5058714008',
    );
    expect(refFromUrl(new URL('https://www.linkedin.com/jobs/view/3786945580/'))?.jobId).toBe('linkedin:3786945580');
    expect(refFromUrl(new URL('https://example.com/careers'))).toBeNull();
  });
  it('recognises service job links only on the configured origin', () => {
    const base = 'http://127.0.0.1:8787';
    expect(serviceRefFromUrl(new URL(`${base}/jobs/comeet:aquasec:CD.86E`), base)?.jobId).toBe('comeet:aquasec:CD.86E');
    expect(serviceRefFromUrl(new URL('http://127.0.0.1:9999/jobs/x'), base)).toBeNull();
  });
});
