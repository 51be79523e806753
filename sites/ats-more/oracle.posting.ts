/** `oracle:<tenant>:<id>`: the tenant only; its address needs the region and the site, which the id leaves out. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) => onBoard(rest, /^\d+$/);
