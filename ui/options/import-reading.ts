/**
 * The import worker's whole job (import-worker.ts): the picked file read (read-import.ts) and posted to the
 * background a piece of one list at a time as JSON text, on the import channel (messaging/import-channel.ts); the
 * page hears how far it is and then the verdict (import-pieces.ts).
 */
import type { ImportChannelMessage } from '../../messaging/import-channel';
import { CHUNK_ROWS, type ImportHead, type ImportList, type ImportPiece } from '../../storage/data';
import { type ReadImport, readImport } from './read-import';

export interface ToImportWorker {
  file: Blob;
  storedProfile: unknown;
  /** The import the page started (`data.importStart`), which the pieces name. */
  id: string;
}

export type ImportVerdict =
  | Exclude<ReadImport, { ok: true }>
  | { ok: true; head: ImportHead; counts: Record<ImportList, number> };

export type FromImportWorker =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; read: ImportVerdict };

/** Pieces of at most this much JSON text, whatever the rows (a kept posting may be long). */
const PIECE_CHARS = 4_000_000;

/** One list's rows as pieces of JSON text: at most `CHUNK_ROWS` rows each, or fewer when that is past `PIECE_CHARS`. */
function* piecesOf(list: ImportList, rows: readonly unknown[]): Generator<{ piece: ImportPiece; rows: number }> {
  let start = 0;
  let parts: string[] = [];
  let chars = 0;
  const piece = () => {
    const out = { piece: { list, start, json: `[${parts.join(',')}]` }, rows: parts.length };
    start += parts.length;
    parts = [];
    chars = 0;
    return out;
  };
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (parts.length && (parts.length === CHUNK_ROWS || chars + json.length > PIECE_CHARS)) yield piece();
    parts.push(json);
    chars += json.length + 1;
  }
  if (parts.length) yield piece();
}

/** Reads the file and posts its pieces to the background (`toBackground`), and to the page how far it is and the verdict. */
export async function readForImport(
  { file, storedProfile, id }: ToImportWorker,
  post: (message: FromImportWorker) => void,
  toBackground: (message: ImportChannelMessage) => void,
): Promise<void> {
  const read = readImport(await file.text(), storedProfile);
  if (!read.ok) return post({ kind: 'done', read });
  const { head, saved, applications } = read;
  const total = saved.length + applications.length;
  let done = 0;
  post({ kind: 'progress', done, total });
  for (const [list, rows] of [
    ['saved', saved],
    ['applications', applications],
  ] as const) {
    for (const out of piecesOf(list, rows)) {
      toBackground({ id, piece: out.piece });
      done += out.rows;
      post({ kind: 'progress', done, total });
    }
  }
  post({ kind: 'done', read: { ok: true, head, counts: { saved: saved.length, applications: applications.length } } });
}
