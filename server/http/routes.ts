/**
 * Everything Hono answers: /healthz, /api, the HTML pages, 404 and 500 as problem+json. Request bodies are
 * limited while they stream in (Hono's bodyLimit: a declared Content-Length over the limit is refused before
 * a byte is read, a chunked body as soon as it passes the limit), so a huge body is never held in memory.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type ApiDeps, createApi } from './api';
import { createPages } from './pages';
import { problem, problemBody } from './problem';
import { MAX_JSON_BODY } from './request';

export function createRoutes(deps: ApiDeps) {
  const app = new Hono();
  const api = createApi(deps);
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_JSON_BODY,
      onError: (c) => problem(c, 413, 'The body is larger than 64 KiB', {}, { connection: 'close' }),
    }),
  );
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
