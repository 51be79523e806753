/**
 * `star_after_sleep`, its floor `worker_wake_floor`, and `star_click_floor` (issue 36). Chrome stops an idle
 * extension worker after about 30 s, so most stars in real use wake it. Each sample loads a job page (on the wake
 * rows' own board, where both jobstar's star and the floor extension's button show) and clicks jobstar's star or
 * the floor's button, the two in alternating order, in three ways (`Mode`): every service worker stopped first
 * through DevTools (`ServiceWorker.stopAllWorkers`) and a click made at once (the rows' figures), the same at a
 * person's pace (the pointer rests, presses, releases; star.ts; in the note), and at a person's pace with the
 * worker running (`star_click_floor`).
 *   t0      the click event's own time stamp, seen by a capturing listener in the page;
 *   commit  the worker's read-write transaction fires `complete` (jobstar's over `saved` + `outbox`, the floor's
 *           over its one store).
 * A woken worker is a new global, so the probe of browser.ts cannot be installed after the fact: the worker is
 * armed before the stop and, at its next start, pauses before its first script, gets the probe and runs on.
 * Both extensions' workers wait for that same round trip.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SETTLE_MS } from '../../content/visibility-watch';
import { extensionPage, type Harness, installProbe, NAME_SHIM, sendMessage } from './browser';
import { type Cdp, connectBrowserCdp } from './cdp';
import type { BenchContext } from './context';
import { armStar, HOST_TAG, HOVER_MS, PRESS_MS, routeJobPages } from './star';
import { summarize } from './stats';
import { FLOOR_BUTTON_ID, FLOOR_DB, FLOOR_WORKER, WAKE_BOARD } from './wake-floor-extension';

export const WAKE_ROWS = ['star_after_sleep', 'worker_wake_floor', 'star_click_floor'];

/**
 * `BENCH_WAKE_PROFILE=<dir>`: every woken worker of the `quick` samples is sampled by the DevTools profiler from
 * its first script to its commit, and the profile written there (`wake-profile.ts` sums one up). Off by default:
 * the profiler slows what it samples, so the rows' figures of such a run are not comparable to others.
 */
const PROFILE_DIR = process.env.BENCH_WAKE_PROFILE;
/** The profiler's sampling interval, µs. */
const PROFILE_INTERVAL_US = 100;

/**
 * How a sample clicks: `quick` wakes a stopped worker with a click made at once, `paced` wakes it at a person's
 * pace, `warm` clicks at a person's pace with the worker running (no stop).
 */
type Mode = 'quick' | 'paced' | 'warm';

interface WakeSample {
  /** Click → committed. */
  commit: number;
  /** Click → the woken worker's global created (negative: it started before the click). */
  started: number;
  /** Click → the transaction opened. */
  txOpened: number;
  /** Click → the first port message dispatched in the worker (after its scripts have run). */
  arrived: number;
}

interface Watcher {
  cdp: Cdp;
  /**
   * Arms the worker of `host` (before it is stopped): its next start pauses before its first script runs, gets the
   * probe (and the profiler started, if `profile`), and goes on. `started` resolves with the DevTools session once
   * the probe is in.
   */
  armStart(host: string, profile: boolean): Promise<{ started: Promise<string> }>;
  /** Installs the probe in the running worker of `host` (it keeps the one it has); its DevTools session. */
  probeRunning(host: string): Promise<string>;
  close(): void;
}

/**
 * The probe, and a stamp of the first port message the worker dispatches: a woken worker dispatches it once its
 * scripts have run (their top level, the background's listeners registered), so it splits the wake into the
 * scripts' evaluation and what the worker does after.
 */
const PROBE = `${NAME_SHIM}; (${installProbe.toString()})();
globalThis.__wakeArrived = 0;
if (!globalThis.__wakeListening) {
  globalThis.__wakeListening = true;
  chrome.runtime.onConnect.addListener((port) => port.onMessage.addListener(() => {
    if (!globalThis.__wakeArrived) globalThis.__wakeArrived = performance.timeOrigin + performance.now();
  }));
}
undefined`;

/**
 * A worker's DevTools session outlives its stops (the same target restarts), so the pause is an instrumentation
 * breakpoint before the first script of its next start; the Debugger is off again as soon as the probe is in, so
 * the rest of the worker's start runs with no debugger.
 */
