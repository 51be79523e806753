/** `smartrecruiters:<company>:<id>`: the posting, its slug left out (the id alone finds it). */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^\d{6,}$/, (board, id) => `https://jobs.smartrecruiters.com/${board}/${id}`);
