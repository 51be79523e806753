/**
 * `content_list_500`: the scripting time the content script adds to a LinkedIn-like search page of 500 cards
 * (the end-to-end tests' own generator, tests/e2e/pages/star-pages.ts), per 100 cards, and when the page
 * appends 100 more. A card is read and starred only as it comes near the viewport (content/nearby.ts): the load
 * is over once the near cards have their stars and the page is quiet, and the 100 appended cards land far below
 * (found and watched only: what a person's page pays then). The work that moves to scroll time is measured
 * too: the page scrolled top to bottom in steps until every card has its star, per 100 cards come near then.
 * CDP `Performance.getMetrics` gives the renderer's `ScriptDuration` (all worlds: the page's and the content
 * script's isolated one) and `TaskDuration`. The floor is the very same page served at a LinkedIn URL the content
 * script does not match, in the same browser, run alternately with the measured page so both see the same machine
 * load. Added time = extension page − floor page, paired per round.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { linkedInList } from '../e2e/pages/star-pages';
import type { BenchContext } from './context';
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

/**
 * How many stars the page should show once quiet: the open job's, and one per card within the near margin
 * (1,000 px, content/nearby.ts) of the viewport, counted strictly (a card just touching the margin may get one
 * too). Asked of both pages, so the bench's own main-world script costs the same.
 */
const nearStars = (page: Page) =>
  page.evaluate(() => {
    const margin = 1000;
    const near = [...document.querySelectorAll('li[data-occludable-job-id]')].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.bottom > -margin && box.top < innerHeight + margin;
    });
    return near.length + 1;
  });

/**
 * The same waiting on both pages: quiet (no DOM change for 300 ms: a star placed restarts it, and the stars of
 * a frame's near cards go in together) with at least `hosts` stars in place.
 */
async function settleWith(page: Page, hosts: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await settle(page);
    if ((await page.locator(HOST).count()) >= hosts) return;
  }
  throw new Error(`fewer than ${hosts} star buttons appeared`);
}

/** Scrolls the page top to bottom a viewport at a time, a few frames for each step, as a person reads down. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });

interface Round {
  load: Metrics;
  append: Metrics;
  scroll: Metrics;
  /** Cards come near while scrolling through: all 600 but those near at load (the same count on both pages). */
  placed: number;
}

async function oneRound(context: BrowserContext, url: string, withExtension: boolean): Promise<Round> {
  const page = await context.newPage();
  try {
    await page.goto(START_URL);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const m0 = await metrics(cdp);
    await page.goto(url);
    const near = await nearStars(page);
    await settleWith(page, withExtension ? near : 0);
    const m1 = await metrics(cdp);
    await page.evaluate(() => (window as unknown as { appendCards(n: number): void }).appendCards(100));
    await settleWith(page, withExtension ? near : 0);
    const m2 = await metrics(cdp);
    await scrollThrough(page);
    await settleWith(page, withExtension ? 601 : 0);
    const m3 = await metrics(cdp);
    await cdp.detach();
    return { load: minus(m1, m0), append: minus(m2, m1), scroll: minus(m3, m2), placed: 601 - near };
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
  const added: { load: number; append: number; scroll: number; loadTask: number; appendTask: number }[] = [];
  const floors: { load: number; append: number; scroll: number }[] = [];
  const placed: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const ext = await oneRound(harness.context, LIST_URL, true);
    const floor = await oneRound(harness.context, FLOOR_URL, false);
    if (i < warmup) continue;
    const hundreds = ext.placed / 100;
    added.push({
      load: (ext.load.script - floor.load.script) / 5,
      append: ext.append.script - floor.append.script,
      scroll: (ext.scroll.script - floor.scroll.script) / hundreds,
      loadTask: (ext.load.task - floor.load.task) / 5,
      appendTask: ext.append.task - floor.append.task,
    });
    floors.push({ load: floor.load.script / 5, append: floor.append.script, scroll: floor.scroll.script / hundreds });
    placed.push(ext.placed);
  }
  const load = summarize(added.map((a) => a.load));
  const append = summarize(added.map((a) => a.append));
  const floorLoad = summarize(floors.map((f) => f.load));
  const floorAppend = summarize(floors.map((f) => f.append));
  const scroll = summarize(added.map((a) => a.scroll));
  const floorScroll = summarize(floors.map((f) => f.scroll));
  const starred = summarize(placed).median;
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
      `median/p95 = ScriptDuration added per 100 cards at load (500 cards; the near ones starred, the far ones found and watched); ` +
      `on appending 100 cards (far below: found and watched): ` +
      `${append.median.toFixed(2)} / ${append.p95.toFixed(2)} ms added (floor page's own ${floorAppend.median.toFixed(2)} ms); ` +
      `scrolled through until every card has its star (${starred.toFixed(0)} cards come near on the way): ` +
      `${scroll.median.toFixed(2)} / ${scroll.p95.toFixed(2)} ms added per 100 of them (floor page scrolled the same: ${floorScroll.median.toFixed(2)}); ` +
      `TaskDuration added: ${loadTask.toFixed(1)} ms/100 at load, ${appendTask.toFixed(1)} ms on append; ` +
      `floor = the page's own script per 100 cards (${(floorLoad.median * 5).toFixed(1)} ms for 500); ratio = (floor + added) / floor`,
  });
}
