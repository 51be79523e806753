/**
 * `comeet:<company>:<uid>`: the company only; its address needs the company's number and the position's slug, which
 * the id leaves out.
 */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) => onBoard(rest, /^\w{2}\.\w{2,4}$/);
