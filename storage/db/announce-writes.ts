/**
 * Writes made on Dexie's own IndexedDB transaction (`Transaction.idbtrans`) go past the layer that tells
 * liveQuery what changed, so their command announces them the way Dexie announces its own commits: in this
 * context and, through Dexie's channel, in every other page and worker that has the database open
 * (https://dexie.org/docs/Dexie/Dexie.on.storagemutated). It names whole tables: every query over them runs again,
 * as it would for most writes to them anyway.
 */
import { Dexie, RangeSet, type Table } from 'dexie';

export function announceWrites(db: Dexie, tables: readonly Table[]): void {
  const everything = () => new RangeSet(Dexie.minKey, Dexie.maxKey);
  const parts: Record<string, RangeSet> = {};
  for (const table of tables) {
    const base = `idb://${db.name}/${table.name}/`;
    parts[base] = everything();
    parts[`${base}:dels`] = everything();
    for (const index of table.schema.indexes) parts[base + index.name] = everything();
  }
  Dexie.on('storagemutated').fire(parts);
}
