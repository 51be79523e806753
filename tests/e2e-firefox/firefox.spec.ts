/**
 * jobstar in Firefox ESR, as a user meets it: install, the popup and options pages, a star on a job site
 * served at its real URL (one of each ATS family's scripts), that job unstarred and starred again (Firefox's
 * IndexedDB commits beside a refused request, where Chromium aborts), a star on the service's own job page (the
 * content script Firefox used to refuse), sign-in through the reference server's dev provider with Firefox's own
 * redirect URI, and the stars on the server, and a site the person enabled (the script registered at run time).
 * A star keeps its posting through `scripting.executeScript` in the starring frame (issue 32). The options page
 * opened on its board draws it from its classic script's plain IndexedDB read (issue 36).
 * Only the flows where Firefox differs from Chromium; the Playwright suite covers the rest.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS, CAREERS_PAGE } from '../e2e/pages/careers-page';
import { ICIMS, ICIMS_OUTER } from '../e2e/pages/icims-page';
import { fixture, savedOnServer, uniqueEmail } from '../e2e/pages/star-pages';
import { firefoxExecutable, serveAt, waitFor } from './support/firefox';
import { type FirefoxRun, startFirefoxRun } from './support/run';
import { keptPostingText, pendingActs, starOnPage, starredLocally } from './support/star';
import { writeStoreScreenshots } from './support/store-screenshots';

/** The few extension APIs the checks below call in an extension page (Firefox's `browser` global). */
interface ExtensionPageApi {
  runtime: {
    sendMessage(message: unknown): Promise<unknown>;
    getManifest(): { icons?: Record<string, string>; action?: { default_icon?: Record<string, string> } };
    getURL(path: string): string;
  };
  permissions: {
    getAll(): Promise<{ data_collection?: string[] }>;
    request(permissions: { origins: string[] }): Promise<boolean>;
  };
}

const executable = firefoxExecutable();
if (!executable && process.env.CI) throw new Error('Firefox ESR is missing: CI must install firefox-esr');
if (!executable) console.warn('SKIPPED: Firefox end-to-end needs firefox-esr (apt-get install firefox-esr)');

const GREENHOUSE = {
  url: 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008',
  jobId: 'greenhouse:anthropic:5058714008',
};
const TEAMTAILOR = {
  url: 'https://weroad.teamtailor.com/jobs/7494384-data-scientist',
  jobId: 'teamtailor:weroad:7494384',
};
const SERVICE_JOB = 'comeet:aquasec:CD.86E';
/** What the options page keeps of its board for the next opening (ui/options/applications/kept-board.ts). */
const BOARD_COPY_KEY = 'jobstar.options.board';
const LEVER_URL = 'https://jobs.lever.co/biocatch/0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70';

