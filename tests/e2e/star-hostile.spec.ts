/**
 * A page that tries to cheat (DESIGN §6): its script clicks the button and dispatches events at it, hides the
 * button inside an invisible wrapper and lures a real click, covers it with an overlay that forwards clicks.
 * Nothing gets starred, and the page cannot read the button's state. A plain real click at the end proves the
 * same page and button do star when the person means it.
 *
 * And code that got into the content script's own world (its isolated world, reached here through the DevTools
 * protocol) sends the background messages naming another site's job or a forged link: all refused, while the
 * honest star on that page still works.
 */
import type { CDPSession, Page } from '@playwright/test';
import { accessibleTexts, clickStar, fixture, serve, starButtons, starredLocally } from './pages/star-pages';
import { expect, test } from './support/fixtures';

const URL = 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008';
const JOB_ID = 'greenhouse:anthropic:5058714008';

async function realClickOnHost(page: Page): Promise<void> {
  const box = await page.locator('jobstar-star').boundingBox();
  if (!box) throw new Error('the star button has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a hostile page stars nothing and reads nothing', async ({ context, openPopup }) => {
  await serve(context, URL, fixture('greenhouse-job.html'));
  const page = await context.newPage();
  await page.goto(URL);
  await expect(page.locator('jobstar-star')).toHaveCount(1);
  const popup = await openPopup();
  const starred = async () => (await starredLocally(popup, [JOB_ID]))[JOB_ID] ?? false;
  await page.bringToFront();

  // Script clicks and synthetic events, in the page's own world (page.evaluate runs there).
  const seen = await page.evaluate(() => {
    const host = document.querySelector('jobstar-star') as HTMLElement;
    host.click();
    host.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 1, clientY: 1 }));
    host.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    host.focus();
    host.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true, composed: true }));
    const box = host.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    (hit as HTMLElement | null)?.click();
    return { shadowRoot: host.shadowRoot, attributes: host.getAttributeNames(), text: host.textContent };
  });
  expect(seen).toEqual({ shadowRoot: null, attributes: [], text: '' });

  // Wrapped in opacity:0, then a real click is lured onto it.
  await page.evaluate(() => {
    const host = document.querySelector('jobstar-star') as HTMLElement;
    const veil = document.createElement('div');
    veil.id = 'veil';
    veil.style.opacity = '0';
    veil.style.display = 'inline-block';
    host.before(veil);
    veil.append(host);
  });
  await realClickOnHost(page);
  // The click did reach the button, and the button said why it refused.
  await expect
    .poll(async () => (await accessibleTexts(page)).some((text) => text.includes('hidden or covered')))
    .toBe(true);

  // Back in view but covered by an overlay that forwards the click it receives.
  await page.evaluate(() => {
    const host = document.querySelector('jobstar-star') as HTMLElement;
    document.getElementById('veil')?.replaceWith(host);
    const box = host.getBoundingClientRect();
    const cover = document.createElement('div');
    cover.id = 'cover';
    Object.assign(cover.style, {
      position: 'fixed',
      left: `${box.left - 10}px`,
      top: `${box.top - 10}px`,
      width: `${box.width + 20}px`,
      height: `${box.height + 20}px`,
      background: 'white',
      zIndex: '2147483647',
    });
    cover.textContent = 'Click to win';
    cover.addEventListener('click', () => {
      host.click();
      host.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    });
    document.body.append(cover);
  });
  await realClickOnHost(page);

  expect(await starred()).toBe(false);
  expect(await starButtons(page)).toEqual([{ name: 'Star job', pressed: false }]);

  // The control: the same button, uncovered, starred by a real click once the person has seen it (the cover
  // hid it, so its settling clock starts again when the cover goes).
  await page.evaluate(() => document.getElementById('cover')?.remove());
  await clickStar(page.locator('jobstar-star'));
  await expect.poll(starred).toBe(true);
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Unstar job', pressed: true }]);
});

/** Runs `expression` in the content script's isolated world of the page's top frame, as code that got into it. */
async function inContentWorld(page: Page): Promise<(expression: string) => Promise<unknown>> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const contexts: { id: number; origin: string; auxData?: { type?: string; isDefault?: boolean } }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
  await cdp.send('Runtime.enable');
  const world = contexts.find(
    (context) => context.auxData?.type === 'isolated' && context.origin.startsWith('chrome-extension://'),
  );
  if (!world) throw new Error('no content script world in the page');
  return async (expression) => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression,
      contextId: world.id,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(JSON.stringify(exceptionDetails));
    return result.value;
  };
}

const LINKEDIN = 'https://www.linkedin.com/jobs/view/3786945580/';
const LINKEDIN_ID = 'linkedin:3786945580';

test('code in the content script’s world cannot claim another site’s job, nor forge its own job’s link', async ({
  context,
  openPopup,
}) => {
  await serve(context, URL, fixture('greenhouse-job.html'));
  await serve(context, LINKEDIN, fixture('linkedin-view.html'));
  const greenhouse = await context.newPage();
  await greenhouse.goto(URL);
  await clickStar(greenhouse.locator('jobstar-star'));
  const popup = await openPopup();
  await expect.poll(async () => (await starredLocally(popup, [JOB_ID]))[JOB_ID]).toBe(true);

  const page = await context.newPage();
  await page.goto(LINKEDIN);
  await expect(page.locator('jobstar-star')).toHaveCount(1);
  const run = await inContentWorld(page);
  const send = (message: object) => run(`chrome.runtime.sendMessage(${JSON.stringify(message)})`);
  // The world is the extension's: it reaches the background as the LinkedIn frame's content script.
  expect(await run('typeof chrome.runtime.sendMessage')).toBe('function');
  const refused = { ok: false, error: { kind: 'router.outOfScope' } };

  // Another site's job: reported as found, to read its star, then to change it.
  expect(await send({ type: 'page.found', jobIds: [JOB_ID] })).toMatchObject(refused);
  expect(await send({ type: 'star.state', jobIds: [JOB_ID] })).toMatchObject(refused);
  const theirs = { jobId: JOB_ID, site: 'greenhouse', url: URL, title: 'Engineering Manager' };
  expect(await send({ type: 'page.job', ref: theirs })).toMatchObject(refused);
  expect(await send({ type: 'star.set', ref: theirs, starred: false })).toMatchObject(refused);

  // The page's own job, with a link to anywhere.
  const forged = { jobId: LINKEDIN_ID, site: 'linkedin', url: 'https://evil.example/apply', title: 'Data Engineer' };
  expect(await send({ type: 'page.job', ref: forged })).toMatchObject(refused);
  expect(await send({ type: 'star.set', ref: forged, starred: true })).toMatchObject(refused);

  const state = await starredLocally(popup, [JOB_ID, LINKEDIN_ID]);
  expect(state).toEqual({ [JOB_ID]: true, [LINKEDIN_ID]: false });

  // The honest star on the same page still works.
  await page.bringToFront();
  await clickStar(page.locator('jobstar-star'));
  await expect.poll(async () => (await starredLocally(popup, [LINKEDIN_ID]))[LINKEDIN_ID]).toBe(true);
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Unstar job', pressed: true }]);
});
