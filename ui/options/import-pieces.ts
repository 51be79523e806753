/**
 * A picked file imported without holding the options page (issue 36): a worker reads and checks it
 * (import-worker.ts), each checked piece goes on to the background as soon as it is ready (`data.importPiece`),
 * and once the file is whole and sound the background writes all of it in one transaction (`data.importCommit`).
 * A file found wrong, or any failure on the way, drops what was sent (`data.importDrop`): nothing is written.
 */
import type { send as Send } from '../../messaging/send';
import type { ImportHead, ImportList, ImportPiece } from '../../storage/data';
import { type ReadImport, readImport } from './read-import';

export interface ToImportWorker {
  file: Blob;
  storedProfile: unknown;
  now: number;
}

export type ImportVerdict =
  | Exclude<ReadImport, { ok: true }>
  | { ok: true; head: ImportHead; counts: Record<ImportList, number> };

export type FromImportWorker =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'piece'; piece: ImportPiece }
  | { kind: 'done'; read: ImportVerdict };

/** What the page needs of a `Worker`, so that tests can stand in for one. */
export interface ImportWorker {
  onmessage: ((event: MessageEvent<FromImportWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: ToImportWorker): void;
  terminate(): void;
}

export interface ImportDeps {
  worker: () => ImportWorker;
  send: typeof Send;
  /** Rows the background holds so far, of the file's `total`. */
  progress?: (done: number, total: number) => void;
  /** Everything is sent; the background is writing. */
  writing?: () => void;
  now?: Date;
}

type Answer = Awaited<ReturnType<typeof Send<'data.importCommit'>>>;
export type ImportOutcome = Exclude<ReadImport, { ok: true }> | { ok: true; result: Answer };

export async function importInPieces(file: Blob, storedProfile: unknown, deps: ImportDeps): Promise<ImportOutcome> {
  const { send } = deps;
  const id = crypto.randomUUID();
  const worker = deps.worker();
  const sending: Promise<unknown>[] = [];
  let total = 0;
  let held = 0;
  const forward = (piece: ImportPiece) => {
    const sent = send({ type: 'data.importPiece', id, piece }).then(() => {
      held += piece.rows.length;
      deps.progress?.(held, total);
    });
    // Awaited with the others below; a failure here must not go unhandled meanwhile.
    sent.catch(() => undefined);
    sending.push(sent);
  };
  try {
    const verdict = await new Promise<ImportVerdict>((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.kind === 'progress') total = data.total;
        else if (data.kind === 'piece') forward(data.piece);
        else resolve(data.read);
      };
      worker.onerror = (event) => reject(new Error(event.message || 'the import worker failed'));
      worker.postMessage({ file, storedProfile, now: (deps.now ?? new Date()).getTime() });
    });
    if (!verdict.ok) {
      await drop(send, id, sending);
      return verdict;
    }
    await Promise.all(sending);
    deps.writing?.();
    return {
      ok: true,
      result: await send({ type: 'data.importCommit', id, head: verdict.head, counts: verdict.counts }),
    };
  } catch (error) {
    await drop(send, id, sending);
    throw error;
  } finally {
    worker.terminate();
  }
}

/**
 * Forgets the pieces sent, once every one has arrived (a piece arriving after the drop would be kept until the
 * background's idle limit); a background that already forgot them has nothing to drop.
 */
async function drop(send: typeof Send, id: string, sending: readonly Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(sending);
  await send({ type: 'data.importDrop', id }).catch(() => undefined);
}

/** The worker's whole job (import-worker.ts): reads and checks the file, posting pieces, progress and the verdict. */
export async function readForImport(
  { file, storedProfile, now }: ToImportWorker,
  post: (message: FromImportWorker) => void,
): Promise<void> {
  const read = await readImport(
    await file.text(),
    storedProfile,
    new Date(now),
    (done, total) => post({ kind: 'progress', done, total }),
    (piece) => post({ kind: 'piece', piece }),
  );
  if (!read.ok) return post({ kind: 'done', read });
  // The rows went as pieces; the page gets only the rest and how many rows to expect.
  const { saved, applications = [], ...head } = read.data;
  post({ kind: 'done', read: { ok: true, head, counts: { saved: saved.length, applications: applications.length } } });
}
