import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { SignInSession } from '../model/session';
import { createTokenSource, EXPIRY_SKEW_MS, type RefreshAnswer, RefreshRefused, renewAt } from './refresh';
import { unsignedJwt } from './testing/jwt';
import { memoryAuthStore } from './testing/memory-auth-store';
import { createTokenStore } from './token-store';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

/** An ID token issued `ageSeconds` ago that lives `lifetimeSeconds`. */
const idToken = (lifetimeSeconds: number, ageSeconds = 0, sub = 'user-1') => {
  const iat = Math.floor(NOW / 1000) - ageSeconds;
  return unsignedJwt({ iss: 'https://id.example.com', sub, aud: 'jobstar-extension', iat, exp: iat + lifetimeSeconds });
};

async function setup(options: {
  token: string;
  refreshToken?: string | null;
  exchange?: (row: SignInSession) => Promise<RefreshAnswer>;
  usable?: boolean;
  obtainedAt?: number;
}) {
  const store = createTokenStore(memoryAuthStore());
  await store.save({
    sessionId: 's-1',
    configuredIssuer: 'https://id.example.com',
    clientId: 'jobstar-extension',
    idToken: options.token,
    refreshToken: options.refreshToken === null ? undefined : (options.refreshToken ?? 'refresh-1'),
    account: { issuer: 'https://id.example.com', subject: 'user-1' },
    obtainedAt: options.obtainedAt ?? NOW - 3_000_000,
  });
  const exchange = vi.fn(options.exchange ?? (async () => ({ idToken: idToken(3600), refreshToken: 'refresh-2' })));
  const sessionLost = vi.fn();
  const source = createTokenSource({
    store,
    usable: async () => options.usable ?? true,
    exchange,
    sessionLost,
    now: () => NOW,
  });
  return { store, exchange, sessionLost, source };
}

describe('expiry skew', () => {
  it('renews a minute before exp', () => {
    const token = idToken(3600);
    expect(renewAt(token)).toBe(NOW + 3600_000 - EXPIRY_SKEW_MS);
  });

  it('renews a short-lived token at three quarters of its life, not at once', () => {
    expect(renewAt(idToken(40))).toBe(NOW + 30_000);
  });

  it('uses a token 61 s from exp as it is, and renews one 59 s from exp', async () => {
    const early = await setup({ token: idToken(3600, 3600 - 61) });
    expect(await early.source.token()).toBe(idToken(3600, 3600 - 61));
    expect(early.exchange).not.toHaveBeenCalled();

    const late = await setup({ token: idToken(3600, 3600 - 59) });
    const renewed = await late.source.token();
    expect(late.exchange).toHaveBeenCalledTimes(1);
    expect(renewed).not.toBe(idToken(3600, 3600 - 59));
    expect(renewed).toBe((await late.store.load())?.idToken);
  });
});

describe('refresh single flight', () => {
  it('ten parallel requests with an expired token make exactly one refresh and all get the new token', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const next = idToken(3600);
    const { source, exchange, store } = await setup({
      token: idToken(3600, 4000),
      exchange: async () => {
        await gate;
        return { idToken: next, refreshToken: 'refresh-2' };
      },
    });
    const calls = Array.from({ length: 10 }, () => source.token());
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await Promise.all(calls)).toEqual(Array(10).fill(next));
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(await store.load()).toMatchObject({ idToken: next, refreshToken: 'refresh-2' });
  });

  it('a burst of 401s right after a renewal does not renew again', async () => {
    const { source, exchange } = await setup({ token: idToken(3600), obtainedAt: NOW - 1_000 });
    await Promise.all([source.refresh(), source.refresh(), source.refresh()]);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('a 401 on an older token forces one renewal', async () => {
    const { source, exchange } = await setup({ token: idToken(3600, 600) });
    const fresh = await source.refresh();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(fresh).toBe(idToken(3600));
  });
});

describe('a refresh answer without an ID token', () => {
  it('never lets an expired token through: the caller gets null, the rotated refresh token is kept', async () => {
    const { source, store } = await setup({
      token: idToken(3600, 3700),
      exchange: async () => ({ refreshToken: 'refresh-2' }),
    });
    expect(await source.token()).toBeNull();
    expect(await store.load()).toMatchObject({ refreshToken: 'refresh-2', idToken: idToken(3600, 3700) });
  });

  it('lets a token inside the skew but not yet expired through once, unless the server just refused it', async () => {
    const within = idToken(3600, 3570);
    const { source } = await setup({ token: within, exchange: async () => ({ refreshToken: 'refresh-2' }) });
    expect(await source.token()).toBe(within);
    expect(await source.refresh()).toBeNull();
  });

  it('reports why a new ID token was refused', async () => {
    const refused = new ApiError('unauthorized', 'The renewed ID token names another person', 401);
    const { source } = await setup({
      token: idToken(3600, 3700),
      exchange: async () => ({ refreshToken: 'refresh-2', refused }),
    });
    await expect(source.token()).rejects.toBe(refused);
  });
});

describe('losing the session', () => {
  it('invalid_grant: tokens cleared, session-lost listeners called, the caller gets null', async () => {
    const { source, store, sessionLost } = await setup({
      token: idToken(3600, 4000),
      exchange: async () => {
        throw new RefreshRefused('invalid_grant');
      },
    });
    expect(await source.token()).toBeNull();
    expect(await store.load()).toBeNull();
    expect(sessionLost).toHaveBeenCalledTimes(1);
    expect(await source.token()).toBeNull();
    expect(sessionLost).toHaveBeenCalledTimes(1);
  });

  it('an expired token with no refresh token: signed out the same way', async () => {
    const { source, store, sessionLost, exchange } = await setup({ token: idToken(3600, 4000), refreshToken: null });
    expect(await source.token()).toBeNull();
    expect(exchange).not.toHaveBeenCalled();
    expect(await store.load()).toBeNull();
    expect(sessionLost).toHaveBeenCalledTimes(1);
  });

  it('an unreachable provider keeps the session and tells the caller to retry later', async () => {
    const { source, store, sessionLost } = await setup({
      token: idToken(3600, 4000),
      exchange: async () => {
        throw new ApiError('network', 'unreachable');
      },
    });
    await expect(source.token()).rejects.toMatchObject({ kind: 'network' });
    expect(await store.load()).toMatchObject({ refreshToken: 'refresh-1' });
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('a renewal that ends after a sign-out writes nothing', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { source, store } = await setup({
      token: idToken(3600, 4000),
      exchange: async () => {
        await gate;
        return { idToken: idToken(3600), refreshToken: 'refresh-2' };
      },
    });
    const pending = source.token();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await store.clear();
    release();
    expect(await pending).toBeNull();
    expect(await store.load()).toBeNull();
  });

  it('a session made with other settings (issuer or client id) is not used', async () => {
    const { source, exchange } = await setup({ token: idToken(3600), usable: false });
    expect(await source.token()).toBeNull();
    expect(await source.refresh()).toBeNull();
    expect(exchange).not.toHaveBeenCalled();
  });
});
