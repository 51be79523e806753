/**
 * The fault switch for tests (only with `--faults`): `POST /__faults` queues a fault for the next `count`
 * requests whose path starts with `path`: answer `status` (problem+json, with `Retry-After` when given),
 * wait `delayMs` first (alone: a slow but normal answer), or `drop` the connection. `GET` lists the queue,
 * `DELETE` clears it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { validationErrors } from './http/problem';

export const FaultSpec = z.strictObject({
  path: z.string().startsWith('/'),
  count: z.number().int().min(1).max(10_000).default(1),
  status: z.number().int().min(100).max(599).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  drop: z.boolean().optional(),
  retryAfter: z.number().int().min(0).optional(),
  method: z.string().optional(),
});
export type FaultSpec = z.infer<typeof FaultSpec>;

function json(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class FaultSwitch {
  private queue: { spec: FaultSpec; left: number }[] = [];

  /** Handles `/__faults`; true when it answered. */
  async control(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (pathname !== '/__faults') return false;
    if (req.method === 'GET') {
      json(res, 200, { faults: this.queue.map(({ spec, left }) => ({ ...spec, count: left })) });
    } else if (req.method === 'DELETE') {
      this.queue = [];
      res.writeHead(204).end();
    } else if (req.method === 'POST') {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        json(res, 400, { title: 'Invalid request', status: 400, detail: 'Not JSON' }, 'application/problem+json');
        return true;
      }
      const items = Array.isArray(body) ? body : [body];
      const parsed = z.array(FaultSpec).safeParse(items);
      if (!parsed.success) {
        json(
          res,
          400,
          { title: 'Invalid request', status: 400, errors: validationErrors(parsed.error) },
          'application/problem+json',
        );
        return true;
      }
      for (const spec of parsed.data) this.queue.push({ spec, left: spec.count });
      json(res, 201, { faults: this.queue.map(({ spec, left }) => ({ ...spec, count: left })) });
    } else {
      res.writeHead(405, { allow: 'GET, POST, DELETE' }).end();
    }
    return true;
  }

  /**
   * Applies the first queued fault matching this request. Returns true when the request was answered
   * (or dropped) here, false when it should go on to the normal handler (possibly after a delay).
   */
  async apply(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method === 'OPTIONS') return false;
    const index = this.queue.findIndex(
      ({ spec }) => pathname.startsWith(spec.path) && (!spec.method || spec.method.toUpperCase() === req.method),
    );
    if (index < 0) return false;
    const entry = this.queue[index]!;
    entry.left -= 1;
    if (entry.left <= 0) this.queue.splice(index, 1);
    const { spec } = entry;
    if (spec.delayMs) await new Promise((resolve) => setTimeout(resolve, spec.delayMs));
    if (spec.drop) {
      req.socket.destroy();
      return true;
    }
    if (spec.status) {
      const headers: Record<string, string> = {
        'content-type': 'application/problem+json',
        'cache-control': 'no-store',
      };
      if (spec.retryAfter !== undefined) headers['retry-after'] = String(spec.retryAfter);
      const origin = req.headers.origin;
      if (origin) {
        headers['access-control-allow-origin'] = origin;
        headers.vary = 'Origin';
      }
      res.writeHead(spec.status, headers);
      res.end(
        spec.status === 204 || spec.status === 304
          ? undefined
          : JSON.stringify({
              type: 'about:blank',
              title: 'Injected fault',
              status: spec.status,
              detail: `Fault switch: ${spec.path}`,
            }),
      );
      return true;
    }
    return false;
  }
}
