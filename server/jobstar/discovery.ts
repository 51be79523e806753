/**
 * How the server tells the extension it offers more than the seed: an RFC 8288 `Link` with jobstar's relation
 * on every answer of `/api/me/*` (the extension reads it on answers it gets anyway, and asks nothing else
 * of a service that never sends it). Off with JOBSTAR_EXTENSIONS=off.
 */
import type { MiddlewareHandler } from 'hono';
import { EXTENSIONS_REL } from '../../api/contract/jobstar';

/** Where the extension is served, on the service's origin. */
export const EXTENSIONS_PATH = '/api/jobstar/v1';

export const EXTENSIONS_LINK = `<${EXTENSIONS_PATH}>; rel="${EXTENSIONS_REL}"`;

export const announceExtensions: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.append('link', EXTENSIONS_LINK);
};
