/** `greenhouse:<board>:<id>`: the posting on the board. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^\d+$/, (board, id) => `https://job-boards.greenhouse.io/${board}/jobs/${id}`);
