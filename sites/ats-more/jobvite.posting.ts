/** `jobvite:<company>:<id>`: the posting on jobs.jobvite.com. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^[a-z0-9]{5,12}$/i, (board, id) => `https://jobs.jobvite.com/${board}/job/${id}`);
