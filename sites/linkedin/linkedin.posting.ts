/** `linkedin:<id>`: the job's view page. */
import type { PostingReader } from '../adapter';
import { boardless } from '../posting-of';

export const posting: PostingReader = (rest) =>
  boardless(rest, /^\d+$/, (id) => `https://www.linkedin.com/jobs/view/${id}/`);
