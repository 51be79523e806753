/**
 * The one HTTP client of the service (§4). ky gives us the timeout and hooks; retries are off because
 * the sync engine owns them (DESIGN §4 rule 6). Every body is parsed by its contract schema before it is
 * returned, and a body the contract rejects is a `bad_response`: nothing of it reaches storage.
 */
import ky, { type KyInstance, TimeoutError } from 'ky';
import type { z } from 'zod';
import {
  Alert,
  CompanySearchQuery,
  CompanySearchResponse,
  FacetsResponse,
  type FilterQuery,
  JobsQuery,
  JobsResponse,
  ProblemDetails,
  ProfileEnvelope,
  type ProfileInput,
  ProfileResponse,
  SavedList,
} from './contract';
import { ApiError, parseRetryAfter } from './errors';

export const REQUEST_TIMEOUT_MS = 20_000;
/** Ids per `/jobs?ids=` request: keeps the URL well under common 8 kB limits. */
export const IDS_PER_REQUEST = 50;

export interface TokenSource {
  /** The current ID token, refreshed first when it is about to expire; null when signed out. */
  token(): Promise<string | null>;
  /** Called after a 401: refresh now (single flight) and return the new token, or null. */
  refresh(): Promise<string | null>;
}

export interface ApiClientOptions {
  /** The service origin, e.g. `http://127.0.0.1:8787`; `/api` is added here. */
  baseUrl: string;
  tokens?: TokenSource;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  searchParams?: Record<string, string>;
  json?: unknown;
  auth?: boolean;
}

type Method = 'get' | 'put' | 'post' | 'delete';

export function createApiClient(options: ApiClientOptions) {
  const http: KyInstance = ky.create({
    prefixUrl: `${options.baseUrl.replace(/\/+$/, '')}/api`,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    fetch: options.fetch,
    headers: { accept: 'application/json' },
  });

  async function send(method: Method, path: string, call: CallOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { ...call.headers };
    if (token) headers.authorization = `Bearer ${token}`;
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

  /** Sends once, and once more after a token refresh when the first answer is 401. */
  async function request(method: Method, path: string, call: CallOptions = {}): Promise<Response> {
    const auth = call.auth ?? true;
    const token = auth ? ((await options.tokens?.token()) ?? null) : null;
    if (auth && !token) throw new ApiError('unauthorized', 'Sign in to sync', 401);
    let response = await send(method, path, call, token);
    if (response.status === 401 && auth && options.tokens) {
      const fresh = await options.tokens.refresh();
      if (fresh) response = await send(method, path, call, fresh);
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  async function parsed<S extends z.ZodType>(
    schema: S,
    method: Method,
    path: string,
    call?: CallOptions,
  ): Promise<z.output<S>> {
    return parseBody(schema, await request(method, path, call));
  }

  return {
    /** §4.1. The idempotency key (the local alert's uuid) makes a retried POST return the same alert. */
    createAlert: (filter: FilterQuery, idempotencyKey: string) =>
      parsed(Alert, 'post', 'me/alerts', { json: { filter }, headers: { 'idempotency-key': idempotencyKey } }),
    /** §4.2: always the whole profile, since whether omitted fields are kept is not shown. */
    putProfile: (profile: ProfileInput) => parsed(ProfileEnvelope, 'put', 'me/profile', { json: profile }),
    /** §4.3 */
    getProfile: () => parsed(ProfileResponse, 'get', 'me/profile'),
    /** §4.4 */
    star: async (jobId: string): Promise<void> => {
      await request('put', `me/saved/${encodeURIComponent(jobId)}`);
    },
    /** §4.5. A 404 means "not starred", which is what we asked for. */
    unstar: async (jobId: string): Promise<void> => {
      try {
        await request('delete', `me/saved/${encodeURIComponent(jobId)}`);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    /** §4.6 */
    listSaved: () => parsed(SavedList, 'get', 'me/saved'),
    /** §4.7; no token needed. The query is validated before it is sent. */
    searchCompanies: async (query: CompanySearchQuery, signal?: AbortSignal) =>
      parsed(CompanySearchResponse, 'get', 'companies/search', {
        searchParams: CompanySearchQuery.parse(query),
        signal,
        auth: false,
      }),
    jobs: async (query: JobsQuery, signal?: AbortSignal) =>
      parsed(JobsResponse, 'get', 'jobs', { searchParams: JobsQuery.parse(query), signal, auth: false }),
    /** Full listings for saved ids, in batches; ids the service does not know are simply absent. */
    jobsByIds: async (ids: readonly string[], signal?: AbortSignal) => {
      const jobs: JobsResponse['jobs'] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
        const batch = ids.slice(start, start + IDS_PER_REQUEST);
        const page = await parsed(JobsResponse, 'get', 'jobs', {
          searchParams: {
            ids: batch.join(','),
            confidence: 'all',
            include_closed: '1',
            include_outdated: '1',
            limit: String(batch.length),
          },
          signal,
          auth: false,
        });
        jobs.push(...page.jobs);
      }
      return jobs;
    },
    facets: (filter: FilterQuery = {}, signal?: AbortSignal) =>
      parsed(FacetsResponse, 'get', 'facets', { searchParams: filter, signal, auth: false }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

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
