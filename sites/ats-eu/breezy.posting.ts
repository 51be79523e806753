/** `breezy:<company>:<id>`: the posting on the company's breezy.hr host. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^[0-9a-f]{12}$/, (board, id) => `https://${board}.breezy.hr/p/${id}`);
