/**
 * Every supported site, end to end: the real extension in Chromium, each page served at its real URL, a
 * signed-in account on the reference server. A button appears beside the site's actions, a click stars (the
 * server's GET /api/me/saved gets the job id after sync), a second click unstars. Also the service's own job
 * page on the reference server, and the screenshot for the README.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  accessibleTexts,
  clickStar,
  fixture,
  linkedInList,
  mintToken,
  savedOnServer,
  serve,
  starButtonNames,
  starButtons,
  starredLocally,
  uniqueEmail,
} from './pages/star-pages';
import { expect, serverUrl, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

interface Site {
  name: string;
  url: string;
  html: () => string;
  jobId: string;
  /** The button sits right after (or inside) this element of the site's own page. */
  beside: string;
}

const SITES: Site[] = [
  {
    name: 'Greenhouse',
    url: 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008',
    html: () => fixture('greenhouse-job.html'),
    jobId: 'greenhouse:anthropic:5058714008',
    beside: '.job__header button[aria-label="Apply"] + jobstar-star',
  },
  {
    name: 'Lever',
    url: 'https://jobs.lever.co/biocatch/0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70',
    html: () => fixture('lever-job.html'),
    jobId: 'lever:biocatch:0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70',
    beside: '.postings-btn-wrapper > jobstar-star',
  },
  {
    name: 'Ashby',
    url: 'https://jobs.ashbyhq.com/orca/3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    html: () => fixture('ashby-job.html'),
    jobId: 'ashby:orca:3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    beside: 'h1 + jobstar-star',
  },
  {
    name: 'Comeet',
    url: 'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E',
    html: () => fixture('comeet-job.html'),
    jobId: 'comeet:aquasec:CD.86E',
    beside: '[data-qa="positionHeaderDetails"] + jobstar-star',
  },
  {
    name: 'Workable',
    url: 'https://apply.workable.com/acme/j/1A2B3C4D5E/',
    html: () => fixture('workable-job.html'),
    jobId: 'workable:acme:1A2B3C4D5E',
    beside: '[data-ui="overview-apply-now"] + jobstar-star',
  },
  {
    name: 'SmartRecruiters',
    url: 'https://jobs.smartrecruiters.com/BoschGroup/743999912345678-qa-engineer',
    html: () => fixture('smartrecruiters-job.html'),
    jobId: 'smartrecruiters:boschgroup:743999912345678',
    beside: '.js-oneclick + jobstar-star',
  },
  {
    name: 'Workday',
    url: 'https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877',
    html: () => fixture('workday-job.html'),
    jobId: 'workday:nvidia:JR1998877',
    beside: '[data-automation-id="adventureButton"] + jobstar-star',
  },
  {
    name: 'Jobvite',
    url: 'https://jobs.jobvite.com/barracuda-networks-inc/job/oVozAfwc',
    html: () => fixture('jobvite-job.html'),
    jobId: 'jobvite:barracuda-networks-inc:oVozAfwc',
    beside: '.jv-job-detail-top-actions .jv-button-apply + jobstar-star',
  },
  {
    name: 'JazzHR',
    url: 'https://hackerearth.applytojob.com/apply/Ab12345678/Account-Executive',
    html: () => fixture('jazzhr-job.html'),
    jobId: 'jazzhr:hackerearth:Ab12345678',
    beside: '.job-header a[href="#apply"] + jobstar-star',
  },
  {
    name: 'Pinpoint',
    url: 'https://impulsespace.pinpointhq.com/en/postings/5bccb603-bbe0-4e1f-8f92-d983f78f77a7',
    html: () => fixture('pinpoint-job.html'),
    jobId: 'pinpoint:impulsespace:5bccb603-bbe0-4e1f-8f92-d983f78f77a7',
    beside: 'a[href$="/applications/new"] + jobstar-star',
  },
  {
    name: 'Taleo',
    url: 'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123&lang=en',
    html: () => fixture('taleo-job.html'),
    jobId: 'taleo:oracle:2400123',
    beside: '[id="requisitionDescriptionInterface.reqTitleLinkAction.row1"] + jobstar-star',
  },
  {
    name: 'Oracle Recruiting Cloud',
    url: 'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
    html: () => fixture('oracle-job.html'),
    jobId: 'oracle:eeho:301234',
    beside: '.job-details__title + jobstar-star',
  },
  {
    name: 'SAP SuccessFactors (jobs.sap.com)',
    url: 'https://jobs.sap.com/job/Raanana-Senior-Developer/1122334455/',
    html: () => fixture('successfactors-rmk-job.html'),
    jobId: 'successfactors:jobs.sap.com:1122334455',
    beside: '.applylink a.dialogApplyBtn + jobstar-star',
  },
  {
    name: 'SAP SuccessFactors career site',
    url: 'https://career5.successfactors.eu/career?company=AcmeP&career_ns=job_listing&career_job_req_id=12345',
    html: () => fixture('successfactors-career-job.html'),
    jobId: 'successfactors:acmep:12345',
    beside: '.jobTitle + jobstar-star',
  },
  {
    name: 'Recruitee',
    url: 'https://greenflux.recruitee.com/o/senior-principal-software-engineer',
    html: () => fixture('recruitee-job.html'),
    jobId: 'recruitee:greenflux:senior-principal-software-engineer',
    beside: 'a[href$="/c/new"] + jobstar-star',
  },
  {
    name: 'Personio',
    url: 'https://thinkport.jobs.personio.com/job/2616841?language=en',
    html: () => fixture('personio-job.html'),
    jobId: 'personio:thinkport:2616841',
    beside: 'a[href="#apply"] + jobstar-star',
  },
  {
    name: 'Teamtailor',
    url: 'https://weroad.teamtailor.com/jobs/7494384-data-scientist',
    html: () => fixture('teamtailor-job.html'),
    jobId: 'teamtailor:weroad:7494384',
    beside: 'a[href$="/applications/new"] + jobstar-star',
  },
  {
    name: 'BambooHR',
    url: 'https://lunaroutpost.bamboohr.com/careers/390',
    html: () => fixture('bamboohr-job.html'),
    jobId: 'bamboohr:lunaroutpost:390',
    beside: '.BambooHR-ATS-Jobs-ApplyButton + jobstar-star',
  },
  {
    name: 'Breezy HR',
    url: 'https://breezy.breezy.hr/p/4f4620daf613-position-title-details',
    html: () => fixture('breezy-job.html'),
    jobId: 'breezy:breezy:4f4620daf613',
    beside: 'a.apply + jobstar-star',
  },
  {
    name: 'LinkedIn job view',
    url: 'https://www.linkedin.com/jobs/view/3786945580/',
    html: () => fixture('linkedin-view.html'),
    jobId: 'linkedin:3786945580',
    beside: '.jobs-save-button + jobstar-star',
  },
  {
    name: 'Indeed viewjob',
    url: 'https://www.indeed.com/viewjob?jk=aaaa974325e2454e',
    html: () => fixture('indeed-viewjob.html'),
    jobId: 'indeed:aaaa974325e2454e',
    beside: 'h1 + jobstar-star',
  },
  {
    name: 'Indeed vjk pane',
    url: 'https://www.indeed.com/?vjk=bdcf974325e2454e',
    html: () => fixture('indeed-vjk.html'),
    jobId: 'indeed:bdcf974325e2454e',
    beside: '#jobsearch-ViewjobPaneWrapper h2 + jobstar-star',
  },
];

