/**
 * `BENCH_BOARD_TRACE=<dir>`: the board's measured samples (its first paints and its moves) are recorded as
 * Chromium traces (`<name>.json`, openable in DevTools' Performance panel), to see where their time goes before
 * cutting anything. `npx tsx tests/bench/board-trace.ts <file.json>` sums one up: the renderer main thread's self
 * time by event, from the first event to the last, and the tasks over 4 ms.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const TRACE_DIR = process.env.BENCH_BOARD_TRACE;

/**
 * The timeline's own events and each thread's tasks (`toplevel`, which the summary's task list needs); with
 * `BENCH_BOARD_TRACE_JS=1` the sampled script too, which costs the page more.
 */
const CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(process.env.BENCH_BOARD_TRACE_JS
    ? ['disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler']
    : []),
].join(',');

/** Starts a trace of `page` when TRACE_DIR is set; the returned function stops it and writes `<name>.json`. */
export async function traceOf(page: Page, name: string): Promise<() => Promise<void>> {
  if (!TRACE_DIR) return async () => {};
  const session = await page.context().newCDPSession(page);
  const events: unknown[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await session.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
    await session.send('Tracing.end');
    await done;
    await session.detach();
    mkdirSync(TRACE_DIR, { recursive: true });
    writeFileSync(join(TRACE_DIR, `${name}.json`), JSON.stringify({ traceEvents: events }));
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
  };
}

/** The sampled JavaScript's self time (ms) by function, summed over every profile in the trace. */
function functions(events: TraceEvent[]): Map<string, number> {
  const self = new Map<string, number>();
  interface Sampled {
    nodes: Map<number, ProfileNode>;
    samples: number[];
    deltas: number[];
  }
  const byProfile = new Map<string, Sampled>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.id}`;
    const profile: Sampled = byProfile.get(key) ?? { nodes: new Map(), samples: [], deltas: [] };
    byProfile.set(key, profile);
    for (const node of event.args?.data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(event.args?.data?.cpuProfile?.samples ?? []));
    profile.deltas.push(...(event.args?.data?.timeDeltas ?? []));
  }
  for (const { nodes, samples, deltas } of byProfile.values()) {
    samples.forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const file = (frame.url ?? '').replace(/^chrome-extension:\/\/[^/]+\//, '');
      const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
    });
  }
  return self;
}

/** A task of a thread: `RunTask` in the timeline's detailed category, `ThreadControllerImpl::RunTask` in `toplevel`. */
const isTask = (event: TraceEvent) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

/** Self time (ms) by event name on the main thread of the renderer that ran the most, and its long tasks. */
function summarize(events: TraceEvent[]): void {
  const names = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const busy = new Map<string, number>();
  for (const event of complete) {
    const thread = `${event.pid}:${event.tid}`;
    if (names.get(thread) === 'CrRendererMain' && isTask(event)) busy.set(thread, (busy.get(thread) ?? 0) + event.dur!);
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = complete.filter((event) => `${event.pid}:${event.tid}` === main).sort((a, b) => a.ts - b.ts);
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; child: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.event.ts + top.event.dur! > upTo) return;
      stack.pop();
      self.set(top.event.name, (self.get(top.event.name) ?? 0) + top.event.dur! - top.child);
      if (stack.length > 0) stack[stack.length - 1]!.child += top.event.dur!;
    }
  };
  for (const event of mine) {
    close(event.ts);
    stack.push({ event, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const first = mine[0]?.ts ?? 0;
  console.log('self time by event (ms):');
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(us / 1000).toFixed(2).padStart(8)}  ${name}`);
  console.log('sampled JavaScript, self time by function (ms):');
  for (const [name, ms] of [...functions(events)].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${ms.toFixed(2).padStart(8)}  ${name}`);
  console.log('tasks from the input on (start, duration, then what they hold, 0.3 ms or more):');
  // The move's input is the last: a menu's trace has the ArrowDown that opened it first.
  const input = mine
    .filter((event) => event.name === 'EventDispatch' && /keydown|pointerup/.test(JSON.stringify(event.args)))
    .at(-1);
  const task = input && mine.filter((event) => isTask(event) && event.ts <= input.ts).at(-1);
  for (const each of task ? mine.filter((event) => isTask(event) && event.ts >= task.ts).slice(0, 12) : []) {
    console.log(`  ${((each.ts - first) / 1000).toFixed(1).padStart(8)}  ${(each.dur! / 1000).toFixed(2)} task`);
    for (const inner of mine.filter(
      (e) => e !== each && e.ts >= each.ts && e.ts + e.dur! <= each.ts + each.dur! && e.dur! >= 300,
    ))
      console.log(
        `            ${((inner.ts - first) / 1000).toFixed(1)} ${(inner.dur! / 1000).toFixed(2)} ${inner.name} ${inner.name === 'EventDispatch' || inner.name === 'FunctionCall' ? JSON.stringify(inner.args).slice(0, 120) : ''}`,
      );
  }
  console.log('tasks over 4 ms (start after the first event, duration):');
  for (const task of mine.filter((event) => isTask(event) && event.dur! > 4000))
    console.log(`  ${((task.ts - first) / 1000).toFixed(1).padStart(8)}  ${(task.dur! / 1000).toFixed(2)}`);
}

if (process.argv[1]?.endsWith('board-trace.ts') && process.argv[2]) {
  const file = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { traceEvents: TraceEvent[] };
  summarize(file.traceEvents);
}
