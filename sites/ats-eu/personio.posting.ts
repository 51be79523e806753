/** `personio:<company>:<id>`: the posting on the company's jobs.personio.de host (Personio's first). */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) =>
  onBoard(rest, /^\d+$/, (board, id) => `https://${board}.jobs.personio.de/job/${id}`);
