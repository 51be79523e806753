/**
 * `npm run bench` (scripts/bench.mjs runs this with tsx): builds the extension against a reference server it
 * starts (free port, temporary DATA_DIR, 100k jobs, fault switch on), launches the build in headless
 * Chromium as the end-to-end tests do, runs every measure of issue 9 (warm-up, then samples; median and
 * p95; the floor in the same run where the issue names one), prints a table and writes
 * `bench-results.json`. A measure that cannot run says why instead of giving a number. Missing a goal is
 * a result, not a failure: the exit code is non-zero only when the harness itself breaks.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BOARD_ROWS, boardDataMeasures } from './board-data';
import { launchExtension } from './browser';
import { entryBundles } from './bundle';
import type { BenchContext } from './context';
import { browserMeasures } from './measures';
import { root, startBenchServer } from './server';
import { measureServer } from './server-queries';
import { type BenchRow, formatTable, notMeasured, tidy } from './stats';
import { writeWakeFloorExtension } from './wake-floor-extension';
import { WAKE_ROWS } from './worker-wake';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const jobsArg = args.find((arg) => arg.startsWith('--jobs='));
const catalogJobs = jobsArg ? Number(jobsArg.slice('--jobs='.length)) : 100_000;
const outFile = join(root, 'bench-results.json');

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** The rows in the order of the issue; each measure fills its own. */
const ORDER: [name: string, unit: string, goal: string][] = [
  ['star_to_idb', 'ms', '≤ 2× floor'],
  ['message_floor', 'ms', 'report'],
  ['idb_put_floor', 'ms', 'report'],
  ['star_to_pressed', 'ms', '< 16 ms'],
  ['star_to_server', 'ms', '≤ 2× floor + star_to_idb'],
  ['star_after_sleep', 'ms', '≤ 1.5× floor'],
  ['worker_wake_floor', 'ms', 'report'],
  ['star_click_floor', 'ms', 'report'],
  ['content_list_500', 'ms/100 cards', '≤ 5 ms per 100'],
  ['popup_first_paint', 'ms', '≤ 1.15× popup_script_floor'],
  ['popup_first_open', 'ms', '≤ 2× popup_script_floor'],
  ['popup_script_floor', 'ms', 'report'],
  ['popup_static_floor', 'ms', 'report'],
  ['search_render', 'ms', '≤ 50 ms'],
  ['reconcile_5000', 'ms', '≤ 300 ms'],
  ['reconcile_20000', 'ms', '≤ 2000 ms'],
  ['drain_1000', 'ms', '≤ 1× floor'],
  ['server_company_search_100k', 'ms', 'p95 ≤ 10 ms'],
  ['server_jobs_100k', 'ms', 'p95 ≤ 10 ms'],
  ['bundle_content_gz', 'kB', '≤ 15 kB'],
  ['bundle_popup_gz', 'kB', '≤ 45 kB'],
  ['bundle_popup_first_open_gz', 'kB', 'report'],
  ['bundle_popup_lazy_gz', 'kB', 'report'],
  ['bundle_background_gz', 'kB', 'report'],
  ['bundle_background_rest_gz', 'kB', 'report'],
  ['sw_memory', 'MB', 'report'],
  ['sw_memory_20000', 'MB', 'report'],
  ['board_first_paint_2000', 'ms', '≤ 1.5× floor'],
  ['board_first_open_2000', 'ms', 'report'],
  ['board_move', 'ms', '≤ 16 ms'],
  ['import_20000', 'ms', '≤ 5000 ms, no task > 200 ms'],
  ['export_20000', 'ms', '≤ 2000 ms, no task > 200 ms'],
  ['first_sync_2000_apps_list', 'ms', '≤ 2000 ms'],
  ['first_sync_2000_apps', 'ms', '≤ 10000 ms'],
];

const wanted = (name: string) => !only || only.includes(name);

