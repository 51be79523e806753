/** `jobmaster:<key>`: the job's page. */
import type { PostingReader } from '../adapter';
import { boardless } from '../posting-of';

export const posting: PostingReader = (rest) =>
  boardless(rest, /^\d+$/, (key) => `https://www.jobmaster.co.il/jobs/checknum.asp?key=${key}`);
