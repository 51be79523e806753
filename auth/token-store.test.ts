import { describe, expect, it } from 'vitest';
import { createTokenStore, type SessionRow } from './token-store';

let count = 0;
const fresh = () => `jobstar-auth-store-test-${++count}`;

const session = (overrides: Partial<SessionRow> = {}): Omit<SessionRow, 'id'> => ({
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
    const store = createTokenStore(fresh());
    expect(await store.load()).toBeNull();
    await store.save(session());
    expect(await store.load()).toMatchObject({ idToken: 'id-1', refreshToken: 'refresh-1' });
    await store.clear();
    expect(await store.load()).toBeNull();
  });

  it('survives a restart: a new store on the same database reads the session', async () => {
    const name = fresh();
    await createTokenStore(name).save(session());
    expect(await createTokenStore(name).load()).toMatchObject({ sessionId: 's-1', refreshToken: 'refresh-1' });
  });

  it('updates tokens only for the session that is still current, keeping the refresh token when none is given', async () => {
    const name = fresh();
    const store = createTokenStore(name);
    await store.save(session());
    expect(await store.update('s-1', { idToken: 'id-2', refreshToken: undefined, obtainedAt: 2 })).toBe(true);
    expect(await createTokenStore(name).load()).toMatchObject({ idToken: 'id-2', refreshToken: 'refresh-1' });
    expect(await store.update('s-old', { idToken: 'id-3', refreshToken: 'refresh-3', obtainedAt: 3 })).toBe(false);
    expect(await store.load()).toMatchObject({ idToken: 'id-2' });
  });

  it('does not bring back a session cleared while an update was on its way', async () => {
    const name = fresh();
    const store = createTokenStore(name);
    await store.save(session());
    const updating = store.update('s-1', { idToken: 'id-2', refreshToken: 'refresh-2', obtainedAt: 2 });
    const clearing = store.clear();
    await Promise.all([updating, clearing]);
    expect(await store.load()).toBeNull();
    expect(await createTokenStore(name).load()).toBeNull();
  });

  it('remembers whether the next sign-in should show the login page', async () => {
    const name = fresh();
    const store = createTokenStore(name);
    expect(await store.promptLogin()).toBe(false);
    await store.setPromptLogin(true);
    expect(await createTokenStore(name).promptLogin()).toBe(true);
  });
});
