/** `alljobs:<id>`: the job's page. */
import type { PostingReader } from '../adapter';
import { boardless } from '../posting-of';

export const posting: PostingReader = (rest) =>
  boardless(rest, /^\d+$/, (id) => `https://www.alljobs.co.il/Search/UploadSingle.aspx?JobID=${id}`);
