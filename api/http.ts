/**
 * The one ky setup both service clients share (§4): the `/api` prefix, the deadline, no ky retries (the sync
 * engine owns retries, DESIGN §4 rule 6), and the mapping of every failure to an `ApiError` kind. Every body is
 * parsed by its contract schema before it is returned; a body the contract rejects is a `bad_response`.
 */
import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { AccountLimit, ProblemDetails } from './contract';
import { ApiError, parseRetryAfter } from './errors';
import { capFieldErrors, capProblemText, MAX_RESPONSE_BYTES } from './http-limits';

const REQUEST_TIMEOUT_MS = 20_000;

export interface HttpOptions {
  /** The service origin, e.g. `http://127.0.0.1:8787`; `/api` is added here. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** The deadline of a whole request: headers and body (DESIGN §4 rule 8). */
  timeoutMs?: number;
  /** The longest body read; a longer one is refused as `too_large` (tests set it low). */
  maxBodyBytes?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  searchParams?: Record<string, string>;
  json?: unknown;
  /** The bearer token, for `/me` calls only. */
  token?: string | null;
}

export type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

export interface Http {
  /** One request; any non-2xx becomes an `ApiError` except for the statuses the caller wants to see. */
  send(method: Method, path: string, call?: CallOptions): Promise<Response>;
  parse<S extends z.ZodType>(schema: S, response: Response): Promise<z.output<S>>;
  /** Maps a non-2xx answer to its `ApiError`. */
  failure(response: Response): Promise<ApiError>;
}

/** What stops reading an answer: the request's deadline, and the caller's own signal when it gave one. */
interface Deadline {
  timeout: AbortSignal;
  signal: AbortSignal;
}

export function createHttp(options: HttpOptions): Http {
  const http: KyInstance = ky.create({
    prefixUrl: `${options.baseUrl.replace(/\/+$/, '')}/api`,
    // ky's own timeout ends when the headers arrive, so a service trickling its body would hold the sync lock
    // for ever; the deadline below covers the body read too.
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    fetch: options.fetch,
    headers: { accept: 'application/json' },
  });

  const deadlines = new WeakMap<Response, Deadline>();

  async function send(method: Method, path: string, call: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    try {
      const response = await http(path, { method, headers, searchParams: call.searchParams, json: call.json, signal });
      deadlines.set(response, { timeout, signal });
      return response;
    } catch (error) {
      if (call.signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError('timeout', 'The service did not answer in time');
      throw new ApiError('network', 'The service could not be reached');
    }
  }

  const maxBytes = options.maxBodyBytes ?? MAX_RESPONSE_BYTES;
  const read = (response: Response) => readCapped(response, maxBytes, deadlines.get(response));
  return {
    send,
    parse: (schema, response) => parseBody(schema, response, read),
    failure: (response) => toApiError(response, read),
  };
}

/**
 * The body as text, read as a stream and given up at `maxBytes`: a hostile service cannot make the browser
 * hold a body of any size (a declared length over the cap is refused before reading), nor for longer than the
 * request's deadline. Every failure carries the status already answered, so a caller can tell that a 2xx
 * happened even when its body was lost. The caller's own abort is rethrown as it is: nothing failed.
 */
async function readCapped(response: Response, maxBytes: number, deadline: Deadline | undefined): Promise<string> {
  const { status } = response;
  const tooLarge = () => new ApiError('too_large', `The service sent more than ${maxBytes} bytes`, status);
  const stopped = (): unknown =>
    deadline?.timeout.aborted
      ? new ApiError('timeout', 'The service did not finish its answer in time', status)
      : deadline?.signal.aborted
        ? deadline.signal.reason
        : undefined;
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  // Cancelling ends a pending read even when the fetch in use does not tie its body to the signal.
  const cancel = () => void reader.cancel().catch(() => undefined);
  deadline?.signal.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw stopped() ?? new ApiError('network', 'The connection dropped while the answer was read', status);
      }
      const stop = stopped();
      if (stop) throw stop;
      const { done, value } = chunk;
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    deadline?.signal.removeEventListener('abort', cancel);
  }
  return text + decoder.decode();
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

type Read = (response: Response) => Promise<string>;

async function parseBody<S extends z.ZodType>(schema: S, response: Response, read: Read): Promise<z.output<S>> {
  const text = await read(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
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

async function toApiError(response: Response, read: Read): Promise<ApiError> {
  const { status } = response;
  let problem: ProblemDetails = {};
  try {
    const parsed = ProblemDetails.safeParse(JSON.parse(await read(response)));
    if (parsed.success) problem = parsed.data;
  } catch {
    // A non-JSON error body still yields an error by its status.
  }
  const message = capProblemText(problem.detail ?? problem.title ?? `The service answered ${status}`);
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  // A cap of the account is worded by the extension itself; any other 409 stays a plain refusal.
  const limit = status === 409 ? AccountLimit.safeParse(problem.account_limit) : undefined;
  if (limit?.success) {
    return new ApiError('account_limit', message, status, retryAfter, capFieldErrors(problem.errors ?? []), limit.data);
  }
  const kind =
    status === 401
      ? 'unauthorized'
      : status === 429
        ? 'rate_limited'
        : status >= 500 || status === 408
          ? 'server'
          : 'client';
  return new ApiError(kind, message, status, retryAfter, capFieldErrors(problem.errors ?? []));
}
