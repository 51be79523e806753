/**
 * An import that arrives in pieces (issue 36): a file of 20,000 stars sent in one runtime message held the options
 * page for the message's serialisation of 55 MB, and the background for its parse. The pieces are kept here, in
 * the background's memory, until the page says the file is whole; only then is anything written, in the one
 * transaction `importFile` opens, so a file refused, dropped or left unfinished (the page closed, the worker
 * stopped) writes nothing.
 */
import type { ApplicationRow } from '../../model/application';
import type { ExportFile } from '../../model/export-file';

type Lists = Pick<Required<ExportFile>, 'saved' | 'applications'>;
export type ImportList = keyof Lists;
export type ImportHead = Omit<ExportFile, 'saved' | 'applications'>;

/** A piece of one list, `start` being the place of its first row in that list of the file. */
export type ImportPiece =
  | { list: 'saved'; start: number; rows: ExportFile['saved'] }
  | { list: 'applications'; start: number; rows: ApplicationRow[] };

/** An import is dropped when no piece came for this long: its page was closed or its worker stopped. */
export const STAGED_IMPORT_IDLE_MS = 120_000;

interface Staged {
  pieces: { [K in ImportList]: Map<number, Lists[K]> };
  timer: ReturnType<typeof setTimeout>;
}

/** The rows of one list in the file's order; null when a place between 0 and `count` was never sent. */
function whole<T>(pieces: Map<number, T[]>, count: number): T[] | null {
  const rows: T[] = [];
  for (const start of [...pieces.keys()].sort((a, b) => a - b)) {
    if (start !== rows.length) return null;
    rows.push(...pieces.get(start)!);
  }
  return rows.length === count ? rows : null;
}

export class ImportNotWhole extends Error {
  override readonly name = 'ImportNotWhole';
}

/** The imports under way, by the id their page chose; one page's import at a time is the usual case. */
export function createImportStaging(idleMs = STAGED_IMPORT_IDLE_MS) {
  const staged = new Map<string, Staged>();
  const drop = (id: string) => {
    const entry = staged.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    staged.delete(id);
  };
  const touch = (id: string): Staged => {
    const entry = staged.get(id) ?? { pieces: { saved: new Map(), applications: new Map() }, timer: undefined! };
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => drop(id), idleMs);
    staged.set(id, entry);
    return entry;
  };
  return {
    add(id: string, piece: ImportPiece): void {
      const { pieces } = touch(id);
      if (piece.list === 'saved') pieces.saved.set(piece.start, piece.rows);
      else pieces.applications.set(piece.start, piece.rows);
    },
    drop,
    /**
     * The whole file, its staging forgotten; throws `ImportNotWhole` when a row of the counts the page sent is
     * missing (a piece lost or refused on the way), so nothing of an incomplete file is written.
     */
    take(id: string, head: ImportHead, counts: { [K in ImportList]: number }): ExportFile {
      const entry = staged.get(id);
      drop(id);
      const saved = entry ? whole(entry.pieces.saved, counts.saved) : counts.saved ? null : [];
      const applications = entry
        ? whole(entry.pieces.applications, counts.applications)
        : counts.applications
          ? null
          : [];
      if (!saved || !applications) throw new ImportNotWhole(`import ${id} is missing pieces`);
      return { ...head, saved, applications };
    },
    /** How many imports are kept (for tests). */
    get size() {
      return staged.size;
    },
  };
}

export type ImportStaging = ReturnType<typeof createImportStaging>;
