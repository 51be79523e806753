/**
 * Helpers of the site files' `posting` readers (sites/adapter.ts, PostingReader): an id's board and posting, and
 * a board as a name. Only the background and the pages import them, through `virtual:site-postings`.
 */
import type { PostingOfId } from './adapter';
import { tenantName } from './facts';

/** A board as an ATS writes it: a host's first label, a path segment, or a host (SAP's `jobs.sap.com`). */
const BOARD = /^[a-z0-9][\w.-]*$/i;

/**
 * `<board>:<posting>`, the board checked and the posting matching `shape`; then what `url` makes of them, and
 * the board's name. Null for an id of another shape.
 */
export function onBoard(
  rest: string,
  shape: RegExp,
  url?: (board: string, posting: string) => string,
): PostingOfId | null {
  const at = rest.indexOf(':');
  const board = rest.slice(0, at);
  const posting = rest.slice(at + 1);
  if (at < 1 || !BOARD.test(board) || !shape.test(posting)) return null;
  return { board: tenantName(board), ...(url ? { url: url(board, posting) } : {}) };
}

/** A posting of a site without boards whose id matches `shape`, at the address `url` makes of it. */
export const boardless = (rest: string, shape: RegExp, url?: (posting: string) => string): PostingOfId | null =>
  shape.test(rest) ? (url ? { url: url(rest) } : {}) : null;
