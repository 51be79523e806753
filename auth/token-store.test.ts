import { describe, expect, it } from 'vitest';
import type { SignInSession } from '../model/session';
import { memoryAuthStore } from './testing/memory-auth-store';
import { createTokenStore } from './token-store';

const session = (overrides: Partial<SignInSession> = {}): SignInSession => ({
  sessionId: 's-1',
  configuredIssuer: 'https://id.example.com',
  clientId: 'jobstar-extension',
  idToken: 'id-1',
  refreshToken: 'refresh-1',
  account: { issuer: 'https://id.example.com', subject: 'user-1', email: 'ada@example.com' },
  obtainedAt: 1,
  ...overrides,
});

describe('token store', () => {
  it('is empty at first, keeps a session, and forgets it', async () => {
    const store = createTokenStore(memoryAuthStore());
    expect(await store.load()).toBeNull();
    await store.save(session());
    expect(await store.load()).toMatchObject({ idToken: 'id-1', refreshToken: 'refresh-1' });
    await store.clear();
    expect(await store.load()).toBeNull();
  });

  it('survives a restart: a new store over the same records reads the session', async () => {
    const records = memoryAuthStore();
    await createTokenStore(records).save(session());
    expect(await createTokenStore(records).load()).toMatchObject({ sessionId: 's-1', refreshToken: 'refresh-1' });
  });

  it('updates tokens only for the session that is still current, keeping the refresh token when none is given', async () => {
    const records = memoryAuthStore();
    const store = createTokenStore(records);
    await store.save(session());
    expect(await store.update('s-1', { idToken: 'id-2', refreshToken: undefined, obtainedAt: 2 })).toBe(true);
    expect(await createTokenStore(records).load()).toMatchObject({ idToken: 'id-2', refreshToken: 'refresh-1' });
    expect(await store.update('s-old', { idToken: 'id-3', refreshToken: 'refresh-3', obtainedAt: 3 })).toBe(false);
    expect(await store.load()).toMatchObject({ idToken: 'id-2' });
  });

  it('does not bring back a session cleared while an update was on its way', async () => {
    const records = memoryAuthStore();
    const store = createTokenStore(records);
    await store.save(session());
    const updating = store.update('s-1', { idToken: 'id-2', refreshToken: 'refresh-2', obtainedAt: 2 });
    const clearing = store.clear();
    await Promise.all([updating, clearing]);
    expect(await store.load()).toBeNull();
    expect(await createTokenStore(records).load()).toBeNull();
  });

  it('remembers whether the next sign-in should show the login page', async () => {
    const records = memoryAuthStore();
    const store = createTokenStore(records);
    expect(await store.promptLogin()).toBe(false);
    await store.setPromptLogin(true);
    expect(await createTokenStore(records).promptLogin()).toBe(true);
  });
});
