/**
 * ID tokens for a server running in another process, minted here from its store (the dev provider's persisted
 * key and accounts: DATA_DIR, or its PostgreSQL database), as `npm run token` does: tests and the benchmark
 * look at accounts from outside.
 */
import { loadKeys } from '../oidc/keys';
import { OIDC_PREFIX } from '../oidc/provider';
import { mintIdToken } from '../oidc/tokens';
import { openStore } from '../store/open';

export interface TokenMinter {
  token(email: string, expiresInSeconds?: number): Promise<string>;
  close(): Promise<void>;
}

/** `databaseUrl`: the server's DATABASE_URL, when it keeps its accounts and keys in PostgreSQL. */
export async function tokenMinter(dataDir: string, serverUrl: string, databaseUrl?: string): Promise<TokenMinter> {
  const store = await openStore({ dataDir, postgres: databaseUrl ? { url: databaseUrl } : undefined });
  const keys = await loadKeys(store, dataDir);
  return {
    token: (email, expiresInSeconds = 3600) =>
      mintIdToken(store, keys, `${serverUrl}${OIDC_PREFIX}`, email, { expiresInSeconds }),
    close: () => store.close(),
  };
}
