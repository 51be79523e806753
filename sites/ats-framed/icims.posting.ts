/**
 * `icims:<host label>:<id>`: the posting on its board's own iCIMS host, at the framed address the id was read
 * from (`in_iframe=1`): it is the page jobstar stars on, and it shows the whole job and its Apply.
 */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^\d{1,12}$/, (board, id) => `https://${board}.icims.com/jobs/${id}/job?in_iframe=1`);
