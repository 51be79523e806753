/** `pinpoint:<company>:<uuid>`: the posting on the company's pinpointhq.com host. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(
    rest,
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    (board, id) => `https://${board}.pinpointhq.com/postings/${id}`,
  );
