/**
 * Accounts of an external identity provider, keyed `<iss>#<sub>`: the server learns them from their tokens
 * and keeps the last verified e-mail, the digests' only way to reach them.
 */
import type { Store } from './store';

/**
 * Remembers an account's e-mail, writing only when it is new to this process (not on every call). The
 * memory is per instance and only saves writes: another instance writes what it has not seen itself.
 */
export function identityRecorder(
  store: Store,
  now: () => number,
): (accountKey: string, email: string | undefined) => Promise<void> {
  const known = new Map<string, string | undefined>();
  return async (accountKey, email) => {
    if (known.has(accountKey) && known.get(accountKey) === email) return;
    await store.identities.remember(accountKey, email, now());
    if (known.size >= 10_000) known.clear();
    known.set(accountKey, email);
  };
}
