/**
 * The worker's first script is evaluated at every wake, before the event that woke it is dispatched: what it holds
 * is what a woken worker's star waits for (issue 36). It must not load the libraries the rest of the worker needs,
 * each of which costs more to load than the star's whole write.
 */
import { expect, it, vi } from 'vitest';

const { refused } = vi.hoisted(() => ({
  refused: (name: string) => () => {
    throw new Error(`the worker's first script loads ${name}`);
  },
}));
vi.mock('zod', refused('zod'));
vi.mock('dexie', refused('dexie'));
vi.mock('oidc-client-ts', refused('oidc-client-ts'));
vi.mock('ky', refused('ky'));
vi.mock('luxon', refused('luxon'));
vi.mock('virtual:sites', refused('the site adapters'));

it('loads neither zod, Dexie, sign-in, HTTP, dates nor the site adapters', { timeout: 60_000 }, async () => {
  await expect(import('../../entrypoints/background')).resolves.toBeDefined();
});

it('is what the rest of the worker is not: the same mocks refuse the rest', { timeout: 60_000 }, async () => {
  await expect(import('../../entrypoints/background-rest')).rejects.toThrow(/error when mocking/);
});
