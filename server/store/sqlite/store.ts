/**
 * The SQLite store: everything in DATA_DIR/jobstar.sqlite, the provider's keys as files beside it. For one
 * process: better-sqlite3 is synchronous, so each call is done before the next begins.
 */
import { readKeyFiles, writeKeyFiles } from '../../oidc/keys';
import type { Store } from '../store';
import { sqliteAccounts } from './accounts';
import { sqliteAlerts } from './alerts';
import { sqliteCatalog } from './catalog';
import { openDatabase } from './database';
import { sqliteDigests } from './digests';
import { sqliteIdentities } from './identities';
import { sqliteAdapter } from './oidc-adapter';
import { sqliteProfiles } from './profiles';
import { sqliteRecords } from './records';
import { sqliteSaved } from './saved';

export function openSqliteStore(dataDir: string): Store {
  const db = openDatabase(dataDir);
  return {
    catalog: sqliteCatalog(db),
    accounts: sqliteAccounts(db),
    identities: sqliteIdentities(db),
    profiles: sqliteProfiles(db),
    alerts: sqliteAlerts(db),
    saved: sqliteSaved(db),
    digests: sqliteDigests(db),
    records: sqliteRecords(db),
    oidcAdapter: sqliteAdapter(db),
    async providerKeys(create) {
      const existing = readKeyFiles(dataDir);
      if (existing) return existing;
      writeKeyFiles(dataDir, await create());
      return readKeyFiles(dataDir)!;
    },
    async close() {
      db.close();
    },
  };
}
