import { describe, expect, it } from 'vitest';
import type { SignInSession } from '../../model/session';
import { createSignInStore } from './sign-in-db';

let count = 0;
const fresh = () => `jobstar-auth-store-test-${++count}`;

const session: SignInSession = {
  sessionId: 's-1',
  configuredIssuer: 'https://id.example.com',
  clientId: 'jobstar-extension',
  idToken: 'id-1',
  refreshToken: 'refresh-1',
  account: { issuer: 'https://id.example.com', subject: 'user-1', email: 'ada@example.com' },
  obtainedAt: 1,
};

describe('the sign-in database', () => {
  it('is empty at first, keeps a session as it was given, and forgets it', async () => {
    const store = createSignInStore(fresh());
    expect(await store.getSession()).toBeUndefined();
    await store.putSession(session);
    expect(await store.getSession()).toEqual(session);
    await store.deleteSession();
    expect(await store.getSession()).toBeUndefined();
  });

  it('survives a restart: a new connection to the same database reads the session and the hint', async () => {
    const name = fresh();
    const first = createSignInStore(name);
    await first.putSession(session);
    await first.putPromptLogin(true);
    const again = createSignInStore(name);
    expect(await again.getSession()).toEqual(session);
    expect(await again.getPromptLogin()).toBe(true);
  });

  it('has no login-page hint until one is set, and keeps it past a sign-out', async () => {
    const store = createSignInStore(fresh());
    expect(await store.getPromptLogin()).toBeUndefined();
    await store.putPromptLogin(false);
    await store.deleteSession();
    expect(await store.getPromptLogin()).toBe(false);
  });
});
