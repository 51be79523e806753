/** `recruitee:<company>:<slug>`: the posting on the company's recruitee.com host. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^[\w-]+$/, (board, id) => `https://${board}.recruitee.com/o/${id}`);
