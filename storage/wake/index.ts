/**
 * Plain IndexedDB over the same databases, rows and rules as Dexie's path, for what cannot wait for Dexie to load
 * (issue 36): a woken worker's first star (background/wake), a first opening's starred list (ui/popup), and the
 * options page's board (ui/options/applications).
 */
export type { BoardRows } from '../applications/board-ranking';
export { joined } from '../applications/queries';
export { dbNameFor } from '../db/db-names';
export { type FirstStar, firstStarIn } from '../stars/first-star';
export { starRows } from '../stars/star-rows';
export { openAccountDb } from './account-db';
export { type BoardAhead, readBoard } from './board';
export { readAccount } from './meta';
export { readStarred, type StarredAhead } from './starred';
