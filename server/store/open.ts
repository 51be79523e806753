/** The store chosen at start; SQLite in DATA_DIR is the one there is so far. */
import { openSqliteStore } from './sqlite/store';
import type { Store } from './store';

export interface StoreOptions {
  dataDir: string;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  return openSqliteStore(options.dataDir);
}
