/**
 * `/api/me/*` needs `Authorization: Bearer <ID token>`; anything else is 401 with an RFC 6750 challenge. An
 * external provider that cannot be reached is 503 (the token may be fine: the client retries, keeps it).
 */
import type { MiddlewareHandler } from 'hono';
import type { Caller } from '../oidc/verify';
import { problem } from './problem';

export type MeEnv = { Variables: { caller: Caller } };

export function requireToken(verify: (token: string) => Promise<Caller>): MiddlewareHandler<MeEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
    const challenge = (description: string) =>
      problem(
        c,
        401,
        description,
        {},
        { 'www-authenticate': `Bearer error="invalid_token", error_description="${description}"` },
      );
    if (!match) {
      return challenge(header ? 'The Authorization header is not a Bearer token' : 'A bearer ID token is required');
    }
    try {
      c.set('caller', await verify(match[1]!));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_ISSUER_UNAVAILABLE') {
        console.error((error as Error).message);
        return problem(
          c,
          503,
          'The identity provider cannot be reached; try again shortly',
          {},
          { 'retry-after': '30' },
        );
      }
      return challenge(code === 'ERR_JWT_EXPIRED' ? 'The ID token has expired' : 'The ID token is not valid');
    }
    await next();
  };
}
