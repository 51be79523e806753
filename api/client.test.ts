import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type TokenSource } from './client';
import { ApiError, parseRetryAfter } from './errors';
import { createPublicApi } from './public';
import { type Handler, json, type StubServer, startStubServer } from './testing/stub-server';

let stub: StubServer;

beforeAll(async () => {
  stub = await startStubServer();
});

afterAll(() => stub.close());

beforeEach(() => {
  stub.seen = [];
});

const tokens = (token = 'tok-1', refreshed: string | null = 'tok-2'): TokenSource & { refreshes: number } => {
  const source = {
    refreshes: 0,
    token: async () => token,
    refresh: async () => {
      source.refreshes += 1;
      return refreshed;
    },
  };
  return source;
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('the API client', () => {
  it('sends the ID token as a Bearer credential under /api', async () => {
    stub.handler = json(200, { saved: [{ job_id: 'lever:x:1', saved_at: '2026-11-22T10:00:00Z' }] });
    const api = createApiClient({ baseUrl: `${stub.baseUrl}/`, tokens: tokens() });
    const list = await api.listSaved();
    expect(list.saved[0]?.job_id).toBe('lever:x:1');
    expect(stub.seen[0]?.url).toBe('/api/me/saved');
    expect(stub.seen[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('star and unstar encode the job id in the path; a 404 on unstar counts as done', async () => {
    const api = createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() });
    stub.handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    await api.star('greenhouse:acme/x:1');
    expect(stub.seen[0]).toMatchObject({ method: 'PUT', url: '/api/me/saved/greenhouse%3Aacme%2Fx%3A1' });
    stub.handler = json(404, { title: 'Not Found', status: 404 });
    await expect(api.unstar('greenhouse:acme:1')).resolves.toBeUndefined();
  });

  it('sends the alert with its Idempotency-Key', async () => {
    stub.handler = json(201, {
      alert_id: '0b8d7c0e-7a6b-4d3c-9e2f-1a2b3c4d5e6f',
      filter: { country: 'IL' },
      active: true,
      created_at: '2026-11-22T10:00:00Z',
      last_notified_at: null,
    });
    const api = createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() });
    const alert = await api.createAlert({ country: 'IL' }, 'local-uuid');
    expect(alert.active).toBe(true);
    expect(stub.seen[0]?.headers['idempotency-key']).toBe('local-uuid');
    expect(JSON.parse(stub.seen[0]?.body ?? '')).toEqual({ filter: { country: 'IL' } });
  });

  it('refuses to call /me without a token, before any request', async () => {
    const api = createApiClient({
      baseUrl: stub.baseUrl,
      tokens: { token: async () => null, refresh: async () => null },
    });
    const error = await failure(api.getProfile());
    expect(error.kind).toBe('unauthorized');
    expect(stub.seen).toHaveLength(0);
  });

  it('on 401 refreshes once and retries once with the new token', async () => {
    stub.handler = (req, res) => {
      if (req.headers.authorization === 'Bearer tok-2') return json(200, { saved: [] })(req, res, '');
      json(401, { title: 'Unauthorized' }, { 'www-authenticate': 'Bearer error="invalid_token"' })(req, res, '');
    };
    const source = tokens();
    const api = createApiClient({ baseUrl: stub.baseUrl, tokens: source });
    await expect(api.listSaved()).resolves.toEqual({ saved: [] });
    expect(source.refreshes).toBe(1);
    expect(stub.seen.map((request) => request.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('a 401 that survives the refresh is unauthorized', async () => {
    stub.handler = json(401, { title: 'Unauthorized', detail: 'token expired' });
    const source = tokens();
    const error = await failure(createApiClient({ baseUrl: stub.baseUrl, tokens: source }).listSaved());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'token expired' });
    expect(source.refreshes).toBe(1);
    expect(stub.seen).toHaveLength(2);
  });

  it('429 is rate_limited with Retry-After in ms', async () => {
    stub.handler = json(429, { title: 'Too Many Requests' }, { 'retry-after': '7' });
    const error = await failure(createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved());
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 7000 });
    expect(error.retryable).toBe(true);
  });

  it('5xx and 408 are server errors (retryable)', async () => {
    for (const status of [500, 502, 503, 408]) {
      stub.handler = json(status, 'oops');
      const error = await failure(createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved());
      expect(error).toMatchObject({ kind: 'server', status });
      expect(error.retryable).toBe(true);
    }
  });

  it('other 4xx are client errors with the problem detail and field errors', async () => {
    stub.handler = json(
      400,
      {
        type: 'about:blank',
        title: 'Invalid input',
        status: 400,
        detail: 'skills: at most 40',
        errors: [{ path: 'skills', message: 'At most 40 skills' }],
      },
      { 'content-type': 'application/problem+json' },
    );
    const error = await failure(
      createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).putProfile({ skills: [] }),
    );
    expect(error).toMatchObject({ kind: 'client', status: 400, message: 'skills: at most 40' });
    expect(error.fieldErrors).toEqual([{ path: 'skills', message: 'At most 40 skills' }]);
    expect(error.retryable).toBe(false);
  });

  it('an error body that is not JSON still gives the status', async () => {
    stub.handler = (_req, res) => {
      res.writeHead(403, { 'content-type': 'text/html' });
      res.end('<h1>Forbidden</h1>');
    };
    const error = await failure(createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved());
    expect(error).toMatchObject({ kind: 'client', status: 403, message: 'The service answered 403' });
  });

  it.each([
    ['HTML instead of JSON', '<!doctype html><p>hello'],
    ['truncated JSON', '{"saved": [{"job_id": "a"'],
    ['an empty body', ''],
    ['a wrong type', '{"saved": "none"}'],
    ['a missing array', '{}'],
  ])('a 2xx with %s is bad_response', async (_what, body) => {
    stub.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    };
    const error = await failure(createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved());
    expect(error.kind).toBe('bad_response');
  });

  it('one odd saved entry does not fail the list every sync reads', async () => {
    stub.handler = json(200, {
      saved: [
        { job_id: 'a', saved_at: 'yesterday' },
        { job_id: '', saved_at: '2026-11-22T10:00:00Z' },
        { job_id: 'b', saved_at: '2026-11-22T10:00:00Z' },
      ],
    });
    const list = await createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved();
    expect(list).toEqual({ saved: [{ job_id: 'a' }, { job_id: 'b', saved_at: '2026-11-22T10:00:00Z' }], skipped: 1 });
  });

  it('no answer at all is network', async () => {
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const error = await failure(createApiClient({ baseUrl: `http://127.0.0.1:${port}`, tokens: tokens() }).listSaved());
    expect(error.kind).toBe('network');
  });

  it('a dropped connection is network', async () => {
    stub.handler = (req) => req.socket.destroy();
    const error = await failure(createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved());
    expect(error.kind).toBe('network');
  });

  it('a connection dropped while the body is read is network, with the status that was answered', async () => {
    stub.handler = (req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.write('{"alert_id": "0b8d7c0e-');
      setTimeout(() => req.socket.destroy(), 20);
    };
    const api = createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() });
    const error = await failure(api.createAlert({ country: 'IL' }, 'local-uuid'));
    expect(error).toMatchObject({ kind: 'network', status: 201 });
  });

  it('a slow answer is timeout', async () => {
    stub.handler = (_req, res) => setTimeout(() => json(200, { saved: [] })(_req, res, ''), 500);
    const error = await failure(
      createApiClient({ baseUrl: stub.baseUrl, tokens: tokens(), timeoutMs: 100 }).listSaved(),
    );
    expect(error.kind).toBe('timeout');
  });
});

