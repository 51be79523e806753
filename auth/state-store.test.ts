import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lockSessionStorage, sessionStateStore } from './state-store';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('storage.session state store', () => {
  it('keeps, lists and removes pending sign-ins under its prefix only', async () => {
    await fakeBrowser.storage.session.set({ other: 'not ours' });
    const store = sessionStateStore();
    expect(await store.get('a')).toBeNull();
    await store.set('a', '{"id":"a"}');
    await store.set('b', '{"id":"b"}');
    expect(await store.get('a')).toBe('{"id":"a"}');
    expect((await store.getAllKeys()).sort()).toEqual(['a', 'b']);
    expect(await store.remove('a')).toBe('{"id":"a"}');
    expect(await store.remove('a')).toBeNull();
    expect(await store.getAllKeys()).toEqual(['b']);
    expect(await fakeBrowser.storage.session.get('other')).toEqual({ other: 'not ours' });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('asks for trusted contexts only where the browser can say so', async () => {
    const setAccessLevel = vi.fn(async () => undefined);
    await lockSessionStorage({ setAccessLevel });
    expect(setAccessLevel).toHaveBeenCalledWith({ accessLevel: 'TRUSTED_CONTEXTS' });
    await expect(lockSessionStorage({})).resolves.toBeUndefined();
  });
});
