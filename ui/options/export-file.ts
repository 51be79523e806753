/**
 * "Export JSON" without holding the options page (issue 36): reading 20,000 starred jobs with their postings,
 * checking each row and writing 55 MB of JSON took seconds of the page's main thread, in tasks of up to a second
 * (one read of every starred row, the Blob made of the pieces). A worker (export-worker.ts) opens the account's
 * database itself, does all of it, and hands the page the finished file.
 */

import { exportJson, jsonPieces } from '../../storage/data';
import { AccountDb } from '../../storage/db';

export interface ToExportWorker {
  /** The account's database, opened in the worker by its name. */
  dbName: string;
  now: number;
}

export type FromExportWorker =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; file: Blob }
  | { kind: 'failed'; message: string };

/** What the page needs of a `Worker`, so that tests can stand in for one. */
export interface ExportWorker {
  onmessage: ((event: MessageEvent<FromExportWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: ToExportWorker): void;
  terminate(): void;
}

/**
 * The file as a Blob; `progress` counts starred jobs twice (read and checked, then written), so the bar moves
 * through both halves.
 */
export async function exportBlob(db: AccountDb, now: Date, progress?: (done: number, total: number) => void) {
  const file = await exportJson(db, now, (done, total) => progress?.(done, 2 * total));
  const starred = file.saved.length;
  const pieces = await jsonPieces(file, (done, total) =>
    progress?.(starred + Math.round((done / Math.max(total, 1)) * starred), 2 * starred),
  );
  return new Blob(pieces, { type: 'application/json' });
}

/** The worker's whole job: the database opened by name, the file made, posted, and the database closed. */
export async function exportForPage(
  { dbName, now }: ToExportWorker,
  post: (message: FromExportWorker) => void,
  open = (name: string) => new AccountDb(name),
): Promise<void> {
  const db = open(dbName);
  try {
    post({
      kind: 'done',
      file: await exportBlob(db, new Date(now), (done, total) => post({ kind: 'progress', done, total })),
    });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    db.close();
  }
}

/** The page's side: the finished file, or the worker's failure as an error. */
export function exportInWorker(
  worker: ExportWorker,
  dbName: string,
  progress?: (done: number, total: number) => void,
  now = new Date(),
): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.kind === 'progress') progress?.(data.done, data.total);
      else if (data.kind === 'done') resolve(data.file);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'the export worker failed'));
    worker.postMessage({ dbName, now: now.getTime() });
  }).finally(() => worker.terminate());
}
