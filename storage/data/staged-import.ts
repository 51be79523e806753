/**
 * An import that arrives in pieces (issue 36): a file of 20,000 stars sent in one runtime message held the options
 * page for the message's serialisation of 55 MB, and the background for its parse. The pieces are kept here, in
 * the background's memory, until the page says the file is whole; only then is anything written, in the one
 * transaction `importFile` opens, so a file refused, dropped or left unfinished (the page closed, the worker
 * stopped) writes nothing.
 *
 * A piece carries its rows as JSON text, checked here against the file's schema on arrival, the one check of its
 * rows: sent as objects, every piece was copied whole out of the page's worker and serialised again by the page
 * (about a second of the options page's main thread for 20,000 postings), and the worker checked every row that
 * the background then checked again. The pieces come on the import channel (messaging/import-channel.ts), the
 * start and the commit as runtime messages.
 */
import { z } from 'zod';
import { lazySchema } from '../../api/contract/lazy-schema';
import { ApplicationRow } from '../../model/application';
import { ExportFile, type ImportList, type ImportPiece } from '../../model/export-file';

export type { ImportList, ImportPiece };

type Lists = Pick<Required<ExportFile>, ImportList>;
export type ImportHead = Omit<ExportFile, ImportList>;

/** Rows in one piece at most: a few megabytes of postings. */
export const IMPORT_PIECE_ROWS = 1000;

const PieceRows = {
  saved: lazySchema(() => ExportFile.shape.saved.max(IMPORT_PIECE_ROWS)),
  applications: lazySchema(() => z.array(ApplicationRow).max(IMPORT_PIECE_ROWS)),
};

/**
 * A piece's rows, checked; a piece that is not JSON, or a row the file's schema refuses, throws a `ZodError` whose
 * paths name the list and the row's place in the file (`saved.1100.ref.jobId`), as a check of the whole file would.
 */
function rowsOf<K extends ImportList>(list: K, { start, json }: ImportPiece): Lists[K] {
  let rows: unknown;
  try {
    rows = JSON.parse(json);
  } catch {
    throw new z.ZodError([{ code: 'custom', path: [list, start], message: 'not JSON', input: json }]);
  }
  const parsed = PieceRows[list].safeParse(rows);
  if (parsed.success) return parsed.data as Lists[K];
  throw new z.ZodError(
    parsed.error.issues.map((issue) => {
      const [index, ...rest] = issue.path;
      return { ...issue, path: typeof index === 'number' ? [list, start + index, ...rest] : [list, start] };
    }),
  );
}

/** An import is dropped when no piece came for this long: its page was closed or its worker stopped. */
export const STAGED_IMPORT_IDLE_MS = 120_000;

/** A commit gives up on pieces still missing when none has come for this long: one was lost on the way. */
export const COMMIT_WAIT_MS = 10_000;

interface Staged {
  pieces: { [K in ImportList]: Map<number, Lists[K]> };
  /** Rows kept so far, of each list. */
  held: Record<ImportList, number>;
  /** The first piece refused: the commit fails with it, and later pieces are not read. */
  refusal?: unknown;
  timer: ReturnType<typeof setTimeout>;
  /** A commit waiting for pieces still on their way: told of each piece and of the drop. */
  wake?: () => void;
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

/**
 * The imports under way, by the id their page chose; one page's import at a time is the usual case. `emptied` is
 * told whenever the last of them is forgotten.
 */
export function createImportStaging(idleMs = STAGED_IMPORT_IDLE_MS, emptied?: () => void) {
  const staged = new Map<string, Staged>();
  const drop = (id: string) => {
    const entry = staged.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    staged.delete(id);
    entry.wake?.();
    if (!staged.size) emptied?.();
  };
  const keep = (id: string, entry: Staged) => {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => drop(id), idleMs);
  };
  return {
    /** Opens an import: pieces are kept only for an import its page started. */
    start(id: string): void {
      if (staged.has(id)) return;
      const entry: Staged = {
        pieces: { saved: new Map(), applications: new Map() },
        held: { saved: 0, applications: 0 },
        timer: undefined!,
      };
      keep(id, entry);
      staged.set(id, entry);
    },
    /**
     * Checks a piece's rows and keeps them; a refused piece (`rowsOf`) is remembered for the commit, and a piece of
     * an import not started, dropped or already refused is left unread.
     */
    add(id: string, piece: ImportPiece): void {
      const entry = staged.get(id);
      if (!entry || entry.refusal) return;
      keep(id, entry);
      try {
        const rows = piece.list === 'saved' ? rowsOf('saved', piece) : rowsOf('applications', piece);
        (entry.pieces[piece.list] as Map<number, unknown[]>).set(piece.start, rows);
        entry.held[piece.list] += rows.length;
      } catch (error) {
        entry.refusal = error;
      }
      entry.wake?.();
    },
    drop,
    /**
     * The whole file, its staging forgotten, once its pieces have arrived (they come on another way than the
     * commit, which may overtake the last of them); throws the first piece's refusal, or `ImportNotWhole` when a
     * row of the counts the page sent is missing (the import dropped meanwhile, or no piece for `waitMs`: one was
     * lost on the way), so nothing of a damaged or incomplete file is written.
     */
    async take(
      id: string,
      head: ImportHead,
      counts: { [K in ImportList]: number },
      waitMs = COMMIT_WAIT_MS,
    ): Promise<ExportFile> {
      const entry = staged.get(id);
      if (entry)
        await new Promise<void>((resolve) => {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const done = () => {
            clearTimeout(timer);
            entry.wake = undefined;
            resolve();
          };
          entry.wake = () => {
            const arrived = entry.held.saved >= counts.saved && entry.held.applications >= counts.applications;
            if (arrived || entry.refusal || !staged.has(id)) return done();
            clearTimeout(timer);
            timer = setTimeout(done, waitMs);
          };
          entry.wake();
        });
      drop(id);
      if (entry?.refusal) throw entry.refusal;
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
