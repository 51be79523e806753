/** The board's columns: each open stage, then the closed ones together. Apart, so the board's read ahead needs nothing else. */
import { isClosed, type Stage } from '../../../model/stages';

export const COLUMNS = ['saved', 'applied', 'interviewing', 'offer', 'closed'] as const;
export type Column = (typeof COLUMNS)[number];
export const columnOf = (stage: Stage): Column => (isClosed(stage) ? 'closed' : (stage as Column));
