/** `glassdoor:<listing>`: the listing on glassdoor.com. */
import type { PostingReader } from '../adapter';
import { boardless } from '../posting-of';

export const posting: PostingReader = (rest) =>
  boardless(rest, /^\d+$/, (id) => `https://www.glassdoor.com/job-listing/index.htm?jl=${id}`);
