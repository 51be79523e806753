/** `taleo:<tenant>:<job>`: the tenant only; its address needs the career section, which the id leaves out. */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) => onBoard(rest, /^[\w.-]{1,40}$/);
