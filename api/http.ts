/**
 * The one ky setup both service clients share (§4): the `/api` prefix, the timeout, no ky retries (the sync
 * engine owns retries, DESIGN §4 rule 6), and the mapping of every failure to an `ApiError` kind. Every body is
 * parsed by its contract schema before it is returned; a body the contract rejects is a `bad_response`.
 */
import ky, { type KyInstance, TimeoutError } from 'ky';
import type { z } from 'zod';
import { ProblemDetails } from './contract';
import { ApiError, parseRetryAfter } from './errors';

const REQUEST_TIMEOUT_MS = 20_000;

export interface HttpOptions {
  /** The service origin, e.g. `http://127.0.0.1:8787`; `/api` is added here. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  searchParams?: Record<string, string>;
  json?: unknown;
  /** The bearer token, for `/me` calls only. */
  token?: string | null;
}

export type Method = 'get' | 'put' | 'post' | 'delete';

export interface Http {
  /** One request; any non-2xx becomes an `ApiError` except for the statuses the caller wants to see. */
  send(method: Method, path: string, call?: CallOptions): Promise<Response>;
  parse<S extends z.ZodType>(schema: S, response: Response): Promise<z.output<S>>;
  /** Maps a non-2xx answer to its `ApiError`. */
  failure(response: Response): Promise<ApiError>;
}

export function createHttp(options: HttpOptions): Http {
  const http: KyInstance = ky.create({
    prefixUrl: `${options.baseUrl.replace(/\/+$/, '')}/api`,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    fetch: options.fetch,
    headers: { accept: 'application/json' },
  });

  async function send(method: Method, path: string, call: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    try {
      return await http(path, {
        method,
        headers,
        searchParams: call.searchParams,
        json: call.json,
        signal: call.signal,
      });
    } catch (error) {
      if (error instanceof TimeoutError) throw new ApiError('timeout', 'The service did not answer in time');
      if (call.signal?.aborted) throw error;
      throw new ApiError('network', 'The service could not be reached');
    }
  }

  return { send, parse: parseBody, failure: toApiError };
}

/** A request whose non-2xx answer is thrown as its `ApiError`, and whose body is parsed by `schema`. */
export async function getParsed<S extends z.ZodType>(
  http: Http,
  schema: S,
  path: string,
  call?: CallOptions,
): Promise<z.output<S>> {
  const response = await http.send('get', path, call);
  if (!response.ok) throw await http.failure(response);
  return http.parse(schema, response);
}

async function parseBody<S extends z.ZodType>(schema: S, response: Response): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new ApiError('bad_response', 'The service sent something that is not JSON', response.status);
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'unexpected shape';
    throw new ApiError('bad_response', `The service sent an unexpected answer (${where})`, response.status);
  }
  return result.data;
}

async function toApiError(response: Response): Promise<ApiError> {
  const { status } = response;
  let problem: ProblemDetails = {};
  try {
    const parsed = ProblemDetails.safeParse(JSON.parse(await response.text()));
    if (parsed.success) problem = parsed.data;
  } catch {
    // A non-JSON error body still yields an error by its status.
  }
  const message = problem.detail ?? problem.title ?? `The service answered ${status}`;
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const kind =
    status === 401
      ? 'unauthorized'
      : status === 429
        ? 'rate_limited'
        : status >= 500 || status === 408
          ? 'server'
          : 'client';
  return new ApiError(kind, message, status, retryAfter, problem.errors ?? []);
}
