/**
 * The `/me` account client (§4.1–§4.6) with the bearer ID token: used by the background only, the one caller of
 * the account API. It also carries the token-free reads (public.ts) over the same connection setup, because
 * sync hydrates saved jobs from `/jobs?ids=`.
 */
import type { z } from 'zod';
import { createExtensionClient } from './account/extension';
import { Alert, type FilterQuery, ProfileEnvelope, type ProfileInput, ProfileResponse, SavedList } from './contract';
import { extensionsLink } from './contract/jobstar/discovery';
import { ApiError } from './errors';
import { type CallOptions, createHttp, type HttpOptions, type Method } from './http';
import { MAX_SAVED_ENTRIES } from './http-limits';
import { publicReads } from './public';

export interface TokenSource {
  /** The current ID token, refreshed first when it is about to expire; null when signed out. */
  token(): Promise<string | null>;
  /** Called after a 401: refresh now (single flight) and return the new token, or null. */
  refresh(): Promise<string | null>;
}

export interface ApiClientOptions extends HttpOptions {
  tokens?: TokenSource;
  /**
   * Told, after every 2xx of `/me`, where the answer says jobstar's service extension is (`Link`,
   * docs/service-extensions.md), or null when it says nothing: an extension is used only while announced.
   */
  onExtensionsLink?: (href: string | null) => void;
}

export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);

  /** Sends once, and once more after a token refresh when the first answer is 401. */
  async function request(method: Method, path: string, call: CallOptions = {}): Promise<Response> {
    const token = (await options.tokens?.token()) ?? null;
    if (!token) throw new ApiError('unauthorized', 'Sign in to sync', 401);
    let response = await http.send(method, path, { ...call, token });
    if (response.status === 401 && options.tokens) {
      const fresh = await options.tokens.refresh();
      if (fresh) response = await http.send(method, path, { ...call, token: fresh });
    }
    if (!response.ok) throw await http.failure(response);
    if (path.startsWith('me/')) {
      const answerUrl = response.url || `${options.baseUrl.replace(/\/+$/, '')}/api/${path}`;
      options.onExtensionsLink?.(extensionsLink(response.headers.get('link'), answerUrl));
    }
    return response;
  }

  const parsed = async <S extends z.ZodType>(schema: S, method: Method, path: string, call?: CallOptions) =>
    http.parse(schema, await request(method, path, call));

  return {
    ...publicReads(http, options.baseUrl),
    /**
     * The client of jobstar's service extension at the address a `/me` answer announced (`onExtensionsLink`);
     * never called for a service that did not announce one.
     */
    extension: (link: string) =>
      createExtensionClient(request, (schema, response) => http.parse(schema, response), {
        baseUrl: options.baseUrl,
        link,
      }),
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
    /** §4.6. A list past `MAX_SAVED_ENTRIES` is refused whole: a partial list would read as unstars. */
    listSaved: async () => {
      const list = await parsed(SavedList, 'get', 'me/saved');
      if (list.saved.length > MAX_SAVED_ENTRIES) {
        throw new ApiError('too_many_saved', `The service listed ${list.saved.length} saved jobs`);
      }
      return list;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
