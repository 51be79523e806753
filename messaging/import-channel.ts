/**
 * The way an import's pieces reach the background (issue 36): the options page's import worker posts each piece
 * on this channel, straight to the background, and the page sends only the start and the commit as runtime
 * messages (protocol.ts). A runtime message is serialised by the page's main thread, about a second of it for a
 * 55 MB file in pieces; a channel's message is cloned by the worker that posts it, a string at memory speed.
 *
 * A channel is open to the extension's own origin only: its pages, their workers and the background, never a
 * content script (which runs in the web page's origin). Its messages are parsed like runtime messages, and the
 * background keeps a piece only for an import a page started (`data.importStart`).
 */
import { z } from 'zod';
import { lazySchema } from '../api/contract/lazy-schema';
import type { ImportPiece } from '../model/export-file';

export const IMPORT_CHANNEL = 'jobstar-import';

/**
 * The JSON text of one piece's rows: its few megabytes of postings, well under what a browser clones in one message.
 * The rows are checked by the file's schema as the background keeps them (storage/data/staged-import.ts).
 */
const PIECE_JSON_CHARS = 32_000_000;

export const ImportChannelMessage = lazySchema(() =>
  z.object({
    id: z.uuid(),
    piece: z.object({
      list: z.enum(['saved', 'applications']),
      start: z.number().int().min(0),
      json: z.string().max(PIECE_JSON_CHARS),
    }) satisfies z.ZodType<ImportPiece>,
  }),
);
export type ImportChannelMessage = z.infer<typeof ImportChannelMessage>;