async function watchWorkers(harness: Harness, hosts: string[]): Promise<Watcher> {
  const cdp = await connectBrowserCdp(harness.profileDir);
  const sessions = new Map<string, string>();
  const armed = new Map<string, () => void>();
  const profiled = new Set<string>();
  cdp.on('Target.attachedToTarget', (params) => {
    const { sessionId, targetInfo } = params as { sessionId: string; targetInfo: { url: string } };
    if (targetInfo.url.startsWith('chrome-extension://')) sessions.set(new URL(targetInfo.url).host, sessionId);
  });
  cdp.on('Debugger.paused', (params, sessionId) => {
    // The browser's own binding scripts of a running worker pause too: only the extension's first script counts.
    const url = (params as { data?: { url?: string } }).data?.url ?? '';
    if (!url.startsWith('chrome-extension://')) {
      void cdp.send('Debugger.resume', {}, sessionId).catch(() => undefined);
      return;
    }
    const done = armed.get(sessionId!);
    armed.delete(sessionId!);
    const profile = done && profiled.delete(sessionId!) ? startProfiler(cdp, sessionId!) : Promise.resolve();
    const probe = done
      ? profile.then(() => cdp.send('Runtime.evaluate', { expression: PROBE }, sessionId))
      : Promise.resolve(undefined);
    // Debugger.disable also resumes.
    void probe.finally(() => cdp.send('Debugger.disable', {}, sessionId).catch(() => undefined)).then(() => done?.());
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }],
  });
  for (let i = 0; !hosts.every((host) => sessions.has(host)); i++) {
    if (i > 200) throw new Error('no DevTools session for the extension workers');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    cdp,
    armStart: async (host, profile) => {
      const sessionId = sessions.get(host)!;
      if (profile) profiled.add(sessionId);
      await cdp.send('Debugger.enable', {}, sessionId);
      await cdp.send('Debugger.setInstrumentationBreakpoint', { instrumentation: 'beforeScriptExecution' }, sessionId);
      const started = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the worker of ${host} did not start`)), 20_000);
        armed.set(sessionId, () => {
          clearTimeout(timer);
          resolve(sessionId);
        });
      });
      started.catch(() => undefined);
      return { started };
    },
    probeRunning: async (host) => {
      const sessionId = sessions.get(host)!;
      await cdp.send('Runtime.evaluate', { expression: PROBE }, sessionId);
      return sessionId;
    },
    close: () => cdp.close(),
  };
}

async function startProfiler(cdp: Cdp, sessionId: string): Promise<void> {
  await cdp.send('Profiler.enable', {}, sessionId);
  await cdp.send('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US }, sessionId);
  await cdp.send('Profiler.start', {}, sessionId);
}

/** Stops the profiler of a woken worker and writes its profile as `<name>.cpuprofile` in PROFILE_DIR. */
async function saveProfile(cdp: Cdp, sessionId: string, name: string): Promise<void> {
  const { profile } = await cdp.send<{ profile: unknown }>('Profiler.stop', {}, sessionId);
  await cdp.send('Profiler.disable', {}, sessionId);
  mkdirSync(PROFILE_DIR!, { recursive: true });
  writeFileSync(join(PROFILE_DIR!, `${name}.cpuprofile`), JSON.stringify(profile));
}

/**
 * DevTools' ServiceWorker domain, from a blank web page (no extension page stays open: one would keep its
 * extension's process alive through the stop, which the other's would not be): it starts and stops workers and
 * reports each one's running status.
 */
async function workerControl(harness: Harness) {
  const page = await harness.context.newPage();
  const session = await harness.context.newCDPSession(page);
  const status = new Map<string, string>();
  session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) status.set(new URL(version.scriptURL).host, version.runningStatus);
  });
  await session.send('ServiceWorker.enable');
  const until = async (hosts: string[], running: string, tries = 500): Promise<boolean> => {
    for (let i = 0; !hosts.every((host) => status.get(host) === running); i++) {
      if (i > tries) return false;
      await page.waitForTimeout(10);
    }
    return true;
  };
  return {
    /** Starts the worker of `host` (DevTools can arm only a running worker). */
    async start(host: string): Promise<void> {
      await session.send('ServiceWorker.startWorker', { scopeURL: `chrome-extension://${host}/` });
      if (!(await until([host], 'running'))) throw new Error(`the worker of ${host} did not start`);
    },
    /** Stops every service worker and waits until those of `hosts` are stopped. */
    async stop(hosts: string[]): Promise<void> {
      // A worker that was starting when told to stop (a page's message on its way) runs on: told again, it stops.
      for (let i = 0; ; i++) {
        await session.send('ServiceWorker.stopAllWorkers');
        if (await until(hosts, 'stopped', 100)) break;
        if (i === 5) throw new Error(`the workers did not stop (${JSON.stringify([...status])})`);
      }
      // The browser's own aftermath of the stop (ports closed in the pages, the process's cleanup) is over first.
      await page.waitForTimeout(300);
    },
    close: async () => {
      await session.detach().catch(() => undefined);
      await page.close();
    },
  };
}

type Marks = { __wakeOver?: number; __wakeClick?: number };