describe('the request deadline covers the body (DESIGN §4 rule 8)', () => {
  /** Headers at once, then a byte every 20 ms for a second: each read is quick, the whole answer is slow. */
  const trickle: Handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const body = `{"saved": []${' '.repeat(50)}}`;
    let sent = 0;
    const timer = setInterval(() => {
      if (res.destroyed || sent >= body.length) {
        clearInterval(timer);
        if (!res.destroyed) res.end();
        return;
      }
      res.write(body[sent++]);
    }, 20);
  };

  it('a body trickled past the deadline is timeout, with the status that was answered', async () => {
    stub.handler = trickle;
    const api = createApiClient({ baseUrl: stub.baseUrl, tokens: tokens(), timeoutMs: 200 });
    const started = Date.now();
    expect(await failure(api.listSaved())).toMatchObject({ kind: 'timeout', status: 200 });
    expect(Date.now() - started).toBeLessThan(800);
  });

  it('the caller’s own abort while the body is read is the caller’s, not a failure of the service', async () => {
    stub.handler = trickle;
    const api = createPublicApi({ baseUrl: stub.baseUrl, timeoutMs: 5_000 });
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 150);
    await expect(api.facets({}, caller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('what the client accepts', () => {
  it('stops reading a body past its cap, declared or streamed, as too_large', async () => {
    stub.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"saved": [');
      const chunk = `${'{"job_id":"a","saved_at":"2026-11-22T10:00:00Z"},'.repeat(200)}`;
      for (let i = 0; i < 50; i += 1) res.write(chunk);
      res.end('{"job_id":"z","saved_at":"2026-11-22T10:00:00Z"}]}');
    };
    const api = createApiClient({ baseUrl: stub.baseUrl, tokens: tokens(), maxBodyBytes: 10_000 });
    expect((await failure(api.listSaved())).kind).toBe('too_large');
    stub.handler = json(200, { saved: [] }, { 'content-length': '20000000' });
    expect((await failure(api.listSaved())).kind).toBe('too_large');
  });

  it('takes a 409 that names the account’s cap as account_limit, with the list and the cap; another 409 stays a refusal', async () => {
    const api = createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() });
    const full = {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'This account already has 50,000 saved jobs',
    };
    stub.handler = json(409, { ...full, account_limit: { list: 'saved', max: 50_000 } });
    const error = await failure(api.star('a:1'));
    expect(error.kind).toBe('account_limit');
    expect(error.refused).toBe(true);
    expect(error.retryable).toBe(false);
    expect(error.info).toMatchObject({ kind: 'api.account_limit', params: { list: 'saved', max: 50_000 } });
    stub.handler = json(409, { ...full, account_limit: { list: 'stars', max: 'many' } });
    expect((await failure(api.star('a:1'))).kind).toBe('client');
    stub.handler = json(422, { ...full, account_limit: { list: 'saved', max: 50_000 } });
    expect((await failure(api.star('a:1'))).kind).toBe('client');
  });

  it('refuses a saved list longer than any person’s, whole', async () => {
    const saved = Array.from({ length: 50_001 }, (_, i) => ({ job_id: `s:${i}`, saved_at: '2026-11-22T10:00:00Z' }));
    stub.handler = json(200, { saved });
    const error = await failure(createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved());
    expect(error.kind).toBe('too_many_saved');
    expect(error.info).toMatchObject({ kind: 'api.too_many_saved', params: { max: 50_000 } });
    stub.handler = json(200, { saved: saved.slice(0, 50_000) });
    expect((await createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved()).saved).toHaveLength(50_000);
  });

  it('cuts a huge problem text before it is kept', async () => {
    stub.handler = json(400, { title: 'Bad', detail: 'D'.repeat(100_000) });
    const error = await failure(createApiClient({ baseUrl: stub.baseUrl, tokens: tokens() }).listSaved());
    expect(error.message).toHaveLength(1000);
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', Date.parse('2026-11-22T10:00:00Z'))).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