describe.skipIf(!executable)('Firefox ESR', () => {
  let run: FirefoxRun;
  /** An extension page kept open to ask the background, as the popup does. */
  let probe: Page;

  beforeAll(async () => {
    run = await startFirefoxRun(executable!);
  }, 180_000);

  afterAll(async () => {
    await run?.stop();
  });

  it('installs, and the popup, options and privacy pages render', async () => {
    const popup = await run.firefox.openExtensionPage('popup.html');
    await waitFor(async () => popup.evaluate(() => document.body.innerText.includes('Sign in')), 20_000, 'the popup');
    const options = await run.firefox.openExtensionPage('options.html');
    await waitFor(async () => (await options.$('h1')) !== null, 20_000, 'the options heading');
    await options.close();
    const privacy = await run.firefox.openExtensionPage('privacy.html');
    expect(await privacy.$eval('#he h1', (heading) => heading.closest('[dir]')?.getAttribute('dir'))).toBe('rtl');
    await privacy.close();
    probe = popup;
  });

  it('shows its own icons and holds the data-collection consent the manifest declares', async () => {
    const found = await probe.evaluate(async () => {
      const api = (globalThis as unknown as { browser: ExtensionPageApi }).browser;
      const manifest = api.runtime.getManifest();
      const paths = [...Object.values(manifest.icons ?? {}), ...Object.values(manifest.action?.default_icon ?? {})];
      const types = await Promise.all(
        paths.map(async (path) => (await fetch(api.runtime.getURL(path))).headers.get('content-type')),
      );
      const granted = await api.permissions.getAll();
      return { paths, types, dataCollection: granted.data_collection };
    });
    expect(found.paths).toHaveLength(8);
    expect(new Set(found.types)).toEqual(new Set(['image/png']));
    expect(found.dataCollection).toEqual(expect.arrayContaining(['browsingActivity', 'searchTerms', 'locationInfo']));
  });

  it('stars a job on a job site served at its real URL, and keeps its posting (read in the tab after the star)', async () => {
    const page = await starOnPage(run.firefox, GREENHOUSE.url, { [GREENHOUSE.url]: fixture('greenhouse-job.html') });
    await waitFor(async () => (await starredLocally(probe, [GREENHOUSE.jobId]))[GREENHOUSE.jobId] === true);
    await waitFor(
      async () => (await keptPostingText(probe, GREENHOUSE.jobId))?.includes('Own the platform') === true,
      20_000,
      'the posting kept',
    );
    await page.close();
  });

  it('stars a job on a site of the second ATS family (its own content script), served at its real URL', async () => {
    const url = 'https://jobs.jobvite.com/barracuda-networks-inc/job/oVozAfwc';
    const jobId = 'jobvite:barracuda-networks-inc:oVozAfwc';
    const page = await starOnPage(
      run.firefox,
      url,
      { [url]: fixture('jobvite-job.html') },
      '.jv-button-apply + jobstar-star',
    );
    await waitFor(async () => (await starredLocally(probe, [jobId]))[jobId] === true);
    await page.close();
  });

  it('stars a job on a platform of the European ATS family (its own content script)', async () => {
    const page = await starOnPage(run.firefox, TEAMTAILOR.url, { [TEAMTAILOR.url]: fixture('teamtailor-job.html') });
    await waitFor(async () => (await starredLocally(probe, [TEAMTAILOR.jobId]))[TEAMTAILOR.jobId] === true);
    await page.close();
  });

  it('stars a job in the frame iCIMS shows it in (the family whose script runs in frames)', async () => {
    const page = run.firefox.track(await run.firefox.browser.newPage(), ICIMS.page);
    await serveAt(page, { [ICIMS.page]: ICIMS_OUTER, [ICIMS.frame]: fixture('icims-job.html') });
    await page.goto(ICIMS.page);
    const starInFrame = async () => {
      const frame = page.frames().find((candidate) => candidate.url() === ICIMS.frame);
      return (await frame?.$('a.iCIMS_ApplyOnlineButton + jobstar-star')) ?? null;
    };
    await waitFor(async () => (await starInFrame()) !== null, 20_000, 'the star in the iCIMS frame');
    expect(await page.$('jobstar-star')).toBeNull();
    const star = await starInFrame();
    await star!.scrollIntoView();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await star!.click();
    await waitFor(async () => (await starredLocally(probe, [ICIMS.jobId]))[ICIMS.jobId] === true);
    await page.close();
  });

  it('a job unstarred and starred again leaves one act to send', async () => {
    // The job has a row now, so the star's first attempt is refused; Firefox commits the rest of that attempt's
    // transaction (storage/first-star.ts), and the star that follows must take it back.
    const page = await starOnPage(run.firefox, GREENHOUSE.url, { [GREENHOUSE.url]: fixture('greenhouse-job.html') });
    await waitFor(async () => (await starredLocally(probe, [GREENHOUSE.jobId]))[GREENHOUSE.jobId] === false);
    expect(await pendingActs(probe, `saved:${GREENHOUSE.jobId}`)).toEqual(['unstar']);
    await (await page.$('jobstar-star'))!.click();
    await waitFor(async () => (await starredLocally(probe, [GREENHOUSE.jobId]))[GREENHOUSE.jobId] === true);
    expect(await pendingActs(probe, `saved:${GREENHOUSE.jobId}`)).toEqual(['star']);
    await page.close();
  });

  it('stars a job on the service’s own job page', async () => {
    const url = `${run.serverUrl}/jobs/${SERVICE_JOB}`;
    const page = await starOnPage(run.firefox, url, {}, '.job-actions > jobstar-star');
    await waitFor(async () => (await starredLocally(probe, [SERVICE_JOB]))[SERVICE_JOB] === true);
    await page.close();
  });

  it('signs in through the dev provider, and the stars reach the server', async () => {
    // The server's data is this run's own, so the screenshots may show a readable address.
    const email = process.env.JOBSTAR_STORE_SCREENSHOTS ? 'dana.levi@example.com' : uniqueEmail('firefox');
    const popup = await run.firefox.openExtensionPage('popup.html');
    await run.signIn(popup, email);
    const token = await run.token(email);
    await waitFor(
      async () => {
        const saved = await savedOnServer(run.serverUrl, token);
        return saved.includes(GREENHOUSE.jobId) && saved.includes(SERVICE_JOB);
      },
      30_000,
      'both stars on the server',
    );
    if (process.env.JOBSTAR_STORE_SCREENSHOTS) {
      await writeStoreScreenshots(run.firefox, LEVER_URL, fixture('lever-job.html'));
    }
    await popup.close();
  });

  it('shows the star on a site the person enabled: at once in its open tab, and on its next pages', async () => {
    const open = run.firefox.track(await run.firefox.browser.newPage(), CAREERS.url);
    await serveAt(open, { [CAREERS.url]: CAREERS_PAGE });
    await open.goto(CAREERS.url);
    // As the popup's button does: the request in a real click's handler (the pref answers the prompt), then the background.
    const page = await run.firefox.openExtensionPage('options.html#sites');
    await page.evaluate((origin) => {
      const api = (globalThis as unknown as { browser: ExtensionPageApi }).browser;
      const button = document.createElement('button');
      button.id = 'enable-site';
      button.textContent = 'Enable';
      button.onclick = () => {
        api.permissions
          .request({ origins: [`${origin}/*`] })
          .then((granted) => granted && api.runtime.sendMessage({ type: 'site.enable', origin }))
          .then((answer) => {
            document.body.dataset.answer = JSON.stringify(answer);
          });
      };
      document.body.prepend(button);
    }, CAREERS.origin);
    await page.click('#enable-site');
    await waitFor(async () => (await page.evaluate(() => document.body.dataset.answer)) !== undefined);
    expect(JSON.parse((await page.evaluate(() => document.body.dataset.answer))!)).toEqual({
      ok: true,
      data: { enabled: true },
    });
    await waitFor(async () => (await open.$('jobstar-star')) !== null, 20_000, 'the star injected into the open tab');
    await waitFor(async () => (await page.evaluate(() => document.body.innerText)).includes(CAREERS.host));
    await open.close();
    const next = await starOnPage(run.firefox, CAREERS.url, { [CAREERS.url]: CAREERS_PAGE });
    await waitFor(async () => (await starredLocally(page, [CAREERS.jobId]))[CAREERS.jobId] === true);
    await next.close();
    await page.close();
  });

  it('imports a file through its worker and the import channel, and exports it back through its own worker', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'jobstar-firefox-data-'));
    const jobIds = ['greenhouse:firefox-import:1', 'greenhouse:firefox-import:2'];
    const path = join(folder, 'import.json');
    writeFileSync(
      path,
      JSON.stringify({
        format: 'jobstar-export',
        version: 1,
        exportedAt: new Date().toISOString(),
        saved: jobIds.map((jobId) => ({ ref: { jobId, site: 'greenhouse' }, savedAt: new Date().toISOString() })),
        alerts: [],
        profile: null,
      }),
    );
    const page = await run.firefox.openExtensionPage('options.html#data');
    try {
      await waitFor(async () => (await page.$('#import-file')) !== null, 20_000, 'the import control');
      const input = await page.$('#import-file');
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
      await waitFor(async () => (await page.$('#import-message[role="status"]')) !== null, 30_000, 'the import done');
      expect(await starredLocally(page, jobIds)).toEqual(Object.fromEntries(jobIds.map((id) => [id, true])));
      // The page saves a file by clicking a link to a Blob: its text is read as the link is clicked.
      await page.evaluate(() => {
        const click = HTMLAnchorElement.prototype.click;
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          if (this.download)
            void fetch(this.href)
              .then((response) => response.text())
              .then((text) => {
                document.body.dataset.exported = text;
              });
          return click.call(this);
        };
      });
      const [exportButton] = await page.$$('xpath/.//button[text()="Export JSON"]');
      await exportButton!.click();
      await waitFor(async () => (await page.evaluate(() => document.body.dataset.exported)) !== undefined);
      const exported = JSON.parse((await page.evaluate(() => document.body.dataset.exported))!) as {
        saved: { ref: { jobId: string } }[];
      };
      expect(exported.saved.map((row) => row.ref.jobId)).toEqual(expect.arrayContaining(jobIds));
    } finally {
      await page.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("opened on its board, draws the cards its classic script read with Firefox's IndexedDB while the page loaded, then the ones it kept", async () => {
    const jobIds = ['greenhouse:firefox-import:1', 'greenhouse:firefox-import:2'];
    const open = async () => {
      const page = await run.firefox.openExtensionPage('options.html#applications');
      await waitFor(async () => (await page.$$('.app-card')).length >= jobIds.length, 20_000, 'the board');
      return page;
    };
    const keptIds = (page: Page) =>
      page.evaluate(
        (key) =>
          (
            JSON.parse(localStorage.getItem(key) ?? 'null') as { cards: { job: { jobId: string } }[] } | null
          )?.cards.map(({ job }) => job.jobId) ?? [],
        BOARD_COPY_KEY,
      );
    let page = await open();
    try {
      // The import's page may have kept the board already: without its copy, the classic script reads the database.
      await waitFor(async () => (await keptIds(page)).length > 0, 20_000, 'the board kept');
      await page.evaluate((key) => localStorage.removeItem(key), BOARD_COPY_KEY);
      await page.close();
      page = await open();
      const read = await page.evaluate(async () => {
        const handoff = (globalThis as { __jobstarBoardAhead?: { read: Promise<unknown> } }).__jobstarBoardAhead;
        const ahead = (await handoff?.read) as { board: { found: { job: { jobId: string } }[] } } | undefined;
        return ahead?.board.found.map(({ job }) => job.jobId);
      });
      expect(read).toEqual(expect.arrayContaining(jobIds));
      const cards = await page.$$eval('.app-card', (nodes) => nodes.map((node) => node.getAttribute('data-job-id')));
      expect(cards).toEqual(expect.arrayContaining(jobIds));

      // Firefox's localStorage keeps the board's first cards for the next opening, which draws them.
      await waitFor(async () => (await keptIds(page)).length >= jobIds.length, 20_000, 'the board kept again');
      expect(await keptIds(page)).toEqual(expect.arrayContaining(jobIds));
      await page.close();
      page = await open();
    } finally {
      await page.close();
    }
  });

  it('printed no console errors on any page it opened, nor in the background', () => {
    if (run.firefox.warnings.length > 0) console.warn(`Firefox console warnings:\n${run.firefox.warnings.join('\n')}`);
    expect(run.firefox.errors).toEqual([]);
  });
});
