import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '../api/client';
import { decodeIdToken } from './id-token';
import { createAuthService } from './service';
import { BrowserStandIn, type DevProvider, REDIRECT_URI, startDevProvider } from './testing/dev-provider';
import { memoryAuthStore } from './testing/memory-auth-store';

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

function setup(email = 'ada@example.com', offset = { ms: 0 }) {
  const browser = new BrowserStandIn(email);
  const store = memoryAuthStore();
  const service = createAuthService({
    settings: async () => provider.settings,
    launchWebAuthFlow: (url) => browser.launch(url),
    redirectUri: () => REDIRECT_URI,
    store,
    now: () => Date.now() + offset.ms,
  });
  return { browser, store, service, offset };
}

describe('sign-in against the dev provider', () => {
  it('signs in, names the account from the ID token, and the API accepts the token', async () => {
    const { service } = setup('ada@example.com');
    const account = await service.signIn();
    expect(account).toMatchObject({ issuer: provider.server.issuer, email: 'ada@example.com' });
    expect(account.subject).toBeTruthy();
    expect(await service.account()).toEqual(account);

    const api = createApiClient({ baseUrl: provider.server.url, tokens: service.tokens });
    await api.star('job-auth-1');
    const saved = await api.listSaved();
    expect(saved.saved.map((entry) => entry.job_id)).toContain('job-auth-1');
  });

  it('renews an expiring ID token with the refresh token, silently', async () => {
    const { service, store, offset } = setup('grace@example.com');
    await service.signIn();
    const first = await service.tokens.token();
    const before = await store.getSession();
    offset.ms = 3600_000 - 30_000; // within the skew of exp
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new iat, so the new token differs
    const renewed = await service.tokens.token();
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(first);
    expect(decodeIdToken(renewed!).sub).toBe(decodeIdToken(first!).sub);
    const after = await store.getSession();
    expect(after?.refreshToken).toBeTruthy();
    expect(after?.refreshToken).not.toBe(before?.refreshToken); // rotated
    offset.ms = 0;
    const api = createApiClient({ baseUrl: provider.server.url, tokens: service.tokens });
    await expect(api.listSaved()).resolves.toBeDefined();
  });

  it('signs out: tokens forgotten, refresh token revoked at the provider', async () => {
    const { service, store } = setup('linus@example.com');
    await service.signIn();
    const row = await store.getSession();
    await service.signOut();
    expect(await service.account()).toBeNull();
    expect(await service.tokens.token()).toBeNull();
    expect(await store.getSession()).toBeUndefined();
    const answer = await fetch(`${provider.server.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: row!.refreshToken!,
        client_id: provider.settings.oidcClientId,
      }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a refresh token the provider no longer accepts (invalid_grant): signed out, listeners told', async () => {
    const { service, store, offset } = setup('revoked@example.com');
    const lost = vi.fn();
    service.onSessionLost(lost);
    await service.signIn();
    const row = await store.getSession();
    const revoked = await fetch(`${provider.server.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: row!.refreshToken!,
        token_type_hint: 'refresh_token',
        client_id: provider.settings.oidcClientId,
      }).toString(),
    });
    expect(revoked.status).toBe(200);
    offset.ms = 3600_000;
    expect(await service.tokens.token()).toBeNull();
    expect(lost).toHaveBeenCalledTimes(1);
    expect(await service.account()).toBeNull();
    expect(await store.getSession()).toBeUndefined();
  });

  it('a session belongs to the issuer and client id it was made with', async () => {
    const browser = new BrowserStandIn('moved@example.com');
    let settings = provider.settings;
    const service = createAuthService({
      settings: async () => settings,
      launchWebAuthFlow: (url) => browser.launch(url),
      redirectUri: () => REDIRECT_URI,
      store: memoryAuthStore(),
    });
    const account = await service.signIn();
    settings = { ...provider.settings, oidcIssuer: 'https://id.example.com' };
    expect(await service.account()).toBeNull();
    expect(await service.tokens.token()).toBeNull();
    settings = provider.settings;
    expect(await service.account()).toEqual(account);
  });
});
