import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_WAIT_MS, type RevokingClient, revokeRefreshToken } from './sign-out';

const ENDPOINT = 'https://id.example.com/revoke';

/**
 * Just what sign-out reads from the client: the endpoint from discovery and the client id. Like oidc-client-ts,
 * asking for the endpoint as required (`optional` false) throws when discovery does not list it.
 */
const client = (endpoint: string | undefined): RevokingClient =>
  ({
    metadataService: {
      getRevocationEndpoint: async (optional = true) => {
        if (endpoint === undefined && !optional) {
          throw new Error('Metadata does not contain optional property revocation_endpoint');
        }
        return endpoint;
      },
    },
    settings: { client_id: 'jobstar-extension' },
  }) as unknown as RevokingClient;

const answering = (response: () => Response) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response());

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('revoking the refresh token at sign-out', () => {
  it('posts it as a refresh token, with the client id, where discovery lists a revocation endpoint', async () => {
    const fetch = answering(() => new Response(null, { status: 200 }));
    expect(await revokeRefreshToken(client(ENDPOINT), 'refresh-1', fetch)).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
      client_id: 'jobstar-extension',
    });
  });

  it('an empty text/html 200 is success: the body is not parsed (RFC 7009 §2.2)', async () => {
    const fetch = answering(() => new Response('', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await revokeRefreshToken(client(ENDPOINT), 'refresh-1', fetch)).toBe(true);
    const html = answering(() => new Response('<p>ok', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await revokeRefreshToken(client(ENDPOINT), 'refresh-1', html)).toBe(true);
  });

  it('a refusal is not success, and does not fail the sign-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = answering(() => new Response('{"error":"unsupported_token_type"}', { status: 400 }));
    expect(await revokeRefreshToken(client(ENDPOINT), 'refresh-1', fetch)).toBe(false);
  });

  it('does not try, and says nothing, where the provider offers no revocation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = answering(() => new Response(null));
    expect(await revokeRefreshToken(client(undefined), 'refresh-1', fetch)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('an unreachable provider does not fail the sign-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await revokeRefreshToken(client(ENDPOINT), 'refresh-1', fetch)).toBe(false);
  });

  it('a provider that does not answer is waited for a few seconds only', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = revokeRefreshToken(client(ENDPOINT), 'refresh-1', fetch);
    await vi.advanceTimersByTimeAsync(REVOKE_WAIT_MS);
    expect(await result).toBe(false);
  });
});
