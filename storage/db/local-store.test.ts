import { describe, expect, it, vi } from 'vitest';
import { isolated } from '../testing/db-fixture';
import { dbNameFor } from './db';
import { createLocalStore } from './local-store';

const alice = { issuer: 'https://id.example', subject: 'alice', email: 'alice@example.com' };
const bob = { issuer: 'https://id.example', subject: 'bob' };

describe('the current account', () => {
  it('is read from the meta database once, then known without a round trip', async () => {
    const idb = isolated();
    await createLocalStore(idb).setCurrentAccount(alice);
    const store = createLocalStore(idb);
    const reads = vi.spyOn(store.meta.meta, 'get');
    expect(await store.currentAccount()).toEqual(alice);
    expect((await store.currentDb()).name).toBe(dbNameFor(alice));
    expect(await store.currentAccount()).toEqual(alice);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('follows a switch as soon as it committed, and a fresh store (a worker restart) reads what was written', async () => {
    const idb = isolated();
    const store = createLocalStore(idb);
    expect(await store.currentAccount()).toBeNull();
    await store.setCurrentAccount(alice);
    expect(await store.currentAccount()).toEqual(alice);
    await store.setCurrentAccount(bob);
    expect((await store.currentDb()).name).toBe(dbNameFor(bob));
    expect(await createLocalStore(idb).currentAccount()).toEqual(bob);
    await store.setCurrentAccount(null);
    expect(await store.currentAccount()).toBeNull();
    expect(await createLocalStore(idb).currentAccount()).toBeNull();
  });

  it('a switch whose write fails leaves the database’s account current, not the one asked for', async () => {
    const store = createLocalStore(isolated());
    await store.setCurrentAccount(alice);
    vi.spyOn(store.meta.meta, 'put').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(store.setCurrentAccount(bob)).rejects.toThrow('QuotaExceededError');
    expect(await store.currentAccount()).toEqual(alice);
  });
});

describe('the settings', () => {
  it('are read and parsed once, and a save is what the next reader gets', async () => {
    const idb = isolated();
    const store = createLocalStore(idb);
    const reads = vi.spyOn(store.meta.meta, 'get');
    const first = await store.settings();
    expect(await store.settings()).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);
    const saved = await store.saveSettings({ ...first, apiBaseUrl: ' https://jobs.example.org/ ' });
    expect(saved.apiBaseUrl).toBe('https://jobs.example.org');
    expect(await store.settings()).toEqual(saved);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await createLocalStore(idb).settings()).toEqual(saved);
  });

  it('a refused save keeps what was stored', async () => {
    const store = createLocalStore(isolated());
    const before = await store.settings();
    await expect(store.saveSettings({ ...before, apiBaseUrl: 'ftp://nope' })).rejects.toThrow();
    expect(await store.settings()).toEqual(before);
  });
});
