import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Settings } from '../model/settings';
import { AuthError } from './errors';
import { createAuthService } from './service';
import { STATE_PREFIX } from './state-store';
import { BrowserStandIn, type DevProvider, REDIRECT_URI, startDevProvider } from './testing/dev-provider';
import { memoryAuthStore } from './testing/memory-auth-store';
import type { LaunchWebAuthFlow } from './web-auth-flow';

let provider: DevProvider;

beforeAll(async () => {
  provider = await startDevProvider();
});
afterAll(async () => {
  await provider.stop();
});
beforeEach(() => {
  fakeBrowser.reset();
});

function setup(launch: LaunchWebAuthFlow, settings: Settings = provider.settings) {
  const store = memoryAuthStore();
  const service = createAuthService({
    settings: async () => settings,
    launchWebAuthFlow: launch,
    redirectUri: () => REDIRECT_URI,
    store,
  });
  return { store, service };
}

async function pendingStates(): Promise<string[]> {
  return Object.keys(await fakeBrowser.storage.session.get(null)).filter((key) => key.startsWith(STATE_PREFIX));
}

async function signInFails(launch: LaunchWebAuthFlow, settings?: Settings): Promise<AuthError> {
  const { service, store } = setup(launch, settings);
  const error = await service.signIn().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AuthError);
  // Nothing is kept from a failed sign-in: no tokens, no pending request.
  expect(await store.getSession()).toBeUndefined();
  expect(await service.account()).toBeNull();
  expect(await service.tokens.token()).toBeNull();
  expect(await pendingStates()).toEqual([]);
  return error as AuthError;
}

/** Runs the real provider flow, then changes the redirect URL as an attacker or a broken provider might. */
const tampered =
  (change: (answer: URL) => void): LaunchWebAuthFlow =>
  async (url) => {
    const answer = new URL(await new BrowserStandIn('mallory@example.com').launch(url));
    change(answer);
    return answer.href;
  };

