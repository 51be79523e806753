/**
 * A picked file imported without holding the options page (issue 36): the page starts an import in the background
 * (`data.importStart`), and a worker reads the file (import-worker.ts) and posts each list a piece at a time as
 * JSON text straight to the background, on the import channel (messaging/import-channel.ts), so that no row passes
 * through the page's main thread. The background checks each piece's rows as it keeps them; once the worker has
 * posted the file, the page commits (`data.importCommit`) and the background, with every piece in, holds the file to
 * the import rules and writes all of it in one transaction. A file found wrong, or any failure on the way, drops
 * what was sent (`data.importDrop`): nothing is written.
 */
import { MessageError, type send as Send } from '../../messaging/send';
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
  /** Rows sent to the background so far, of the file's `total`. */
  progress?: (done: number, total: number) => void;
  /** Everything is sent; the background is checking and writing. */
  writing?: () => void;
}

type Answer = Awaited<ReturnType<typeof Send<'data.importCommit'>>>;
type Refused = Exclude<ReadImport, { ok: true }>;
export type ImportOutcome = Refused | { ok: true; result: Answer };

export async function importInPieces(file: Blob, storedProfile: unknown, deps: ImportDeps): Promise<ImportOutcome> {
  const { send } = deps;
  const id = crypto.randomUUID();
  // Made first, so that it loads while the background answers; it is given the file only after that answer.
  const worker = deps.worker();
  try {
    // Answered once the background listens for the pieces (and is awake: a channel's message wakes no worker).
    await send({ type: 'data.importStart', id });
    const verdict = await new Promise<ImportVerdict>((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.kind === 'progress') deps.progress?.(data.done, data.total);
        else resolve(data.read);
      };
      worker.onerror = (event) => reject(new Error(event.message || 'the import worker failed'));
      worker.postMessage({ file, storedProfile, id });
    });
    if (!verdict.ok) {
      await drop(send, id);
      return verdict;
    }
    deps.writing?.();
    return {
      ok: true,
      result: await send({ type: 'data.importCommit', id, head: verdict.head, counts: verdict.counts }),
    };
  } catch (error) {
    await drop(send, id);
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

/** Forgets the pieces sent; a background that already forgot them has nothing to drop. */
async function drop(send: typeof Send, id: string): Promise<void> {
  await send({ type: 'data.importDrop', id }).catch(() => undefined);
}
