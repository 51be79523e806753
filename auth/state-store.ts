/**
 * oidc-client-ts keeps each pending sign-in (state, nonce, PKCE code verifier) in a StateStore; its
 * default is `window.localStorage`, which a service worker does not have. `storage.session` lives as long
 * as the browser session, survives the worker being stopped mid sign-in, and is readable only by trusted
 * extension contexts once its access level says so (see `lockSessionStorage`).
 */
import type { StateStore } from 'oidc-client-ts';
import { browser } from 'wxt/browser';

type SessionArea = Pick<typeof browser.storage.session, 'get' | 'set' | 'remove'>;

export const STATE_PREFIX = 'oidc.';

export function sessionStateStore(area: SessionArea = browser.storage.session, prefix = STATE_PREFIX): StateStore {
  return {
    async set(key, value) {
      await area.set({ [prefix + key]: value });
    },
    async get(key) {
      const items = await area.get(prefix + key);
      const value = items[prefix + key];
      return typeof value === 'string' ? value : null;
    },
    async remove(key) {
      const items = await area.get(prefix + key);
      await area.remove(prefix + key);
      const value = items[prefix + key];
      return typeof value === 'string' ? value : null;
    },
    async getAllKeys() {
      const items = await area.get(null);
      return Object.keys(items)
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length));
    },
  };
}

/**
 * Chrome already defaults `storage.session` to trusted contexts; saying so keeps it that way should any
 * code widen it, since the PKCE verifier lives there. Firefox before 129 has no `setAccessLevel`.
 */
export async function lockSessionStorage(area: Partial<Pick<typeof browser.storage.session, 'setAccessLevel'>>) {
  await area.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
}
