/** `jazzhr:<company>:<id>`: the posting on the company's applytojob.com host. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^[a-z0-9]{6,16}$/i, (board, id) => `https://${board}.applytojob.com/apply/${id}`);
