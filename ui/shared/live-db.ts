/** Dexie and the database classes, which live.ts imports on demand, off the path of a page's first frame. */
export { liveQuery } from 'dexie';
export { AccountDb, MetaDb } from '../../storage/db';
