/**
 * `workday:<tenant>:<requisition>`: the tenant only; its address needs the data centre and the site, which the id
 * leaves out.
 */
import type { PostingReader } from '../adapter';
import { onBoard } from '../posting-of';

export const posting: PostingReader = (rest) => onBoard(rest, /^[\w-]+$/);
