/**
 * Tokens for one account only (DESIGN §4 rule 9): a sync run bound to account A asks the sign-in service
 * for a token and refuses it unless the token itself names A (issuer and subject). So if the person
 * switched to B mid-run, A's outbox rows are never sent with B's credential.
 */
import type { TokenSource } from '../api/client';
import { decodeIdToken } from '../auth/id-token';
import type { AccountInfo } from '../storage/db';
import { AccountChanged } from '../storage/sync-context';

const sameIssuer = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export function bindTokens(account: AccountInfo, tokens: TokenSource): TokenSource {
  const check = (token: string | null): string | null => {
    if (token === null) return null;
    const claims = decodeIdToken(token);
    if (claims.sub !== account.subject || !sameIssuer(claims.iss, account.issuer)) throw new AccountChanged();
    return token;
  };
  return {
    token: async () => check(await tokens.token()),
    refresh: async () => check(await tokens.refresh()),
  };
}
