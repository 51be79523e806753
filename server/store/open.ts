/** The store chosen at start: PostgreSQL when a database URL is given, else SQLite in DATA_DIR. */
import type { PostgresOptions } from './postgres/database';
import { openPostgresStore } from './postgres/store';
import { openSqliteStore } from './sqlite/store';
import type { Store } from './store';

export interface StoreOptions {
  dataDir: string;
  /** PostgreSQL instead of DATA_DIR/jobstar.sqlite. */
  postgres?: PostgresOptions;
}

export function openStore(options: StoreOptions): Promise<Store> {
  return options.postgres ? openPostgresStore(options.postgres) : Promise.resolve(openSqliteStore(options.dataDir));
}