async function signIn(context: Parameters<typeof signInThrough>[0], openPopup: () => Promise<Page>) {
  const email = uniqueEmail('star');
  const popup = await openPopup();
  await signInThrough(context, popup, email);
  await popup.close();
  return mintToken(serverUrl(), email);
}

/** Star with a real click, see it on the server, unstar with a second click, see it gone. */
async function starAndUnstar(
  page: Page,
  host: ReturnType<Page['locator']>,
  jobId: string,
  token: string,
  whileStarred?: () => Promise<void>,
) {
  await clickStar(host);
  await expect.poll(async () => (await starButtons(page)).some((button) => button.pressed)).toBe(true);
  await whileStarred?.();
  await expect.poll(() => savedOnServer(serverUrl(), token), { timeout: 20_000 }).toContain(jobId);
  await clickStar(host);
  await expect.poll(async () => (await starButtons(page)).some((button) => button.pressed)).toBe(false);
  await expect.poll(() => savedOnServer(serverUrl(), token), { timeout: 20_000 }).not.toContain(jobId);
}

test('on every supported site a button appears beside the site’s actions and stars and unstars', async ({
  context,
  openPopup,
}) => {
  test.setTimeout(240_000);
  const token = await signIn(context, openPopup);
  for (const site of SITES) await serve(context, site.url, site.html());
  const page = await context.newPage();
  for (const site of SITES) {
    await test.step(site.name, async () => {
      await page.goto(site.url);
      const host = page.locator(site.beside);
      await expect(host, `${site.name}: the button beside the site's actions`).toHaveCount(1);
      await expect(page.locator('jobstar-star')).toHaveCount(1);
      // The README's picture: the starred button beside Greenhouse's Apply, in light mode.
      const screenshot =
        site.name === 'Greenhouse'
          ? async () => {
              mkdirSync(resolve(import.meta.dirname, '../../docs/screenshots'), { recursive: true });
              await page.locator('.job-post-container').screenshot({
                path: resolve(import.meta.dirname, '../../docs/screenshots/star-button.png'),
              });
            }
          : undefined;
      await starAndUnstar(page, host, site.jobId, token, screenshot);
    });
  }
});

