/**
 * A picked file imported without holding the options page (issue 36): a worker reads it (import-worker.ts) and
 * posts each list a piece at a time as JSON text, which the page hands on to the background (`data.importPiece`) as
 * it comes: a string crosses from the worker, and on to the background, without the page copying or serialising
 * thousands of rows. The background checks each piece's rows as it keeps them; once the file is whole it holds it
 * to the import rules and writes all of it in one transaction (`data.importCommit`). A file found wrong, or any
 * failure on the way, drops what was sent (`data.importDrop`): nothing is written.
 */
import { MessageError, type send as Send } from '../../messaging/send';
import type { ImportPiece } from '../../storage/data';
import type { FromImportWorker, ImportVerdict, ToImportWorker } from './import-reading';
import { describeIssues, type ReadImport } from './read-import';

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
}

type Answer = Awaited<ReturnType<typeof Send<'data.importCommit'>>>;
type Refused = Exclude<ReadImport, { ok: true }>;
export type ImportOutcome = Refused | { ok: true; result: Answer };

export async function importInPieces(file: Blob, storedProfile: unknown, deps: ImportDeps): Promise<ImportOutcome> {
  const { send } = deps;
  const id = crypto.randomUUID();
  const worker = deps.worker();
  const sending: Promise<unknown>[] = [];
  let total = 0;
  let held = 0;
  try {
    const verdict = await new Promise<ImportVerdict>((resolve, reject) => {
      const forward = (piece: ImportPiece, rows: number) => {
        const sent = send({ type: 'data.importPiece', id, piece }).then(() => {
          held += rows;
          deps.progress?.(held, total);
        });
        // The first piece refused ends the import at once: the rest of the file is not sent.
        sent.catch(reject);
        sending.push(sent);
      };
      worker.onmessage = ({ data }) => {
        if (data.kind === 'progress') total = data.total;
        else if (data.kind === 'piece') forward(data.piece, data.rows);
        else resolve(data.read);
      };
      worker.onerror = (event) => reject(new Error(event.message || 'the import worker failed'));
      worker.postMessage({ file, storedProfile });
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
    // No piece goes out after the drop, which would keep it until the background's idle limit.
    worker.onmessage = null;
    worker.terminate();
    await drop(send, id, sending);
    const refused = refusalOf(error);
    if (refused) return refused;
    throw error;
  } finally {
    worker.terminate();
  }
}

/**
 * The background's word on the file, as the page says it: a row the file's schema refuses (the paths name the list
 * and the row's place in the file) is a damaged file, and a rule of the import's a refusal by that rule.
 */
function refusalOf(error: unknown): Refused | undefined {
  if (!(error instanceof MessageError)) return undefined;
  if (error.kind === 'router.invalid')
    return { ok: false, kind: 'damaged', details: describeIssues(error.fieldErrors) };
  if (error.kind.startsWith('import.'))
    return { ok: false, kind: 'refused', refusal: { kind: error.kind, params: error.params } };
  return undefined;
}

/**
 * Forgets the pieces sent, once every one has arrived (a piece arriving after the drop would be kept until the
 * background's idle limit); a background that already forgot them has nothing to drop.
 */
async function drop(send: typeof Send, id: string, sending: readonly Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(sending);
  await send({ type: 'data.importDrop', id }).catch(() => undefined);
}
