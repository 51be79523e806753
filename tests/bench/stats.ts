/** Samples → median and p95, the result rows of `bench-results.json`, and the printed table. */

export interface Summary {
  n: number;
  median: number;
  p95: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { n: sorted.length, median, p95: at(95) };
}

export interface BenchRow {
  name: string;
  unit: string;
  /** null when not measured. */
  median: number | null;
  p95: number | null;
  floor_median?: number | null;
  floor_p95?: number | null;
  /** median / floor_median. */
  ratio?: number | null;
  goal: string;
  /** null for report-only rows and rows not measured. */
  pass: boolean | null;
  samples?: number;
  note?: string;
}

export const notMeasured = (name: string, unit: string, goal: string, why: string): BenchRow => ({
  name,
  unit,
  median: null,
  p95: null,
  goal,
  pass: null,
  note: `not measured: ${why}`,
});

const round = (value: number | null | undefined, digits = 2): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Number(value.toFixed(digits));

/** Rounds the numbers of a row for the JSON file and the table. */
export function tidy(row: BenchRow): BenchRow {
  const out: BenchRow = { ...row, median: round(row.median), p95: round(row.p95) };
  if ('floor_median' in row) out.floor_median = round(row.floor_median);
  if ('floor_p95' in row) out.floor_p95 = round(row.floor_p95);
  if ('ratio' in row) out.ratio = round(row.ratio);
  return out;
}

const cell = (value: number | null | undefined): string =>
  value === null || value === undefined ? '–' : String(value);

export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['name', 'unit', 'median', 'p95', 'floor', 'ratio', 'goal', 'pass'];
  const body = rows.map((row) => [
    row.name,
    row.unit,
    cell(row.median),
    cell(row.p95),
    cell(row.floor_median),
    row.ratio === null || row.ratio === undefined ? '–' : `${row.ratio}×`,
    row.goal,
    row.median === null ? 'NOT MEASURED' : row.pass === null ? 'report' : row.pass ? 'pass' : 'MISS',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const out = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)];
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.name}: ${row.note}`);
  return [...out, ...(notes.length ? ['', ...notes] : [])].join('\n');
}
