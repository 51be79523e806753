/**
 * `successfactors:<company>:<id>`: the company only; its address needs the data centre's host, which the id leaves
 * out.
 */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) => onBoard(rest, /^\d+$/);
