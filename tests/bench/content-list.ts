/**
 * `content_list_500`: the scripting time the content script adds to a LinkedIn-like search page of 500 cards
 * (the end-to-end tests' own generator, tests/e2e/pages/star-pages.ts), per 100 cards, and when the page
 * appends 100 more. CDP `Performance.getMetrics` gives the renderer's `ScriptDuration` (all worlds: the page's
 * and the content script's isolated one) and `TaskDuration`. The floor is the very same page served at a
 * LinkedIn URL the content script does not match, in the same browser, run alternately with the measured
 * page so both see the same machine load. Added time = extension page − floor page, paired per round.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { linkedInList } from '../e2e/pages/star-pages';
import type { BenchContext } from './measures';
import { summarize } from './stats';

const LIST_URL = 'https://www.linkedin.com/jobs/search/?currentJobId=4100000000&keywords=engineer';
/** Same origin, not under /jobs/: no content script. */
const FLOOR_URL = 'https://www.linkedin.com/feed/bench-list';
const START_URL = 'https://www.linkedin.com/bench-start';
const HOST = 'jobstar-star';

interface Metrics {
  script: number;
  task: number;
}

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { script: get('ScriptDuration'), task: get('TaskDuration') };
}

const minus = (a: Metrics, b: Metrics): Metrics => ({ script: a.script - b.script, task: a.task - b.task });

/** Waits until the page is quiet: no DOM mutation (main world sees hosts being added) for `quietMs`. */
async function settle(page: Page, quietMs = 300): Promise<void> {
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        function done() {
          observer.disconnect();
          resolve();
        }
      }),
    quietMs,
  );
}

/** The same waiting on both pages (so the bench's own main-world script costs the same): quiet, then count. */
async function settleWith(page: Page, hosts: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await settle(page);
    if ((await page.locator(HOST).count()) >= hosts) return;
  }
  throw new Error(`fewer than ${hosts} star buttons appeared`);
}

async function oneRound(context: BrowserContext, url: string, withExtension: boolean): Promise<[Metrics, Metrics]> {
  const page = await context.newPage();
  try {
    await page.goto(START_URL);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const m0 = await metrics(cdp);
    await page.goto(url);
    await settleWith(page, withExtension ? 501 : 0);
    const m1 = await metrics(cdp);
    await page.evaluate(() => (window as unknown as { appendCards(n: number): void }).appendCards(100));
    await settleWith(page, withExtension ? 601 : 0);
    const m2 = await metrics(cdp);
    await cdp.detach();
    return [minus(m1, m0), minus(m2, m1)];
  } finally {
    await page.close();
  }
}

export async function contentList(ctx: BenchContext): Promise<void> {
  const { harness, samples, warmup, log } = ctx;
  const html = linkedInList(500);
  await harness.context.route('https://www.linkedin.com/**', (route) => {
    const url = route.request().url();
    if (url === LIST_URL || url === FLOOR_URL)
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    if (url === START_URL)
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><p>start' });
    return route.fulfill({ status: 404, body: '' });
  });
  log('content_list_500: 500-card LinkedIn-like list, with and without the content script …');
  const added: { load: number; append: number; loadTask: number; appendTask: number }[] = [];
  const floors: { load: number; append: number }[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const [extLoad, extAppend] = await oneRound(harness.context, LIST_URL, true);
    const [floorLoad, floorAppend] = await oneRound(harness.context, FLOOR_URL, false);
    if (i < warmup) continue;
    added.push({
      load: (extLoad.script - floorLoad.script) / 5,
      append: extAppend.script - floorAppend.script,
      loadTask: (extLoad.task - floorLoad.task) / 5,
      appendTask: extAppend.task - floorAppend.task,
    });
    floors.push({ load: floorLoad.script / 5, append: floorAppend.script });
  }
  const load = summarize(added.map((a) => a.load));
  const append = summarize(added.map((a) => a.append));
  const floorLoad = summarize(floors.map((f) => f.load));
  const floorAppend = summarize(floors.map((f) => f.append));
  const loadTask = summarize(added.map((a) => a.loadTask)).median;
  const appendTask = summarize(added.map((a) => a.appendTask)).median;
  ctx.put({
    name: 'content_list_500',
    unit: 'ms/100 cards',
    median: load.median,
    p95: load.p95,
    floor_median: floorLoad.median,
    floor_p95: floorLoad.p95,
    ratio: (load.median + floorLoad.median) / floorLoad.median,
    goal: '≤ 5 ms per 100',
    pass: load.median <= 5 && append.median <= 5,
    samples: load.n,
    note:
      `median/p95 = ScriptDuration added per 100 cards at load (500 cards); on appending 100 cards: ` +
      `${append.median.toFixed(2)} / ${append.p95.toFixed(2)} ms added (floor page's own ${floorAppend.median.toFixed(2)} ms); ` +
      `TaskDuration added: ${loadTask.toFixed(1)} ms/100 at load, ${appendTask.toFixed(1)} ms on append; ` +
      `floor = the page's own script per 100 cards (${(floorLoad.median * 5).toFixed(1)} ms for 500); ratio = (floor + added) / floor`,
  });
}
