/** `indeed:<jk>`: the job on www.indeed.com, which opens any country's job. */
import type { PostingReader } from '../adapter';
import { boardless } from '../posting-of';

export const posting: PostingReader = (rest) =>
  boardless(rest, /^[0-9a-f]{16}$/, (key) => `https://www.indeed.com/viewjob?jk=${key}`);
