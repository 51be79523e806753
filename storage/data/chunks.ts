/**
 * Long lists handled a slice at a time, the page given a turn between slices (issue 36): exporting or checking
 * 20,000 starred jobs in one go held the options page for seconds, with no way to show how far it was.
 */

/** Rows per slice: a few tens of milliseconds of work for the heaviest rows (a kept posting each). */
export const CHUNK_ROWS = 500;

/** How far a long act is: `done` of `total` units of work. */
export type Progress = (done: number, total: number) => void;

/**
 * Lets the page paint and take input before the next slice. A worker has no page to paint (the options page reads
 * and writes its files in workers): its slices run back to back, as a timer's turn costs at least 4 ms there.
 */
export const nextTask = (): Promise<void> =>
  typeof document === 'undefined' ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `each` over `rows` a slice at a time, yielding after each slice; `each` gets the slice and where it starts. */
export async function inChunks<T>(
  rows: readonly T[],
  each: (slice: readonly T[], start: number) => void | Promise<void>,
  size = CHUNK_ROWS,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await each(rows.slice(start, start + size), start);
    await nextTask();
  }
}
