/**
 * Long lists handled a slice at a time, the page given a turn between slices (issue 36): exporting or checking
 * 20,000 starred jobs in one go held the options page for seconds, with no way to show how far it was.
 */

/** Rows per slice: a few tens of milliseconds of work for the heaviest rows (a kept posting each). */
export const CHUNK_ROWS = 500;

/** How far a long act is: `done` of `total` units of work. */
export type Progress = (done: number, total: number) => void;

/**
 * A worker's next turn: a message to itself, which no timer's 4 ms minimum delays. A worker has no page to paint,
 * but it takes in the answers to its own reads in its turns: the export's worker (ui/options/export-file.ts) checks
 * the starred rows while the browser is still sending it the kept postings, and with no turn between slices those
 * waited for the whole check.
 */
const workerTurn = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });

/** Lets the page paint and take input, or a worker take in what it was sent, before the next slice. */
export const nextTask = (): Promise<void> =>
  typeof document === 'undefined' ? workerTurn() : new Promise((resolve) => setTimeout(resolve, 0));

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
