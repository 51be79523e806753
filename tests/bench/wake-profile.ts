/**
 * Sums up the CPU profiles `BENCH_WAKE_PROFILE=<dir>` wrote (worker-wake.ts): where a woken worker's time went,
 * per script file (its own code, and everything under its top level) and per function, the median over the
 * profiles of each side. `npx tsx tests/bench/wake-profile.ts <dir> [built extension dir]`: with the built
 * extension's directory, each function is shown with the start of its minified source, to tell which one it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self and inclusive times, ms, by key. */
interface Shares {
  self: Map<string, number>;
  total: Map<string, number>;
  sampled: number;
}

const file = (url: string) => (url ? url.replace(/^chrome-extension:\/\/[^/]+\//, '') : '(native or DevTools)');
const where = (frame: CallFrame) =>
  `${frame.functionName || '(top level)'} ${file(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

export function shares(profile: Profile, keyOf: (frame: CallFrame) => string): Shares {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let sampled = 0;
  profile.samples.forEach((id, i) => {
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    sampled += ms;
    const leaf = byId.get(id)!;
    const leafKey = keyOf(leaf.callFrame);
    self.set(leafKey, (self.get(leafKey) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = keyOf(byId.get(at)!.callFrame);
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + ms);
      seen.add(key);
    }
  });
  return { self, total, sampled };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function table(all: Shares[], title: string, rows: number, snippet: (key: string) => string): string {
  const keys = new Set(all.flatMap((s) => [...s.total.keys()]));
  const lines = [...keys]
    .map((key) => ({
      key,
      self: median(all.map((s) => s.self.get(key) ?? 0)),
      total: median(all.map((s) => s.total.get(key) ?? 0)),
    }))
    .sort((a, b) => b.self - a.self || b.total - a.total)
    .slice(0, rows)
    .map((r) => `${r.self.toFixed(1).padStart(7)} ${r.total.toFixed(1).padStart(7)}  ${r.key}${snippet(r.key)}`);
  return [`${title} (median ms over ${all.length}: self, total)`, ...lines].join('\n');
}

function main(): void {
  const [dir, built] = process.argv.slice(2);
  if (!dir) throw new Error('usage: wake-profile.ts <profile dir> [built extension dir]');
  const sources = new Map<string, string[]>();
  const snippet = (key: string): string => {
    const at = / (\S+):(\d+):(\d+)$/.exec(key);
    if (!built || !at || at[1]!.startsWith('(')) return '';
    const path = at[1]!;
    if (!sources.has(path)) {
      try {
        sources.set(path, readFileSync(join(built, path), 'utf8').split('\n'));
      } catch {
        sources.set(path, []);
      }
    }
    const line = sources.get(path)![Number(at[2]) - 1] ?? '';
    const start = Number(at[3]) - 1;
    return `\n${' '.repeat(17)}${line.slice(start, start + 90).replace(/\s+/g, ' ')}`;
  };
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  for (const side of [...new Set(files.map((name) => name.replace(/-\d+\.cpuprofile$/, '')))].sort()) {
    const profiles = files
      .filter((name) => name.startsWith(`${side}-`))
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Profile);
    const byFile = profiles.map((p) => shares(p, (frame) => file(frame.url)));
    const byFunction = profiles.map((p) => shares(p, where));
    console.log(
      `\n== ${side}: ${profiles.length} profiles, ${median(byFile.map((s) => s.sampled)).toFixed(1)} ms sampled`,
    );
    console.log(table(byFile, 'by script file', 25, () => ''));
    console.log(table(byFunction, 'by function', 40, snippet));
  }
}

main();