/** Capturing listeners in the page stamp the pointer's arrival on the element `selector` names, and its click. */
async function armMarks(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as Marks;
    w.__wakeOver = 0;
    w.__wakeClick = 0;
    const on = (event: Event) => (event.target as Element | null)?.matches?.(selector) === true;
    window.addEventListener(
      'pointerover',
      (e) => {
        if (on(e) && !w.__wakeOver) w.__wakeOver = performance.timeOrigin + e.timeStamp;
      },
      { capture: true },
    );
    window.addEventListener(
      'click',
      (e) => {
        if (on(e) && !w.__wakeClick) w.__wakeClick = performance.timeOrigin + e.timeStamp;
      },
      { capture: true },
    );
  }, selector);
}

async function floorPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator(`#${FLOOR_BUTTON_ID}`).boundingBox({ timeout: 15_000 });
  if (!box) throw new Error('the floor button is not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

interface Side {
  host: string;
  /** The element the marks watch (the star's events reach the page as from its host). */
  selector: string;
  point(page: Page): Promise<{ x: number; y: number }>;
  /** Runs in the woken worker: is this transaction the click's? */
  isCommit: string;
}

async function wakeOnce(
  page: Page,
  control: Awaited<ReturnType<typeof workerControl>>,
  hosts: string[],
  watcher: Watcher,
  side: Side,
  mode: Mode,
  profileName: string | null,
): Promise<WakeSample> {
  const point = await side.point(page);
  await armMarks(page, side.selector);
  // Away first, so that the pointer's arrival is an arrival (the buttons sit where they sat on the last page).
  await page.mouse.move(0, 0);
  await control.start(side.host);
  let started: Promise<string>;
  if (mode === 'warm') {
    started = watcher.probeRunning(side.host);
    // A worker the bench just started has its own start-up work to finish first.
    await page.waitForTimeout(500);
  } else {
    ({ started } = await watcher.armStart(side.host, profileName !== null));
    await control.stop(hosts);
  }
  if (mode !== 'quick') {
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(HOVER_MS);
    await page.mouse.down();
    await page.waitForTimeout(PRESS_MS);
    await page.mouse.up();
  } else await page.mouse.click(point.x, point.y);
  const sessionId = await started;
  const marks = await page.evaluate(() => {
    const w = window as unknown as Marks;
    return { over: w.__wakeOver ?? 0, click: w.__wakeClick ?? 0 };
  });
  if (!marks.click || !marks.over) throw new Error('the page did not see the pointer reach and click the button');
  const { result, exceptionDetails } = await watcher.cdp.send<{
    result: { value?: { end: number; start: number; origin: number; arrived: number } };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  }>(
    'Runtime.evaluate',
    {
      awaitPromise: true,
      returnByValue: true,
      expression: `(async () => {
        const probe = globalThis.__bench;
        const t0 = ${marks.click};
        const isCommit = ${side.isCommit};
        const tx = await probe.wait(() => probe.tx.filter((t) => t.end > t0 && isCommit(t)).sort((a, b) => a.end - b.end)[0], 15000);
        return { end: tx.end, start: tx.start, origin: performance.timeOrigin, arrived: globalThis.__wakeArrived };
      })()`,
    },
    sessionId,
  );
  if (exceptionDetails || !result.value)
    throw new Error(
      `no commit seen in the woken worker: ${exceptionDetails?.exception?.description ?? exceptionDetails?.text}`,
    );
  if (profileName) await saveProfile(watcher.cdp, sessionId, profileName);
  const { end, start, origin, arrived } = result.value;
  return {
    arrived: arrived - marks.click,
    commit: end - marks.click,
    started: origin - marks.click,
    txOpened: start - marks.click,
  };
}

let nextPosting = 7_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

export async function starAfterSleep(ctx: BenchContext): Promise<void> {
  const { harness, samples, warmup, log } = ctx;
  const floorWorker = harness.context.serviceWorkers().find((w) => new URL(w.url()).pathname === `/${FLOOR_WORKER}`);
  if (!floorWorker) throw new Error('the wake floor extension is not loaded');
  const floorHost = new URL(floorWorker.url()).host;
  log('star_after_sleep: a star with the worker stopped first, beside the wake floor extension …');
  await routeJobPages(harness);
  const watcher = await watchWorkers(harness, [harness.extensionId, floorHost]);
  const star: Side = {
    host: harness.extensionId,
    selector: HOST_TAG,
    point: armStar,
    isCommit: `(t) => t.stores.includes('saved') && t.stores.includes('outbox')`,
  };
  const floor: Side = {
    host: floorHost,
    selector: `#${FLOOR_BUTTON_ID}`,
    point: floorPoint,
    isCommit: `(t) => t.db === ${JSON.stringify(FLOOR_DB)}`,
  };
  for (const open of harness.context.pages()) if (open.url().startsWith('chrome-extension://')) await open.close();
  const control = await workerControl(harness);
  const page = await harness.context.newPage();
  const results: Record<'star' | 'floor', Record<Mode, WakeSample[]>> = {
    star: { quick: [], paced: [], warm: [] },
    floor: { quick: [], paced: [], warm: [] },
  };
  try {
    for (let i = 0; i < warmup + samples; i++) {
      // Alternating which goes first, so that neither always follows the other's aftermath.
      const order = i % 2 ? [floor, star] : [star, floor];
      for (const mode of ['quick', 'paced', 'warm'] as const)
        for (const side of order) {
          await page.goto(`https://job-boards.greenhouse.io/${WAKE_BOARD}/jobs/${nextPosting++}`);
          await page.locator(`#${FLOOR_BUTTON_ID}`).waitFor({ timeout: 15_000 });
          // The star answers a press only once it has been in sight for SETTLE_MS (star.ts); armStar waits for its
          // button. Both before t0.
          await page.locator(HOST_TAG).first().waitFor({ state: 'visible', timeout: 15_000 });
          for (let j = 0; ; j++) {
            try {
              await armStar(page);
              break;
            } catch (error) {
              if (j === 49) throw error;
              await page.waitForTimeout(50);
            }
          }
          await page.waitForTimeout(SETTLE_MS + 200);
          const name = side === star ? 'star' : 'floor';
          const profileName = PROFILE_DIR && mode === 'quick' && i >= warmup ? `${name}-${i - warmup + 1}` : null;
          const sample = await wakeOnce(
            page,
            control,
            [harness.extensionId, floorHost],
            watcher,
            side,
            mode,
            profileName,
          );
          if (i >= warmup) results[name][mode].push(sample);
        }
    }
  } finally {
    await page.close();
    await control.close();
    watcher.close();
    // The measures after this one find jobstar's worker running, as they would without it.
    const waker = await extensionPage(harness);
    await sendMessage(waker, { __benchWake: 1 }).catch(() => undefined);
    await waker.close();
  }
  const at = (rows: WakeSample[], key: keyof WakeSample) => summarize(rows.map((r) => r[key]));
  const s = at(results.star.quick, 'commit');
  const f = at(results.floor.quick, 'commit');
  const m = (rows: WakeSample[], key: keyof WakeSample) => at(rows, key).median.toFixed(1);
  const sp = at(results.star.paced, 'commit').median;
  const fp = at(results.floor.paced, 'commit').median;
  ctx.put({
    name: 'star_after_sleep',
    unit: 'ms',
    median: s.median,
    p95: s.p95,
    floor_median: f.median,
    floor_p95: f.p95,
    ratio: s.median / f.median,
    goal: '≤ 1.5× floor',
    pass: s.median <= 1.5 * f.median,
    samples: s.n,
    note:
      'click → committed, every worker stopped first; the pointer arrives and clicks at once, so the port (and the wake) ' +
      `opens with the click: the worker's global was created ${m(results.star.quick, 'started')} ms after the click ` +
      `(floor ${m(results.floor.quick, 'started')}), dispatched the port's message (its scripts run) at ${m(results.star.quick, 'arrived')} ms ` +
      `(floor ${m(results.floor.quick, 'arrived')}), its transaction opened at ${m(results.star.quick, 'txOpened')} ms ` +
      `(floor ${m(results.floor.quick, 'txOpened')}). At a person's pace (the pointer rests ${HOVER_MS} ms, the press lasts ` +
      `${PRESS_MS} ms; the port opens as the pointer arrives): ${sp.toFixed(1)} ms against the floor's ${fp.toFixed(1)} ms ` +
      `(${(sp / fp).toFixed(2)}×), the worker up ${(-at(results.star.paced, 'started').median).toFixed(0)} ms before the click`,
  });
  ctx.put({
    name: 'worker_wake_floor',
    unit: 'ms',
    median: f.median,
    p95: f.p95,
    goal: 'report',
    pass: null,
    samples: f.n,
    note: 'the same click (at once), wake, port message and one bare IndexedDB put, for a minimal extension whose worker does nothing else (tests/bench/wake-floor-extension.ts)',
  });
  const w = at(results.star.warm, 'commit');
  const wf = at(results.floor.warm, 'commit');
  ctx.put({
    name: 'star_click_floor',
    unit: 'ms',
    median: wf.median,
    p95: wf.p95,
    goal: 'report',
    pass: null,
    samples: wf.n,
    note:
      `the platform's whole path for a click that writes, worker running: a person's click on the floor extension's button → ` +
      `its content script → the port → one bare put committed. jobstar's star, clicked the same way in the same rounds: ` +
      `${w.median.toFixed(1)} ms (p95 ${w.p95.toFixed(1)}), ${(w.median / wf.median).toFixed(2)}× this; its transaction ` +
      `opened at ${m(results.star.warm, 'txOpened')} ms (floor ${m(results.floor.warm, 'txOpened')})`,
  });
}
