/**
 * The PostgreSQL store (DATABASE_URL): everything in the database, the provider's keys included, so that
 * several instances on one database behave as one server. DATA_DIR keeps only the `.eml` digests.
 */
import type { KeyMaterial, Store } from '../store';
import { postgresAccounts } from './accounts';
import { postgresAlerts } from './alerts';
import { postgresCatalog } from './catalog';
import { createPool, migrate, type PostgresOptions } from './database';
import { postgresDigests } from './digests';
import { postgresIdentities } from './identities';
import { postgresAdapter } from './oidc-adapter';
import { postgresProfiles } from './profiles';
import { postgresRecords } from './records';
import { postgresSaved } from './saved';

export async function openPostgresStore(options: PostgresOptions): Promise<Store> {
  const pool = createPool(options);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const readKeys = async () => {
    const { rows } = await pool.query<{ jwks: KeyMaterial['jwks']; cookie_keys: string[] }>(
      'SELECT jwks, cookie_keys FROM provider_keys WHERE id = 1',
    );
    return rows[0] && { jwks: rows[0].jwks, cookieKeys: rows[0].cookie_keys };
  };
  return {
    catalog: postgresCatalog(pool),
    accounts: postgresAccounts(pool),
    identities: postgresIdentities(pool),
    profiles: postgresProfiles(pool),
    alerts: postgresAlerts(pool),
    saved: postgresSaved(pool),
    digests: postgresDigests(pool),
    records: postgresRecords(pool),
    oidcAdapter: postgresAdapter(pool),
    async providerKeys(create) {
      const existing = await readKeys();
      if (existing) return existing;
      const made = await create();
      // Instances starting together may each make keys: the first insert wins and all read the winner's.
      await pool.query(
        'INSERT INTO provider_keys (id, jwks, cookie_keys) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
        [JSON.stringify(made.jwks), JSON.stringify(made.cookieKeys)],
      );
      return (await readKeys())!;
    },
    close: () => pool.end(),
  };
}
