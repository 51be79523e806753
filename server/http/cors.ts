/**
 * CORS for the extension's origins (Chrome's pinned id, any Firefox extension); other origins get none. `Link`
 * is exposed because it announces jobstar's service extension (jobstar/discovery.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { isExtensionOrigin } from '../oidc/provider';

export const extensionCors: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  const allowed = isExtensionOrigin(origin);
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    if (!allowed) return c.body(null, 204);
    return c.body(null, 204, {
      'access-control-allow-origin': origin!,
      'access-control-allow-methods': 'GET, PUT, POST, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type, idempotency-key, accept',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
  }
  await next();
  if (allowed) {
    c.res.headers.set('access-control-allow-origin', origin!);
    c.res.headers.set('access-control-expose-headers', 'retry-after, www-authenticate, location, link');
    c.res.headers.append('vary', 'Origin');
  }
};