test('a LinkedIn list card and the open pane star the same job', async ({ context, openPopup }) => {
  test.setTimeout(120_000);
  const token = await signIn(context, openPopup);
  const url = 'https://www.linkedin.com/jobs/search/?currentJobId=4200000001';
  await serve(context, url, linkedInList(20, 4200000000));
  const page = await context.newPage();
  await page.goto(url);
  const card = page.locator('li[data-occludable-job-id="4200000001"] jobstar-star');
  await expect(card).toHaveCount(1);
  await clickStar(card);
  // The pane shows the same job: both of its buttons are pressed.
  await expect.poll(async () => (await starButtons(page)).filter((button) => button.pressed).length).toBe(2);
  await expect.poll(() => savedOnServer(serverUrl(), token), { timeout: 20_000 }).toContain('linkedin:4200000001');
});

test('a LinkedIn job reached by in-site navigation (feed → a job, one pushState) gets its star', async ({
  context,
}) => {
  const feed = 'https://www.linkedin.com/feed/';
  await serve(
    context,
    feed,
    '<!DOCTYPE html><html><head><title>Feed | LinkedIn</title></head><body><main>Feed</main></body></html>',
  );
  const page = await context.newPage();
  await page.goto(feed);
  await page.evaluate(
    (html) => {
      history.pushState({}, '', '/jobs/search/?currentJobId=4300000001');
      document.body.replaceWith(new DOMParser().parseFromString(html, 'text/html').body);
    },
    linkedInList(3, 4300000000),
  );
  await expect(page.locator('li[data-occludable-job-id="4300000001"] jobstar-star')).toHaveCount(1);
});

test('the service’s own job page gets its button in .job-actions, and it stars', async ({ context, openPopup }) => {
  test.setTimeout(120_000);
  const token = await signIn(context, openPopup);
  const jobId = 'comeet:aquasec:CD.86E';
  const page = await context.newPage();
  await page.goto(`${serverUrl()}/jobs/${jobId}`);
  const host = page.locator('.job-actions > jobstar-star');
  await expect(host).toHaveCount(1);
  await starAndUnstar(page, host, jobId, token);
});

interface Layout {
  name: string;
  url: string;
  fixture: string;
  /** The star of the job to save: the page's own job, or one card of a list. */
  star: string;
  jobId: string;
  title: string;
  company: string;
  /** List pages: every card's star, and the open job's. */
  stars?: number;
  /** What its row in Starred says besides title and company: the page's salary, type, workplace, date. */
  facts?: (string | RegExp)[];
}

