/**
 * ID tokens for a server running in another process, minted here from its DATA_DIR (the dev provider's
 * persisted key and accounts), as `npm run token` does: tests and the benchmark look at accounts from outside.
 */
import { loadKeys } from '../oidc/keys';
import { OIDC_PREFIX } from '../oidc/provider';
import { mintIdToken } from '../oidc/tokens';
import { openStore } from '../store/open';

export interface TokenMinter {
  token(email: string, expiresInSeconds?: number): Promise<string>;
  close(): Promise<void>;
}

export async function tokenMinter(dataDir: string, serverUrl: string): Promise<TokenMinter> {
  const store = await openStore({ dataDir });
  const keys = await loadKeys(store, dataDir);
  return {
    token: (email, expiresInSeconds = 3600) =>
      mintIdToken(store, keys, `${serverUrl}${OIDC_PREFIX}`, email, { expiresInSeconds }),
    close: () => store.close(),
  };
}
