/** `workable:<account>:<shortcode>`: the posting on apply.workable.com. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^[0-9a-f]{6,12}$/i, (board, id) => `https://apply.workable.com/${board}/j/${id}/`);