describe('tampered redirect URLs store nothing', () => {
  it('a wrong state', async () => {
    const error = await signInFails(
      tampered((answer) => {
        answer.searchParams.set('state', 'f00d');
      }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.words).toEqual({ kind: 'auth.rejected', params: { reason: expect.stringMatching(/did not start/) } });
  });

  it('a missing code', async () => {
    const error = await signInFails(tampered((answer) => answer.searchParams.delete('code')));
    expect(error.kind).toBe('rejected');
    expect(error.words).toEqual({
      kind: 'auth.rejected',
      params: { reason: expect.stringMatching(/no authorization code/) },
    });
  });

  it('error=access_denied', async () => {
    const error = await signInFails(async (url) => {
      const state = new URL(url).searchParams.get('state')!;
      return `${REDIRECT_URI}?error=access_denied&state=${state}`;
    });
    expect(error.kind).toBe('denied');
    expect(error.words).toEqual({ kind: 'auth.denied' });
  });

  it('another OAuth error names the provider’s reason', async () => {
    const error = await signInFails(async (url) => {
      const state = new URL(url).searchParams.get('state')!;
      return `${REDIRECT_URI}?error=invalid_client&error_description=unknown+client&state=${state}`;
    });
    expect(error.kind).toBe('provider_error');
    expect(error.words).toEqual({ kind: 'auth.providerError', params: { reason: 'unknown client' } });
  });

  it('an answer that comes back to another address', async () => {
    const error = await signInFails(
      tampered((answer) => {
        answer.host = 'evil.example.com';
      }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.words).toEqual({
      kind: 'auth.rejected',
      params: { reason: expect.stringMatching(/unexpected address/) },
    });
  });

  it('a code replayed into another sign-in', async () => {
    let stolen = '';
    await signInFails(
      tampered((answer) => {
        stolen = answer.searchParams.get('code')!;
        answer.searchParams.delete('code');
      }),
    );
    const error = await signInFails(async (url) => {
      const state = new URL(url).searchParams.get('state')!;
      return `${REDIRECT_URI}?code=${stolen}&state=${state}`;
    });
    expect(error.kind).toBe('provider_error');
  });
});

describe('failures a person can act on', () => {
  it('the sign-in window closed', async () => {
    const closed = await signInFails(async () => {
      throw new Error('The user did not approve access.');
    });
    expect(closed.kind).toBe('cancelled');
    expect(closed.words).toEqual({ kind: 'auth.cancelled' });
    expect((await signInFails(async () => undefined)).kind).toBe('cancelled');
    expect(
      (
        await signInFails(async () => {
          throw new Error('User cancelled or denied access.');
        })
      ).kind,
    ).toBe('cancelled');
  });

  it('the provider’s page could not load', async () => {
    const error = await signInFails(async () => {
      throw new Error('Authorization page could not be loaded.');
    });
    expect(error.kind).toBe('unreachable');
    expect(error.words).toEqual({ kind: 'auth.unreachable', params: { issuer: provider.settings.oidcIssuer } });
  });

  it('the provider is unreachable: said before any window opens', async () => {
    const launch = vi.fn<LaunchWebAuthFlow>();
    const error = await signInFails(launch, { ...provider.settings, oidcIssuer: 'http://127.0.0.1:9/oidc' });
    expect(error.kind).toBe('unreachable');
    expect(error.words).toEqual({ kind: 'auth.unreachable', params: { issuer: 'http://127.0.0.1:9/oidc' } });
    expect(launch).not.toHaveBeenCalled();
  });

  it('a wrong issuer: nothing there speaks OpenID Connect', async () => {
    const launch = vi.fn<LaunchWebAuthFlow>();
    const issuer = `${provider.server.url}/api`;
    const error = await signInFails(launch, { ...provider.settings, oidcIssuer: issuer });
    expect(error.kind).toBe('wrong_issuer');
    expect(error.words).toEqual({ kind: 'auth.wrongIssuer', params: { issuer } });
    expect(launch).not.toHaveBeenCalled();
  });

  describe('a provider that names itself differently', () => {
    let stub: Server;
    let issuer: string;
    beforeAll(async () => {
      stub = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            issuer: 'https://id.example.com',
            authorization_endpoint: 'https://id.example.com/auth',
            token_endpoint: 'https://id.example.com/token',
            jwks_uri: 'https://id.example.com/jwks',
          }),
        );
      });
      await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
      issuer = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

    it('says which issuer to configure', async () => {
      const error = await signInFails(vi.fn<LaunchWebAuthFlow>(), { ...provider.settings, oidcIssuer: issuer });
      expect(error.kind).toBe('wrong_issuer');
      expect(error.words).toEqual({
        kind: 'auth.issuerMismatch',
        params: { issuer, actual: 'https://id.example.com' },
      });
    });
  });
});

describe('accounts', () => {
  it('a second sign-in without signing out reuses the provider’s session; after sign-out the login page lets another person in', async () => {
    const browser = new BrowserStandIn('first@example.com');
    const { service } = setup((url) => browser.launch(url));
    const first = await service.signIn();
    expect(browser.sawLoginPage).toBe(true);

    browser.visited.length = 0;
    expect((await service.signIn()).subject).toBe(first.subject);
    expect(browser.sawLoginPage).toBe(false);

    await service.signOut();
    browser.visited.length = 0;
    browser.email = 'second@example.com';
    const second = await service.signIn();
    expect(browser.sawLoginPage).toBe(true);
    expect(second.email).toBe('second@example.com');
    expect(second.subject).not.toBe(first.subject);
    expect(await service.account()).toEqual(second);
  });

  it('two clicks on Sign in run one sign-in', async () => {
    const launch = vi.fn<LaunchWebAuthFlow>((url) => new BrowserStandIn('twice@example.com').launch(url));
    const { service } = setup(launch);
    const [a, b] = await Promise.all([service.signIn(), service.signIn()]);
    expect(a).toEqual(b);
    expect(launch).toHaveBeenCalledTimes(1);
  });
});
