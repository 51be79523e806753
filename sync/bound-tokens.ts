/**
 * Tokens for one account only (DESIGN §4 rule 9): a sync run bound to account A asks the sign-in service
 * for a token and refuses it unless the token itself names A (issuer and subject). So if the person
 * switched to B mid-run, A's outbox rows are never sent with B's credential.
 */
import type { TokenSource } from '../api/client';
import { decodeIdToken } from '../auth';
import type { AccountInfo } from '../model/account';
import { AccountChanged } from './context';

const sameIssuer = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export function bindTokens(account: AccountInfo, tokens: TokenSource): TokenSource {
  // Every request of a drain asks for a token, nearly always the same one: it is decoded once, not per request.
  let accepted: string | undefined;
  const check = (token: string | null): string | null => {
    if (token === null || token === accepted) return token;
    const claims = decodeIdToken(token);
    if (claims.sub !== account.subject || !sameIssuer(claims.iss, account.issuer)) throw new AccountChanged();
    accepted = token;
    return token;
  };
  return {
    token: async () => check(await tokens.token()),
    refresh: async () => check(await tokens.refresh()),
  };
}