/** Issue 13's pages: signed-out LinkedIn on a country host, LinkedIn's newer layout, Indeed's simplified header and cards, more boards. */
const LAYOUTS: Layout[] = [
  {
    name: 'LinkedIn signed out, country host',
    url: 'https://il.linkedin.com/jobs/view/backend-engineer-at-wix-4012345678',
    fixture: 'linkedin-guest-view.html',
    star: '.top-card-layout__cta-container + jobstar-star',
    jobId: 'linkedin:4012345678',
    title: 'Backend Engineer',
    company: 'Wix',
  },
  {
    name: 'LinkedIn signed-out list card',
    url: 'https://il.linkedin.com/jobs/search?keywords=Data%20Engineer&location=Israel&currentJobId=4020000002',
    fixture: 'linkedin-guest-list.html',
    star: '[data-entity-urn="urn:li:jobPosting:4020000001"] jobstar-star',
    jobId: 'linkedin:4020000001',
    title: 'Data Engineer',
    company: 'monday.com',
  },
  {
    name: 'LinkedIn /jobs/search-results/ card',
    url: 'https://www.linkedin.com/jobs/search-results/?currentJobId=4100000002&keywords=designer',
    fixture: 'linkedin-search-results.html',
    star: 'li:has(a[href*="/jobs/view/4100000001/"]) jobstar-star',
    jobId: 'linkedin:4100000001',
    title: 'UX Researcher',
    company: 'Fiverr',
  },
  {
    name: 'Indeed simplified header',
    url: 'https://il.indeed.com/viewjob?jk=cccc974325e2454e',
    fixture: 'indeed-simplified.html',
    star: '[data-testid="jobDetailTitle"] + jobstar-star',
    jobId: 'indeed:cccc974325e2454e',
    title: 'Backend Developer',
    company: 'Elbit Systems',
  },
  {
    name: 'Indeed result card',
    url: 'https://il.indeed.com/jobs?q=engineer&l=Haifa&vjk=dddd974325e2454e',
    fixture: 'indeed-results.html',
    star: '.job_seen_beacon:has(a[data-jk="eeee974325e2454e"]) jobstar-star',
    jobId: 'indeed:eeee974325e2454e',
    title: 'Data Engineer',
    company: 'Intel',
  },
  {
    name: 'LinkedIn 2026 results page: the pane’s job, beside its Save (and its selected card)',
    url: 'https://www.linkedin.com/jobs/search-results/?currentJobId=4400000002&keywords=analyst',
    fixture: 'linkedin-sdui-results.html',
    star: 'button[aria-label="Save the job"] + jobstar-star',
    jobId: 'linkedin:4400000002',
    title: 'Senior Data Analyst',
    company: 'Riskified',
    stars: 2,
  },
  {
    name: 'Indeed 2025 simpler pane',
    url: 'https://il.indeed.com/jobs?q=software&l=Rehovot&vjk=ffff974325e2454e',
    fixture: 'indeed-simpler-pane.html',
    star: '[data-testid="simpler-jobTitle"] + jobstar-star',
    jobId: 'indeed:ffff974325e2454e',
    title: 'Embedded Software Engineer',
    company: 'Nova Measuring',
    stars: 2,
  },
  {
    name: 'AllJobs highlighted (exclusive job) card',
    url: 'https://www.alljobs.co.il/SearchResultsGuest.aspx?page=1&position=python',
    fixture: 'alljobs-list.html',
    star: '.job-box:has(a[href*="JobID=8740253"]) jobstar-star',
    jobId: 'alljobs:8740253',
    title: 'מפתח/ת Full Stack',
    company: 'Elad Systems',
    stars: 4,
  },
  {
    name: 'JobMaster promoted card',
    url: 'https://www.jobmaster.co.il/jobs/?q=QA',
    fixture: 'jobmaster-list.html',
    star: '#misra9830659 jobstar-star',
    jobId: 'jobmaster:9830659',
    title: 'מנהל/ת מוצר',
    company: 'Check Point',
    stars: 4,
  },
  {
    name: 'Glassdoor',
    url: 'https://www.glassdoor.com/job-listing/senior-data-engineer-wix-JV_IC2421090_KO0,20_KE21,24.htm?jl=1009633080810',
    fixture: 'glassdoor-job.html',
    star: 'h1 + jobstar-star',
    jobId: 'glassdoor:1009633080810',
    title: 'Senior Data Engineer',
    company: 'Wix',
  },
  {
    name: 'Wellfound',
    url: 'https://wellfound.com/jobs/3012345-founding-engineer',
    fixture: 'wellfound-job.html',
    star: 'button[data-test="JobApplyButton"] + jobstar-star',
    jobId: 'wellfound:3012345',
    title: 'Founding Engineer',
    company: 'Acme AI',
    facts: ['$150,000 – $190,000 / year', 'Full-time', 'Remote', /posted \d+ months ago/],
  },
  {
    name: 'Glassdoor search list card',
    url: 'https://www.glassdoor.com/Job/tel-aviv-software-engineer-jobs-SRCH_IL.0,8_IC2421090_KO9,26.htm',
    fixture: 'glassdoor-list.html',
    star: 'li:has(a[href*="jl=1009700000002"]) jobstar-star',
    jobId: 'glassdoor:1009700000002',
    title: 'Analytics Engineer',
    company: 'monday.com',
    stars: 4,
    facts: ['Remote'],
  },
  {
    name: 'Wellfound role list row',
    url: 'https://wellfound.com/role/l/software-engineer/tel-aviv',
    fixture: 'wellfound-list.html',
    star: '[data-test="StartupResult"]:has(a[href*="/jobs/2747178-"]) jobstar-star',
    jobId: 'wellfound:2747178',
    title: 'Python Developer',
    company: 'Orbit Labs',
    stars: 3,
  },
  {
    name: 'AllJobs',
    url: 'https://www.alljobs.co.il/Search/UploadSingle.aspx?JobID=8740250',
    fixture: 'alljobs-job.html',
    star: 'h1 + jobstar-star',
    jobId: 'alljobs:8740250',
    title: 'מפתח/ת Python',
    company: 'Unitask',
  },
  {
    name: 'Drushim',
    url: 'https://www.drushim.co.il/job/37816406/1abb4f7b/',
    fixture: 'drushim-job.html',
    star: 'h1 + jobstar-star',
    jobId: 'drushim:37816406',
    title: 'מפתח/ת Backend',
    company: 'מרטנס - מלם תים',
  },
  {
    name: 'JobMaster',
    url: 'https://www.jobmaster.co.il/jobs/checknum.asp?key=9884960',
    fixture: 'jobmaster-job.html',
    star: '.CardHeader + jobstar-star',
    jobId: 'jobmaster:9884960',
    title: 'QA',
    company: 'קומבלק',
  },
];

