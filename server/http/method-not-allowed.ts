/** The API's last route: a wrong method on a known path is 405 with `Allow`; anything else is 404. */
import type { Context } from 'hono';
import { problem } from './problem';

const ALLOW: [RegExp, string][] = [
  [/^\/me\/alerts$/, 'GET, POST'],
  [/^\/me\/alerts\/[^/]+$/, 'GET'],
  [/^\/me\/profile$/, 'GET, PUT'],
  [/^\/me\/saved$/, 'GET'],
  [/^\/me\/saved\/.+$/, 'PUT, DELETE'],
  [/^\/companies\/search$/, 'GET'],
  [/^\/jobs$/, 'GET'],
  [/^\/facets$/, 'GET'],
];

export function methodNotAllowed(c: Context): Response {
  const path = new URL(c.req.url).pathname.replace(/^\/api/, '');
  const methods = ALLOW.find(([pattern]) => pattern.test(path))?.[1];
  if (!methods) return problem(c, 404, 'No such API route');
  return problem(c, 405, `${c.req.method} is not allowed here; use ${methods}`, {}, { allow: `${methods}, OPTIONS` });
}
