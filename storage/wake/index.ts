/**
 * A woken worker's first star, written before the rest of the worker (Dexie among it) has loaded
 * (background/wake, issue 36): plain IndexedDB over the same databases, rows and rules as Dexie's path.
 */
export { dbNameFor } from '../db/db-names';
export { type FirstStar, firstStarIn } from '../stars/first-star';
export { starRows } from '../stars/star-rows';
export { openAccountDb } from './account-db';
export { readAccount } from './meta';
