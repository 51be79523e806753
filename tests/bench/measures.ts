/** The measures that need the extension running in Chromium, in an order where each one's state is known. */
import type { Worker } from '@playwright/test';
import { extensionPage, sendMessage } from './browser';
import { contentList } from './content-list';
import type { BenchContext } from './context';
import { FIRST_SYNC_ROWS, firstSync } from './first-sync';
import { installPageProbe, popupFirstPaint, searchRender } from './popup';
import { fetchFloorOnce, idbFloorOnce, messageFloor, routeJobPages, type StarSample, starOnce } from './star';
import { summarize } from './stats';
import { drain, reconcileAndMemory, reconcileRow, SAVED_CAP, SYNC_SIZES } from './sync-measures';
import { starAfterSleep, WAKE_ROWS } from './worker-wake';

export const BENCH_EMAIL = 'bench@jobstar.test';
const FLOOR_EMAIL = 'bench-floor@jobstar.test';
const STAR_ROWS = ['star_to_idb', 'star_to_pressed', 'star_to_server', 'message_floor', 'idb_put_floor'];

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * Real sign-in through the dev provider: an extension page sends `auth.signIn` (what the popup's button
 * sends), the provider's login page opens in the context, we fill Email and press Sign in.
 */
async function signIn(ctx: BenchContext): Promise<void> {
  const { context } = ctx.harness;
  const page = await extensionPage(ctx.harness);
  try {
    const loginPage = context.waitForEvent('page', { timeout: 20_000 });
    const answer = sendMessage<{ ok: boolean; error?: { message: string } }>(page, { type: 'auth.signIn' });
    const login = await loginPage;
    await login.getByLabel('Email').fill(BENCH_EMAIL);
    await login.getByRole('button', { name: 'Sign in' }).click();
    const result = await answer;
    if (!result?.ok) throw new Error(result?.error?.message ?? 'no answer to auth.signIn');
  } finally {
    await page.close();
  }
}

export async function browserMeasures(ctx: BenchContext): Promise<void> {
  const { harness, log } = ctx;
  let sw: Worker = await harness.worker();
  await installPageProbe(harness);

  let signedIn = false;
  let signInError = '';
  try {
    log('signing in through the dev provider …');
    await signIn(ctx);
    signedIn = true;
  } catch (error) {
    signInError = `sign-in through the popup failed (${message(error)})`;
    log(signInError);
  }
  sw = await harness.worker();

  if (STAR_ROWS.some(ctx.wanted)) {
    try {
      await starMeasures(ctx, sw, signedIn, signInError);
    } catch (error) {
      ctx.skip(STAR_ROWS, `the star could not be clicked: ${message(error)}`);
    }
  }

  const popupRows = ['popup_first_paint', 'popup_first_open', 'popup_script_floor', 'popup_static_floor'];
  if (popupRows.some(ctx.wanted)) {
    try {
      await popupFirstPaint(ctx);
    } catch (error) {
      ctx.skip(popupRows, `the popup could not be timed: ${message(error)}`);
    }
  }

  if (ctx.wanted('search_render')) {
    try {
      await searchRender(ctx);
    } catch (error) {
      ctx.skip(['search_render'], `the company search could not be timed: ${message(error)}`);
    }
  }

  if (ctx.wanted('content_list_500')) {
    try {
      await contentList(ctx);
    } catch (error) {
      ctx.skip(['content_list_500'], `the list page could not be timed: ${message(error)}`);
    }
  }

  // Smallest size first: each size stars only what the previous one left missing.
  for (const size of SYNC_SIZES) {
    const names = [reconcileRow(size), size.memoryRow];
    if (!names.some(ctx.wanted)) continue;
    if (!signedIn) ctx.skip(names, signInError);
    else if (size.count > SAVED_CAP)
      ctx.skip(
        names,
        `the client refuses a saved list of more than ${SAVED_CAP.toLocaleString('en')} entries (api/http-limits.ts MAX_SAVED_ENTRIES)`,
      );
    else {
      try {
        sw = await harness.worker();
        await reconcileAndMemory(ctx, sw, BENCH_EMAIL, size);
      } catch (error) {
        ctx.skip(names, `the pull could not be timed: ${message(error)}`);
      }
    }
  }

  if (ctx.wanted('drain_1000')) {
    if (!signedIn) ctx.skip(['drain_1000'], signInError);
    else {
      try {
        sw = await harness.worker();
        await drain(ctx, sw, await ctx.server.token(FLOOR_EMAIL));
      } catch (error) {
        ctx.skip(['drain_1000'], `the drain could not be timed: ${message(error)}`);
      }
    }
  }

  // Last: its stars (three a round) would take the list past what the popup keeps for its first frame
  // (ui/shared/first-rows.ts), and it stops the workers the measures before it find running.
  if (WAKE_ROWS.some(ctx.wanted)) {
    try {
      await starAfterSleep(ctx);
    } catch (error) {
      ctx.skip(WAKE_ROWS, `the star after a stopped worker could not be timed: ${message(error)}`);
    }
  }

  // In browsers of its own (each a new device), so nothing above changes what it finds.
  if (FIRST_SYNC_ROWS.some(ctx.wanted)) {
    try {
      await firstSync(ctx);
    } catch (error) {
      ctx.skip(FIRST_SYNC_ROWS, `the new device's first sync could not be timed: ${message(error)}`);
    }
  }
}