test('the job pages people see: a trusted click saves the right id, and Starred shows its title, company and facts', async ({
  context,
  openPopup,
}) => {
  test.setTimeout(180_000);
  for (const layout of LAYOUTS) await serve(context, layout.url, fixture(layout.fixture));
  const page = await context.newPage();
  const popup = await openPopup();
  for (const layout of LAYOUTS) {
    await test.step(layout.name, async () => {
      await page.goto(layout.url);
      await page.bringToFront();
      const star = page.locator(layout.star);
      await expect(star, `${layout.name}: the star`).toHaveCount(1);
      if (layout.stars)
        await expect(page.locator('jobstar-star'), `${layout.name}: every card`).toHaveCount(layout.stars);
      await expect
        .poll(() => starButtonNames(page), `${layout.name}: the star names its job`)
        .toContain(`Star job: ${layout.title} at ${layout.company}`);
      await clickStar(star);
      await expect.poll(() => starredLocally(popup, [layout.jobId])).toEqual({ [layout.jobId]: true });
    });
  }
  await popup.reload();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const starred = popup.locator('#popup-panel-starred');
  for (const layout of LAYOUTS) {
    const link = popup.getByRole('link', { name: layout.title, exact: true });
    const row = starred.locator('li', { has: link }).filter({ hasText: layout.company });
    await expect(row, `${layout.name}: its row in Starred, with its company`).toHaveCount(1);
    for (const fact of layout.facts ?? []) await expect(row, `${layout.name}: ${fact}`).toContainText(fact);
  }
});

