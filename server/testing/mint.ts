/**
 * ID tokens for a server running in another process, minted here from its DATA_DIR (the dev provider's
 * persisted key and accounts), as `npm run token` does: tests and the benchmark look at accounts from outside.
 */
import { openDatabase } from '../db';
import { loadKeys } from '../oidc/keys';
import { OIDC_PREFIX } from '../oidc/provider';
import { mintIdToken } from '../oidc/tokens';

export interface TokenMinter {
  token(email: string, expiresInSeconds?: number): Promise<string>;
  close(): void;
}

export async function tokenMinter(dataDir: string, serverUrl: string): Promise<TokenMinter> {
  const db = openDatabase(dataDir);
  const keys = await loadKeys(dataDir);
  return {
    token: (email, expiresInSeconds = 3600) =>
      mintIdToken(db, keys, `${serverUrl}${OIDC_PREFIX}`, email, { expiresInSeconds }),
    close: () => db.close(),
  };
}
