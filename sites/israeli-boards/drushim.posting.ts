/** `drushim:<id>`: no address; the job's page also needs a code the id leaves out. */
import type { PostingReader } from '../adapter';
import { boardless } from '../posting-of';

export const posting: PostingReader = (rest) => boardless(rest, /^\d+$/);