let nextPosting = 5_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
const posting = () => nextPosting++;
/** Long enough for a star's acknowledgement and badge, which take a few tens of milliseconds. */
const STAR_SETTLE_MS = 250;

async function starMeasures(ctx: BenchContext, sw: Worker, signedIn: boolean, signInError: string): Promise<void> {
  const { harness, samples, warmup, log } = ctx;
  log('star: click → pressed / committed / on the server, each round beside its floors …');
  await routeJobPages(harness);
  const token = signedIn ? await ctx.server.token(FLOOR_EMAIL) : undefined;
  const page = await harness.context.newPage();
  const results: StarSample[] = [];
  const messages: number[] = [];
  const idbFloor: number[] = [];
  const fetchFloor: number[] = [];
  const floorServerMs: number[] = [];
  try {
    // Each round takes a star and then its floors, so that both see the same machine: run one after the other,
    // the floors of one run had moved by up to half against the star's own time in the next.
    for (let i = 0; i < warmup + samples; i++) {
      const sample = await starOnce(page, sw, posting(), signedIn);
      // The star's aftermath in the background (its acknowledgement, the badge, the tabs' news) is over first.
      await page.waitForTimeout(STAR_SETTLE_MS);
      // On this job page, so its content script is the one that starred; the first ping of a page warms it.
      const [, ping] = await messageFloor(page, sw, 2, harness.extensionId);
      const put = await idbFloorOnce(sw, posting());
      const floor = token ? await fetchFloorOnce(sw, ctx.server.url, token, `floor:${posting()}`) : undefined;
      if (i < warmup) continue;
      results.push(sample);
      messages.push(ping!);
      idbFloor.push(put);
      if (floor) {
        fetchFloor.push(floor.ms);
        floorServerMs.push(floor.serverMs ?? Number.NaN);
      }
    }
  } finally {
    await page.close();
  }
  const idb = summarize(results.map((r) => r.idb));
  const messageF = summarize(messages);
  const putF = summarize(idbFloor);
  // The star's floor: the message from the content script plus one put, both measured in this run (issue 18).
  const floor = { median: messageF.median + putF.median, p95: messageF.p95 + putF.p95 };
  ctx.put({
    name: 'star_to_idb',
    unit: 'ms',
    median: idb.median,
    p95: idb.p95,
    floor_median: floor.median,
    floor_p95: floor.p95,
    ratio: idb.median / floor.median,
    goal: '≤ 2× floor',
    pass: idb.median <= 2 * floor.median,
    samples: idb.n,
    note: `floor = message_floor ${messageF.median.toFixed(2)} + idb_put_floor ${putF.median.toFixed(2)} ms; click → the star's handler reached ${summarize(results.map((r) => r.handler)).median.toFixed(1)} ms (the browser's input delivery) → star.set dispatched in the background ${summarize(results.map((r) => r.arrived)).median.toFixed(1)} ms (content script, message) → transaction opened ${summarize(results.map((r) => r.txOpened)).median.toFixed(1)} ms (zod, scope, routing, command) → committed${signedIn ? '' : `; signed out (${signInError})`}`,
  });
  ctx.put({
    name: 'message_floor',
    unit: 'ms',
    median: messageF.median,
    p95: messageF.p95,
    goal: 'report',
    pass: null,
    samples: messageF.n,
    note: 'one bare runtime.sendMessage from the job page’s content script to the background and back',
  });
  ctx.put({
    name: 'idb_put_floor',
    unit: 'ms',
    median: putF.median,
    p95: putF.p95,
    goal: 'report',
    pass: null,
    samples: putF.n,
    note: 'one bare IndexedDB put of a saved row in the background, one transaction, connection kept open',
  });
  const pressed = summarize(results.map((r) => r.pressed));
  ctx.put({
    name: 'star_to_pressed',
    unit: 'ms',
    median: pressed.median,
    p95: pressed.p95,
    goal: '< 16 ms',
    pass: pressed.median < 16,
    samples: pressed.n,
  });
  if (!signedIn) {
    ctx.skip(['star_to_server'], signInError);
    return;
  }
  const median = (values: (number | undefined)[]) => summarize(values.map((v) => v ?? Number.NaN)).median.toFixed(1);
  const server = summarize(results.map((r) => r.server ?? Number.NaN));
  const serverF = summarize(fetchFloor);
  const budget = 2 * serverF.median + idb.median;
  ctx.put({
    name: 'star_to_server',
    unit: 'ms',
    median: server.median,
    p95: server.p95,
    floor_median: serverF.median,
    floor_p95: serverF.p95,
    ratio: server.median / serverF.median,
    goal: '≤ 2× floor + star_to_idb',
    pass: server.median <= budget,
    samples: server.n,
    note:
      `budget ${budget.toFixed(1)} ms; click → PUT sent ${median(results.map((r) => r.putSent))} ms; ` +
      `the PUT ${median(results.map((r) => r.putMs))} ms (the server's own time in it ${median(results.map((r) => r.putServerMs))} ms), ` +
      `the floor's ${serverF.median.toFixed(1)} ms (server ${median(floorServerMs)} ms)`,
  });
}
