/** `lever:<board>:<uuid>`: the posting on jobs.lever.co. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(
    rest,
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    (board, id) => `https://jobs.lever.co/${board}/${id}`,
  );
