/** `teamtailor:<company>:<id>`: the posting on the company's teamtailor.com host. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^\d+$/, (board, id) => `https://${board}.teamtailor.com/jobs/${id}`);