/** Undone on Ctrl+C / SIGTERM too, so no server, browser or temporary folder outlives the run. */
const cleanups: (() => Promise<void>)[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    Promise.allSettled(cleanups.map((cleanup) => cleanup())).finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const rows = new Map<string, BenchRow>();
  const put = (row: BenchRow) => rows.set(row.name, row);
  const skip = (names: string[], why: string) => {
    for (const name of names) {
      const spec = ORDER.find(([n]) => n === name)!;
      if (!rows.has(name)) put(notMeasured(name, spec[1], spec[2], why));
    }
  };
  const samples = quick ? 5 : 12;
  const warmup = quick ? 1 : 2;
  log(`${quick ? 'quick' : 'full'} run: ${warmup} warm-up + ${samples} samples per measure`);

  log(`starting the reference server with ${catalogJobs} jobs …`);
  const serverPromise = startBenchServer(catalogJobs);
  serverPromise.catch(() => undefined);
  // The build needs the server's URL, which needs its port: the server picks it before it seeds.
  const server = await serverPromise;
  cleanups.push(() => server.stop());
  log(`server up at ${server.url} (seeded in ${Math.round(server.seedMs)} ms)`);
  const outDir = join(root, '.output/bench');
  const extensionDir = join(outDir, 'chrome-mv3');
  try {
    log('building the extension …');
    await promisify(execFile)(join(root, 'node_modules/.bin/wxt'), ['build'], {
      cwd: root,
      env: { ...process.env, WXT_API_BASE_URL: server.url, JOBSTAR_OUT_DIR: outDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    // The floor of popup_first_paint: an empty page served by the extension itself (bench build only), and the
    // same page with its paragraph painted by one script file (popup_script_floor).
    copyFileSync(join(import.meta.dirname, 'blank.html'), join(extensionDir, 'bench-blank.html'));
    copyFileSync(join(import.meta.dirname, 'blank-script.html'), join(extensionDir, 'bench-blank-script.html'));
    copyFileSync(join(import.meta.dirname, 'blank-script.js'), join(extensionDir, 'bench-blank-script.js'));

    if (
      [
        'bundle_content_gz',
        'bundle_popup_gz',
        'bundle_popup_first_open_gz',
        'bundle_popup_lazy_gz',
        'bundle_background_gz',
        'bundle_background_rest_gz',
      ].some(wanted)
    ) {
      const bundles = entryBundles(extensionDir);
      const kb = (bytes: number) => bytes / 1000;
      const bySize = (sizes: Record<string, number>) =>
        Object.entries(sizes)
          .sort((a, b) => b[1] - a[1])
          .map(([file, bytes]) => `${file} ${kb(bytes).toFixed(1)}`)
          .join(', ');
      const row = (name: string, size: typeof bundles.content | undefined, limit: number | undefined) => {
        if (!size) return notMeasured(name, 'kB', limit ? `≤ ${limit} kB` : 'report', 'no such entry point');
        const lazy = size.lazyFiles.length ? `; +${kb(size.lazyGz).toFixed(1)} kB loaded on demand` : '';
        return {
          name,
          unit: 'kB',
          median: kb(size.gz),
          p95: kb(size.gz),
          goal: limit ? `≤ ${limit} kB` : 'report',
          pass: limit ? kb(size.gz) <= limit : null,
          note: `gzip -9, ${size.files.length} file(s): ${bySize(size.sizes)}${lazy}`,
        } satisfies BenchRow;
      };
      put(row('bundle_content_gz', bundles.content, 15));
      put(row('bundle_popup_gz', bundles.popup, 45));
      if (bundles.popup) {
        const firstOpen = bundles.popupFirstOpen;
        if (firstOpen)
          put({
            ...row('bundle_popup_first_open_gz', firstOpen, undefined),
            note: `an opening with no copy to paint: gzip -9, ${firstOpen.files.length} file(s): ${bySize(firstOpen.sizes)}`,
          });
        // What the popup imports after its first frame (its later tabs, the service client), apart.
        const lazy = bundles.popup;
        put({
          name: 'bundle_popup_lazy_gz',
          unit: 'kB',
          median: kb(lazy.lazyGz),
          p95: kb(lazy.lazyGz),
          goal: 'report',
          pass: null,
          note: `gzip -9, ${lazy.lazyFiles.length} file(s) only reached through import(): ${bySize(lazy.lazySizes)}`,
        });
      }
      put(row('bundle_background_gz', bundles.background, undefined));
      put(row('bundle_background_rest_gz', bundles.backgroundRest, undefined));
    }

    if (wanted('server_company_search_100k') || wanted('server_jobs_100k')) {
      log('server queries …');
      try {
        for (const row of await measureServer(server.url, quick ? 5 : 20, catalogJobs)) put(row);
      } catch (error) {
        skip(['server_company_search_100k', 'server_jobs_100k'], `the server queries failed: ${String(error)}`);
      }
    }

    const browserNames = ORDER.map(([name]) => name).filter(
      (name) => !name.startsWith('server_') && !name.startsWith('bundle_') && wanted(name),
    );
    if (browserNames.length) {
      log('launching Chromium with the extension …');
      // star_after_sleep's floor: a minimal extension in the same browser (only when that row is wanted).
      const wakeFloor = WAKE_ROWS.some(wanted) ? writeWakeFloorExtension() : undefined;
      if (wakeFloor) cleanups.push(async () => wakeFloor.remove());
      const harness = await launchExtension(extensionDir, wakeFloor ? [wakeFloor.dir] : []);
      cleanups.unshift(() => harness.close());
      try {
        const ctx: BenchContext = { harness, server, samples, warmup, log, put, skip, wanted };
        await browserMeasures(ctx);
        if (BOARD_ROWS.some(wanted)) await boardDataMeasures(ctx);
      } finally {
        await harness.close();
        wakeFloor?.remove();
      }
    }
  } finally {
    await server.stop();
  }

  skip(ORDER.map(([name]) => name).filter(wanted), 'the harness did not reach it');
  const ordered = ORDER.map(([name]) => rows.get(name))
    .filter((row): row is BenchRow => !!row)
    .map(tidy);
  writeFileSync(outFile, `${JSON.stringify(ordered, null, 2)}\n`);
  process.stdout.write(`\n${formatTable(ordered)}\n\nwritten: ${outFile}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench: the harness crashed:', error);
    process.exit(1);
  },
);