test('a page’s forged "content script started" event does not switch the star off', async ({
  context,
  extensionId,
  openPopup,
}) => {
  const built = readFileSync(resolve(process.env.JOBSTAR_E2E_EXTENSION ?? '', 'content-scripts/linkedin.js'), 'utf8');
  // The framework's stop signal is a DOM event whose name a page can compute: "<extension id>:<script>:<event>".
  expect(built).toContain('wxt:content-script-started');
  const url = 'https://www.linkedin.com/jobs/search/?currentJobId=4300000000';
  await serve(context, url, linkedInList(3, 4300000000));
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('jobstar-star')).toHaveCount(4);
  await page.evaluate((id) => {
    const name = `${id}:linkedin:wxt:content-script-started`;
    const detail = { contentScriptName: 'linkedin', messageId: 'forged-by-the-page' };
    document.dispatchEvent(new CustomEvent(name, { detail }));
    window.postMessage({ type: name, ...detail }, '*');
  }, extensionId);
  // Still there, still following the page: a job opened in the pane gets its button, and a click stars it.
  await page.evaluate(() => {
    const title = document.querySelector('.job-details-jobs-unified-top-card__job-title');
    if (title) title.textContent = 'Engineer 4300000002';
    history.pushState(null, '', '/jobs/search/?currentJobId=4300000002');
  });
  const pane = page.locator('.jobs-save-button + jobstar-star');
  await expect(page.locator('jobstar-star')).toHaveCount(4);
  const popup = await openPopup();
  await page.bringToFront();
  await expect.poll(async () => (await starButtons(page)).length).toBe(4);
  await clickStar(pane);
  await expect.poll(() => starredLocally(popup, ['linkedin:4300000002'])).toEqual({ 'linkedin:4300000002': true });
});

test('a page cannot hide, fade, cover or slide the star under a real click; a settled visible star still stars', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const url = 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008';
  await serve(context, url, fixture('greenhouse-job.html'));
  const page = await context.newPage();
  await page.goto(url);
  const host = page.locator('.job__header button[aria-label="Apply"] + jobstar-star');
  await expect(host).toHaveCount(1);
  const pressAt = async () => {
    const box = await host.boundingBox();
    if (!box) throw new Error('the star has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  const pressed = async () => (await starButtons(page)).some((button) => button.pressed);
  const said = async (words: RegExp) =>
    expect.poll(async () => (await accessibleTexts(page)).some((text) => words.test(text))).toBe(true);

  const disguises: [string, string][] = [
    ['an ancestor’s filter: opacity(0)', 'filter: opacity(0)'],
    ['contrast(0) brightness(2)', 'filter: contrast(0) brightness(2)'],
    [
      'a transparent mask',
      'mask-image: linear-gradient(transparent, transparent); -webkit-mask-image: linear-gradient(transparent, transparent)',
    ],
  ];
  for (const [name, style] of disguises) {
    await test.step(name, async () => {
      await page.goto(url);
      await page.evaluate((css) => document.querySelector('.job__header')?.setAttribute('style', css), style);
      await page.waitForTimeout(700);
      await pressAt();
      await said(/hidden or covered/);
      expect(await pressed()).toBe(false);
    });
  }

  await test.step('an opaque decoy with pointer-events: none over the star', async () => {
    await page.goto(url);
    await page.evaluate(() => {
      const star = document.querySelector('.job__header button[aria-label="Apply"] + jobstar-star');
      const box = star?.getBoundingClientRect();
      if (!box) return;
      const decoy = document.createElement('div');
      decoy.id = 'decoy';
      decoy.textContent = 'Win a prize';
      decoy.setAttribute(
        'style',
        `position:fixed;left:${box.left - 4}px;top:${box.top - 4}px;width:${box.width + 8}px;height:${box.height + 8}px;background:#fff;pointer-events:none;z-index:9999`,
      );
      document.body.append(decoy);
    });
    await page.waitForTimeout(700);
    await pressAt();
    await said(/hidden or covered/);
    expect(await pressed()).toBe(false);
    await page.evaluate(() => document.getElementById('decoy')?.remove());
  });

  await test.step('the star slid under the pointer just before the click (bait and switch)', async () => {
    await page.goto(url);
    await page.waitForTimeout(700);
    await page.evaluate(() =>
      document.querySelector('.job__header')?.setAttribute('style', 'position: relative; left: 120px'),
    );
    await pressAt();
    await said(/click again/);
    expect(await pressed()).toBe(false);
  });

  await test.step('the control: the same star, visible and settled, stars on a real click', async () => {
    await page.waitForTimeout(700);
    await pressAt();
    await expect.poll(pressed).toBe(true);
  });

  await test.step('a star that shifted long before (a late banner) stars on the first click', async () => {
    await pressAt();
    await expect.poll(pressed).toBe(false);
    await page.goto(url);
    await page.waitForTimeout(700);
    await page.evaluate(() =>
      document.querySelector('.job__header')?.setAttribute('style', 'position: relative; left: 120px'),
    );
    await page.waitForTimeout(1000);
    await pressAt();
    await expect.poll(pressed).toBe(true);
  });
});
