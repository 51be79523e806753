/**
 * Everything Hono answers: /healthz, /api, the HTML pages, 404 and 500 as problem+json. Request bodies are
 * limited while they stream in (Hono's bodyLimit: a declared Content-Length over the limit is refused before
 * a byte is read, a chunked body as soon as it passes the limit), so a huge body is never held in memory.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxBody } from '../jobstar/body-limit';
import { type ApiDeps, createApi } from './api';
import { createPages } from './pages';
import { problem, problemBody } from './problem';
import { sizeInWords } from './request';

export function createRoutes(deps: ApiDeps) {
  const app = new Hono();
  const api = createApi(deps);
  const limited = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => problem(c, 413, `The body is larger than ${sizeInWords(maxSize)}`, {}, { connection: 'close' }),
    });
  const limiters = new Map<number, MiddlewareHandler>();
  app.use('*', (c, next) => {
    const max = maxBody(deps.extensions ?? true, c.req.method, c.req.path);
    const limiter = limiters.get(max) ?? limited(max);
    limiters.set(max, limiter);
    return limiter(c, next);
  });
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/api', api);
  app.route('/', createPages(deps));
  app.notFound((c) =>
    c.body(JSON.stringify(problemBody(404, 'Not found')), 404, { 'content-type': 'application/problem+json' }),
  );
  app.onError((error, c) => {
    console.error(error);
    return c.body(JSON.stringify(problemBody(500, 'Something went wrong')), 500, {
      'content-type': 'application/problem+json',
    });
  });
  return app;
}
